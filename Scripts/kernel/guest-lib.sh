# Helpers for the guest checks (busybox sh). Sourced before each guest-checks/*.sh.
#
# Reporting (one console line each, parsed by Scripts/checks/kernel-i2c):
#   pass NAME              fail NAME WHY              skip NAME WHY
#   check NAME CMD...      pass when CMD exits 0, else fail with its output
# The stub:
#   stub_load 0x68,0x6a    (re)loads i2c-stub with chips at these addresses; sets $BUS
#   reg_set ADDR REG VAL   reg_get ADDR REG  (i2cset / i2cget on $BUS, byte data)
#   preload_mpu6050 ADDR   preload_lsm6ds3 ADDR   (WHO_AM_I, status and the raw data below)
# The tool:
#   INERTIA=/usr/bin/inertia; has_command SUBCOMMAND; run_inertia ARGS... (sets $OUT, $STATUS)
# Numbers and JSON:
#   json_number FIELD, json_array FIELD INDEX (read JSON from $OUT)
# IIO:
#   iio_device NAME        the sysfs directory of the IIO device called NAME
#   near ACTUAL EXPECTED   true when they agree within 0.5 % (or 1e-4 absolute)
#   s16 HIGH LOW           a signed 16-bit value from two bytes

INERTIA=${INERTIA:-/usr/bin/inertia}
BUS=${BUS:-/dev/i2c-0}
BUS_NUMBER=${BUS##*-}
STANDARD_GRAVITY=9.80665

pass() { echo "KCHECK PASS $1"; }
fail() { name=$1; shift; echo "KCHECK FAIL $name: $*" | tr '\n' ' '; echo; }
skip() { name=$1; shift; echo "KCHECK SKIP $name: $*"; }

check() {
    name=$1
    shift
    if output=$("$@" 2>&1); then pass "$name"; else fail "$name" "$* → $(echo "$output" | tail -n 3)"; fi
}

# (Re)loads i2c-stub with chips at the given comma-separated addresses and waits for the
# bus node. Sets BUS and BUS_NUMBER to the stub's adapter.
stub_load() {
    rmmod i2c_stub 2>/dev/null
    modprobe i2c-stub chip_addr="$1" || return 1
    for attempt in 1 2 3 4 5 6 7 8 9 10; do
        for adapter in /sys/class/i2c-adapter/i2c-*; do
            if grep -q "stub" "$adapter/name" 2>/dev/null; then
                BUS_NUMBER=${adapter##*-}
                BUS=/dev/i2c-$BUS_NUMBER
                [ -c "$BUS" ] && return 0
            fi
        done
        sleep 0.2
    done
    return 1
}

# i2c-tools by full path: busybox's shell would otherwise run its own smaller applets.
I2CSET=/usr/sbin/i2cset
I2CGET=/usr/sbin/i2cget
I2CDETECT=/usr/sbin/i2cdetect
I2CTRANSFER=/usr/sbin/i2ctransfer
reg_set() { $I2CSET -y "$BUS_NUMBER" "$1" "$2" "$3" b; }
reg_get() { $I2CGET -y "$BUS_NUMBER" "$1" "$2" b; }

# Writes consecutive registers from REG on: reg_fill ADDR REG BYTE...
# (Registers are passed in hex: busybox's i2cset, the foreign guest's, reads them as hex.)
reg_fill() {
    address=$1
    register=$(($2))
    shift 2
    for byte in "$@"; do
        reg_set "$address" "$(printf '0x%02x' "$register")" "$byte" || return 1
        register=$((register + 1))
    done
}

# MPU-6050 raw data (big-endian registers 0x3B..0x48): accel, temperature, gyro.
MPU_ACCEL="1024 -2048 16384"
MPU_TEMPERATURE=-2672
MPU_GYRO="131 -131 262"
# PWR_MGMT_1 starts at 0x40 (asleep), as the chip powers up.
preload_mpu6050() {
    reg_set "$1" 0x75 0x68 &&
    reg_set "$1" 0x6B 0x40 &&
    reg_set "$1" 0x3A 0x01 &&
    reg_fill "$1" 0x3B 0x04 0x00 0xF8 0x00 0x40 0x00 0xF5 0x90 0x00 0x83 0xFF 0x7D 0x01 0x06
}

# LSM6DS3 raw data (little-endian registers 0x20..0x2D): temperature, gyro, accel.
LSM_TEMPERATURE=80
LSM_GYRO="1000 -1000 500"
LSM_ACCEL="16393 -8196 4100"
preload_lsm6ds3() {
    reg_set "$1" 0x0F 0x69 &&
    reg_set "$1" 0x1E 0x07 &&
    reg_set "$1" 0x12 0x04 &&
    reg_fill "$1" 0x20 0x50 0x00 0xE8 0x03 0x18 0xFC 0xF4 0x01 0x09 0x40 0xFC 0xDF 0x04 0x10
}

# Whether inertia lists SUBCOMMAND in its --help.
# (`inertia --help` runs once per boot; its output is kept in /tmp.)
has_command() {
    [ -s /tmp/inertia-help ] || "$INERTIA" --help >/tmp/inertia-help 2>&1
    sed -n '/SUBCOMMANDS/,$p' /tmp/inertia-help | grep -qE "^ +$1( |$)"
}

# Runs inertia as an unprivileged user (uid 1000); OUT and STATUS as run_inertia.
run_inertia_as_user() {
    OUT=$(timeout 60 su -s /bin/sh user -c "$INERTIA $*" 2>&1)
    STATUS=$?
}

# Runs inertia with a time limit; OUT holds stdout and stderr, STATUS the exit status.
run_inertia() {
    OUT=$(timeout 60 "$INERTIA" "$@" 2>&1)
    STATUS=$?
}

# Whether $OUT looks like a crash rather than a message.
crashed() { echo "$OUT" | grep -qiE "fatal error|stack dump|segmentation|illegal instruction|backtrace|Trace/breakpoint"; }

json_flat() { echo "$OUT" | tr -d '\n\r\t '; }
json_number() { json_flat | sed -n "s/.*\"$1\":\(-\{0,1\}[0-9.eE+-]*\).*/\1/p"; }
json_string() { json_flat | sed -n "s/.*\"$1\":\"\([^\"]*\)\".*/\1/p"; }
json_array() { json_flat | sed -n "s/.*\"$1\":\[\([^]]*\)\].*/\1/p" | cut -d, -f"$(($2 + 1))"; }

near() {
    awk -v a="$1" -v e="$2" 'BEGIN {
        if (a == "" || e == "") exit 1
        d = a - e; if (d < 0) d = -d
        m = e; if (m < 0) m = -m
        exit !(d <= 0.005 * m || d <= 1e-4)
    }'
}

s16() { awk -v h="$(($1))" -v l="$(($2))" 'BEGIN { v = h * 256 + l; if (v >= 32768) v -= 65536; print v }'; }

# word N of a space-separated list
nth() { echo "$2" | awk -v n="$1" '{ print $(n + 1) }'; }

# iio_device NAME: the sysfs directory of the IIO device whose `name` is NAME (waits up to 5 s).
iio_device() {
    for attempt in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25; do
        for device in /sys/bus/iio/devices/iio:device*; do
            [ -e "$device/name" ] && [ "$(cat "$device/name")" = "$1" ] && { echo "$device"; return 0; }
        done
        sleep 0.2
    done
    return 1
}

# gpio-sim (compiled by build-gpio-sim) through configfs: loads the module (passes or fails
# gpio-sim-loads), makes chip NAME with one bank of 8 lines, HOG_LINE (when given) held by a
# hog named "keeper", and takes it live. Sets SIM, CHIP and DEVICE; non-zero when the
# module does not load.
gpio_sim_chip() {
    if ! modprobe gpio-sim 2>/tmp/gpio-sim.err; then
        fail gpio-sim-loads "modprobe gpio-sim: $(cat /tmp/gpio-sim.err)"
        return 1
    fi
    pass gpio-sim-loads
    mountpoint -q /sys/kernel/config 2>/dev/null || mount -t configfs configfs /sys/kernel/config
    SIM=/sys/kernel/config/gpio-sim/$1
    mkdir "$SIM" "$SIM/bank0" && echo 8 > "$SIM/bank0/num_lines"
    if [ -n "${2:-}" ]; then
        mkdir "$SIM/bank0/line$2" "$SIM/bank0/line$2/hog" \
            && echo keeper > "$SIM/bank0/line$2/hog/name" && echo input > "$SIM/bank0/line$2/hog/direction"
    fi
    echo 1 > "$SIM/live"
    CHIP=$(cat "$SIM/bank0/chip_name" 2>/dev/null)
    DEVICE=$(cat "$SIM/dev_name" 2>/dev/null)
}
