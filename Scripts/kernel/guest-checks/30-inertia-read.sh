# `inertia read --once --format json` configures each chip through the stub and decodes
# the preloaded raw registers: value = raw × the scale of the range the driver itself
# wrote (read back from the stub with i2cget), in SI units.
if ! has_command read; then
    fail inertia-read "inertia --help does not list the read command"
    return 0
fi
stub_load 0x68,0x6a && preload_mpu6050 0x68 && preload_lsm6ds3 0x6a || fail read-setup "could not prepare the stub"
PI=3.14159265358979

# Compares three JSON array entries with expected values: expect_axes CHECK FIELD "e0 e1 e2"
expect_axes() {
    bad=""
    for index in 0 1 2; do
        actual=$(json_array "$2" "$index")
        expected=$(nth "$index" "$3")
        near "$actual" "$expected" || bad="$bad [$index] got '$actual' expected $expected;"
    done
    [ -z "$bad" ] && pass "$1" || fail "$1" "$bad"
}

# --- MPU-6050 at 0x68 ---------------------------------------------------------------
run_inertia read --bus "$BUS" --address 0x68 --chip mpu6050 --once --format json
if [ "$STATUS" -eq 0 ]; then pass read-mpu6050-exits-zero; else fail read-mpu6050-exits-zero "status $STATUS: $OUT"; fi
gyro_config=$(reg_get 0x68 0x1B)
accel_config=$(reg_get 0x68 0x1C)
power=$(reg_get 0x68 0x6B)
# PWR_MGMT_1 was preloaded asleep (0x40): the driver's last write woke the chip and left
# the reset bit clear (the stub never clears it by itself).
[ $((power & 0xC0)) -eq 0 ] && pass mpu6050-awake-after-configuration || fail mpu6050-awake-after-configuration "PWR_MGMT_1 = $power"
accel_lsb_per_g=$((16384 >> ((accel_config >> 3) & 3)))
gyro_lsb_per_dps=$(awk -v s=$(((gyro_config >> 3) & 3)) 'BEGIN { split("131 65.5 32.8 16.4", t, " "); print t[s + 1] }')
expected_accel=$(echo "$MPU_ACCEL" | awk -v l="$accel_lsb_per_g" -v g="$STANDARD_GRAVITY" '{ printf "%.9f %.9f %.9f", $1 / l * g, $2 / l * g, $3 / l * g }')
expected_gyro=$(echo "$MPU_GYRO" | awk -v l="$gyro_lsb_per_dps" -v p="$PI" '{ printf "%.9f %.9f %.9f", $1 / l * p / 180, $2 / l * p / 180, $3 / l * p / 180 }')
expect_axes read-mpu6050-accel accel_m_s2 "$expected_accel"
expect_axes read-mpu6050-gyro gyro_rad_s "$expected_gyro"
expected_temperature=$(awk -v r="$MPU_TEMPERATURE" 'BEGIN { printf "%.6f", r / 340 + 36.53 }')
near "$(json_number temperature_c)" "$expected_temperature" && pass read-mpu6050-temperature \
    || fail read-mpu6050-temperature "got '$(json_number temperature_c)' expected $expected_temperature"
address=$(json_number address)
[ "$address" = "104" ] || echo "$OUT" | grep -qi '"address": *"0x68"' && pass read-mpu6050-address || fail read-mpu6050-address "$OUT"
echo "$(json_string chip)" | grep -qiE "mpu-?6050" && pass read-mpu6050-chip || fail read-mpu6050-chip "chip '$(json_string chip)'"

# --- LSM6DS3 at 0x6a ----------------------------------------------------------------
run_inertia read --bus "$BUS" --address 0x6a --chip lsm6ds3 --once --format json
if [ "$STATUS" -eq 0 ]; then pass read-lsm6ds3-exits-zero; else fail read-lsm6ds3-exits-zero "status $STATUS: $OUT"; fi
ctrl1=$(reg_get 0x6a 0x10)
ctrl2=$(reg_get 0x6a 0x11)
ctrl3=$(reg_get 0x6a 0x12)
[ $((ctrl1 >> 4)) -ne 0 ] && pass lsm6ds3-accelerometer-enabled || fail lsm6ds3-accelerometer-enabled "CTRL1_XL = $ctrl1"
[ $((ctrl2 >> 4)) -ne 0 ] && pass lsm6ds3-gyroscope-enabled || fail lsm6ds3-gyroscope-enabled "CTRL2_G = $ctrl2"
[ $((ctrl3 & 0x44)) -eq $((0x44)) ] && pass lsm6ds3-bdu-and-auto-increment || fail lsm6ds3-bdu-and-auto-increment "CTRL3_C = $ctrl3"
accel_mg_per_lsb=$(awk -v s=$(((ctrl1 >> 2) & 3)) 'BEGIN { split("0.061 0.488 0.122 0.244", t, " "); print t[s + 1] }')
gyro_mdps_per_lsb=$(awk -v s=$(((ctrl2 >> 1) & 7)) 'BEGIN { split("8.75 4.375 17.5 4.375 35 4.375 70 4.375", t, " "); print t[s + 1] }')
expected_accel=$(echo "$LSM_ACCEL" | awk -v m="$accel_mg_per_lsb" -v g="$STANDARD_GRAVITY" '{ printf "%.9f %.9f %.9f", $1 * m / 1000 * g, $2 * m / 1000 * g, $3 * m / 1000 * g }')
expected_gyro=$(echo "$LSM_GYRO" | awk -v m="$gyro_mdps_per_lsb" -v p="$PI" '{ printf "%.9f %.9f %.9f", $1 * m / 1000 * p / 180, $2 * m / 1000 * p / 180, $3 * m / 1000 * p / 180 }')
expect_axes read-lsm6ds3-accel accel_m_s2 "$expected_accel"
expect_axes read-lsm6ds3-gyro gyro_rad_s "$expected_gyro"
expected_temperature=$(awk -v r="$LSM_TEMPERATURE" 'BEGIN { printf "%.6f", r / 16 + 25 }')
near "$(json_number temperature_c)" "$expected_temperature" && pass read-lsm6ds3-temperature \
    || fail read-lsm6ds3-temperature "got '$(json_number temperature_c)' expected $expected_temperature"
echo "$(json_string chip)" | grep -qiE "lsm6ds3" && pass read-lsm6ds3-chip || fail read-lsm6ds3-chip "chip '$(json_string chip)'"
