# The kernel's own IIO drivers bound to the stub chips, with no inertia: inv_mpu6050
# (mpu6050 at 0x68) and st_lsm6dsx (lsm6ds3 at 0x6a) create IIO devices with the
# expected names and read the preloaded raw registers.

# expect_raw CHECK DEVICE "X Y Z": the device's in_accel_{x,y,z}_raw read the preloaded values.
expect_raw() {
    raw="$(cat "$2/in_accel_x_raw") $(cat "$2/in_accel_y_raw") $(cat "$2/in_accel_z_raw")"
    [ "$raw" = "$3" ] && pass "$1" || fail "$1" "in_accel_*_raw = $raw, preloaded $3"
}

stub_load 0x68,0x6a && preload_mpu6050 0x68 && preload_lsm6ds3 0x6a || fail iio-setup "could not prepare the stub"
devices=/sys/bus/i2c/devices/i2c-$BUS_NUMBER

# ---- inv_mpu6050: mpu6050 at 0x68 -------------------------------------------------------
check modprobe-inv-mpu6050-i2c modprobe inv-mpu6050-i2c
echo mpu6050 0x68 > "$devices/new_device"
mpu=$(iio_device mpu6050)
if [ -n "$mpu" ]; then
    pass iio-mpu6050-named-mpu6050
    expect_raw iio-mpu6050-reads-preload "$mpu" "$MPU_ACCEL"
else
    fail iio-mpu6050-named-mpu6050 "no IIO device named mpu6050: $(cat /sys/bus/iio/devices/*/name 2>/dev/null | tr '\n' ' '); $(dmesg | grep -i mpu | tail -n 3)"
fi

# ---- st_lsm6dsx: lsm6ds3 at 0x6a --------------------------------------------------------
check modprobe-st-lsm6dsx-i2c modprobe st_lsm6dsx_i2c
echo lsm6ds3 0x6a > "$devices/new_device"
accel=$(iio_device lsm6ds3_accel)
gyro=$(iio_device lsm6ds3_gyro)
[ -n "$accel" ] && pass iio-lsm6ds3-named-lsm6ds3_accel || fail iio-lsm6ds3-named-lsm6ds3_accel "$(cat /sys/bus/iio/devices/*/name 2>/dev/null | tr '\n' ' '); $(dmesg | grep -i lsm6 | tail -n 3)"
[ -n "$gyro" ] && pass iio-lsm6ds3-named-lsm6ds3_gyro || fail iio-lsm6ds3-named-lsm6ds3_gyro "$(cat /sys/bus/iio/devices/*/name 2>/dev/null | tr '\n' ' ')"
[ -n "$accel" ] && expect_raw iio-lsm6ds3-reads-preload "$accel" "$LSM_ACCEL"

count=$(ls -d /sys/bus/iio/devices/iio:device* 2>/dev/null | wc -l)
[ "$count" -eq 3 ] && pass iio-three-devices || fail iio-three-devices "$count IIO devices: $(cat /sys/bus/iio/devices/*/name 2>/dev/null | tr '\n' ' ')"

# A kernel driver owns the address now: /dev/i2c access to it is refused (EBUSY).
if $I2CGET -y "$BUS_NUMBER" 0x68 0x75 b >/dev/null 2>&1; then
    fail i2c-dev-refuses-bound-address "i2cget 0x68 succeeded while inv_mpu6050 is bound"
else
    pass i2c-dev-refuses-bound-address
fi

echo 0x6a > "$devices/delete_device" 2>/dev/null
echo 0x68 > "$devices/delete_device" 2>/dev/null
true
