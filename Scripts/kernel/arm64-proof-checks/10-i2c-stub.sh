# The i2c-stub part of the guest checks, with no inertia: the guest runs an arm64
# kernel, i2c-stub gives /dev/i2c-0 with chips at 0x68 and 0x6a, and the i2c tools
# (busybox's applets on a foreign guest) see them, write registers and read them back.
machine=$(uname -m)
[ "$machine" = aarch64 ] && pass guest-is-aarch64 || fail guest-is-aarch64 "uname -m says $machine"

if stub_load 0x68,0x6a; then pass stub-loaded; else fail stub-loaded "modprobe i2c-stub chip_addr=0x68,0x6a failed"; fi
check bus-node-exists test -c "$BUS"
[ "$BUS" = /dev/i2c-0 ] && pass stub-is-i2c-0 || fail stub-is-i2c-0 "the stub's adapter is $BUS"

detected=$($I2CDETECT -y "$BUS_NUMBER" 2>&1)
if echo "$detected" | grep -q " 68 " && echo "$detected" | grep -qE " 6a( |$)"; then
    pass i2cdetect-sees-both-chips
else
    fail i2cdetect-sees-both-chips "$detected"
fi

# One register written and read back, then the full preloads.
reg_set 0x68 0x75 0x5a && value=$(reg_get 0x68 0x75)
[ "$value" = "0x5a" ] && pass stub-write-read-back || fail stub-write-read-back "wrote 0x5a to 0x68/0x75, read '$value'"
if preload_mpu6050 0x68 && preload_lsm6ds3 0x6a; then pass preload-registers; else fail preload-registers "i2cset failed"; fi
value=$(reg_get 0x68 0x75)
[ "$value" = "0x68" ] && pass stub-mpu6050-whoami || fail stub-mpu6050-whoami "read $value"
value=$(reg_get 0x6a 0x0f)
[ "$value" = "0x69" ] && pass stub-lsm6ds3-whoami || fail stub-lsm6ds3-whoami "read $value"
# MPU-6050 ACCEL_ZOUT_H/L (0x3F, 0x40) and LSM6DS3 OUTX_L/H_XL (0x28, 0x29) from the preloads.
values="$(reg_get 0x68 0x3f) $(reg_get 0x68 0x40) $(reg_get 0x6a 0x28) $(reg_get 0x6a 0x29)"
[ "$values" = "0x40 0x00 0x09 0x40" ] && pass stub-data-registers || fail stub-data-registers "read $values"
# An SMBus word read is little-endian: 0x3B = 0x04 (low), 0x3C = 0x00 (high).
value=$($I2CGET -y "$BUS_NUMBER" 0x68 0x3b w 2>&1)
[ "$value" = "0x0004" ] && pass stub-word-read || fail stub-word-read "i2cget … w gave '$value'"

functions=$($I2CDETECT -F "$BUS_NUMBER" 2>&1)
# (i2c-tools and busybox spell the names differently: "SMBus Read Byte" / "SMBus read byte".)
if echo "$functions" | grep -qiE "^I2C +no" && echo "$functions" | grep -qiE "^SMBus read byte +yes" \
    && echo "$functions" | grep -qiE "^SMBus read word +yes"; then
    pass stub-is-smbus-only
else
    fail stub-is-smbus-only "$functions"
fi

# Reloading the stub starts from zeroed registers (what every guest check relies on).
stub_load 0x68,0x6a && value=$(reg_get 0x68 0x75)
[ "$value" = "0x00" ] && pass stub-reload-clears-registers || fail stub-reload-clears-registers "0x68/0x75 reads '$value' after the reload"
