# `inertia doctor` on a real kernel, one case each: every finding is printed with its fix
# and the exit status says whether anything is a problem. Cases: a healthy MPU-6050 (0),
# a clone WHO_AM_I (a warning, 0), nothing at the IMU addresses (1, wiring and AD0/SA0),
# an address a kernel driver owns (1, --iio or unbind), a bus the user may not open (1,
# group i2c), and no /dev/i2c-* at all (1, i2c-dev and the Pi's dtparam).
if ! has_command doctor; then
    fail doctor "inertia --help does not list the doctor command"
    return 0
fi

# Expects doctor's exit status and every pattern (extended regex, any case) in its output.
# expect_doctor CHECK STATUS PATTERN...
expect_doctor() {
    name=$1
    expected=$2
    shift 2
    if crashed; then fail "$name" "crashed: $(echo "$OUT" | head -n 3)"; return; fi
    [ "$STATUS" -eq "$expected" ] || { fail "$name" "exit status $STATUS, expected $expected: $OUT"; return; }
    for pattern in "$@"; do
        echo "$OUT" | grep -qiE -- "$pattern" || { fail "$name" "no '$pattern' in: $OUT"; return; }
    done
    pass "$name"
}

stub_load 0x68 && preload_mpu6050 0x68 || fail doctor-setup "could not prepare the stub"
run_inertia doctor --bus "$BUS"
expect_doctor doctor-healthy-mpu6050-exits-0 0 "^ok .*0x68" "MPU-6050"

reg_set 0x68 0x75 0x72
run_inertia doctor --bus "$BUS"
expect_doctor doctor-clone-whoami-warns 0 "^warning" "0x72" "clone"

stub_load 0x50
run_inertia doctor --bus "$BUS"
expect_doctor doctor-nothing-at-the-addresses 1 "^problem" "0x68" "fix: .*(wiring|AD0)" "pull-up"

stub_load 0x68 && preload_mpu6050 0x68
echo dummy 0x68 > "/sys/bus/i2c/devices/i2c-$BUS_NUMBER/new_device"
run_inertia doctor --bus "$BUS"
expect_doctor doctor-kernel-driver-bound 1 "dummy" "--iio|unbind"
echo 0x68 > "/sys/bus/i2c/devices/i2c-$BUS_NUMBER/delete_device"

chmod 600 "$BUS"
run_inertia_as_user doctor --bus "$BUS"
expect_doctor doctor-permission-denied 1 "^problem" "usermod -aG i2c"
chmod 660 "$BUS"

rmmod i2c_dev 2>/dev/null
if [ ! -e "$BUS" ]; then
    run_inertia doctor
    expect_doctor doctor-no-i2c-bus 1 "no /dev/i2c-" "modprobe i2c-dev" "dtparam=i2c_arm=on"
else
    fail doctor-no-i2c-bus "could not remove i2c-dev (is it built in?)"
fi
modprobe i2c-dev
