# The kernel's own IIO drivers bound to i2c-stub chips: st_lsm6dsx (lsm6ds3 at 0x6a, one
# IIO device per sensor) and inv_mpu6050 (mpu6050 at 0x68, one device). `inertia stream
# --iio` must decode the preloaded registers to the SI values the kernel publishes
# (raw × scale), device motion must add up to the same acceleration, and direct /dev/i2c
# access to an address the kernel driver owns must fail with EBUSY pointing to --iio.
if ! has_command stream; then
    fail inertia-iio "inertia --help does not list the stream command"
    return 0
fi

# product RAW SCALE [OFFSET]: (raw + offset) × scale.
product() { awk -v r="$1" -v s="$2" -v o="${3:-0}" 'BEGIN { printf "%.9g", (r + o) * s }'; }

# first_line: keep the first JSON line of $OUT (all samples agree: the stub's registers are static).
first_line() { OUT=$(echo "$OUT" | grep '^{' | head -n 1); }

# expect_vector NAME FIELD "X Y Z": $OUT's FIELD array agrees with the expected values.
expect_vector() {
    name=$1 field=$2 expected=$3
    for axis in 0 1 2; do
        actual=$(json_array "$field" "$axis")
        want=$(nth "$axis" "$expected")
        near "$actual" "$want" || { fail "$name" "$field[$axis] = '$actual', expected $want; output: $OUT"; return; }
    done
    pass "$name"
}

# expect_frequency NAME DEVICE HZ: the device's sampling frequency (whichever attribute it
# has) reads HZ after an inertia run asked for a rate.
expect_frequency() {
    name=$1 device=$2 want=$3
    actual=$(cat "$device/sampling_frequency" 2>/dev/null || cat "$device"/in_*_sampling_frequency 2>/dev/null | head -n 1)
    if [ "$STATUS" -eq 0 ] && awk -v a="$actual" -v w="$want" 'BEGIN { exit !(a + 0 == w + 0) }'; then
        pass "$name"
    else
        fail "$name" "status $STATUS, sampling frequency '$actual', expected $want; output: $OUT"
    fi
}

# expect_rate NAME "X Y Z": $OUT's rotation_rate_rad_s is the gyroscope minus the filter's
# bias estimate, which may move by a few mrad/s from the first sample on.
expect_rate() {
    name=$1 expected=$2
    for axis in 0 1 2; do
        actual=$(json_array rotation_rate_rad_s "$axis")
        want=$(nth "$axis" "$expected")
        awk -v a="$actual" -v e="$want" 'BEGIN { d = a - e; if (a == "") exit 1; exit !(d < 0.005 && d > -0.005) }' \
            || { fail "$name" "rotation_rate_rad_s[$axis] = '$actual', expected $want ± 0.005; output: $OUT"; return; }
    done
    pass "$name"
}

# ---- st_lsm6dsx: lsm6ds3 at 0x6a --------------------------------------------------------
stub_load 0x68,0x6a && preload_lsm6ds3 0x6a || fail iio-lsm6ds3-setup "could not prepare the stub"
modprobe st_lsm6dsx_i2c 2>/dev/null
echo lsm6ds3 0x6a > "/sys/bus/i2c/devices/i2c-$BUS_NUMBER/new_device"
accel=$(iio_device lsm6ds3_accel)
gyro=$(iio_device lsm6ds3_gyro)
if [ -z "$accel" ] || [ -z "$gyro" ]; then
    fail iio-lsm6ds3-binds "st_lsm6dsx did not create lsm6ds3_accel/lsm6ds3_gyro: $(dmesg | grep -i lsm6 | tail -n 3)"
else
    pass iio-lsm6ds3-binds
    raw="$(cat "$accel/in_accel_x_raw") $(cat "$accel/in_accel_y_raw") $(cat "$accel/in_accel_z_raw")"
    [ "$raw" = "$LSM_ACCEL" ] && pass iio-lsm6ds3-kernel-reads-preload || fail iio-lsm6ds3-kernel-reads-preload "in_accel_*_raw = $raw, preloaded $LSM_ACCEL"
    accel_scale=$(cat "$accel/in_accel_scale")
    gyro_scale=$(cat "$gyro/in_anglvel_scale")
    want_accel="$(product "$(nth 0 "$LSM_ACCEL")" "$accel_scale") $(product "$(nth 1 "$LSM_ACCEL")" "$accel_scale") $(product "$(nth 2 "$LSM_ACCEL")" "$accel_scale")"
    want_gyro="$(product "$(nth 0 "$LSM_GYRO")" "$gyro_scale") $(product "$(nth 1 "$LSM_GYRO")" "$gyro_scale") $(product "$(nth 2 "$LSM_GYRO")" "$gyro_scale")"

    run_inertia stream --iio lsm6ds3 --raw --format json --duration 0.2
    first_line
    if [ "$STATUS" -ne 0 ] || [ -z "$OUT" ]; then
        fail iio-lsm6ds3-raw-si "status $STATUS: $OUT"
    else
        expect_vector iio-lsm6ds3-raw-accel-si accel_m_s2 "$want_accel"
        expect_vector iio-lsm6ds3-raw-gyro-si gyro_rad_s "$want_gyro"
    fi

    # --rate sets the output data rate through sampling_frequency: the slowest listed
    # rate at or above the request (st_lsm6dsx lists 12.5 … 833 Hz and more), on both devices.
    run_inertia stream --iio lsm6ds3 --raw --format json --duration 0.2 --rate 150
    expect_frequency iio-lsm6ds3-rate-sets-accelerometer-odr "$accel" 208
    expect_frequency iio-lsm6ds3-rate-sets-gyroscope-odr "$gyro" 208

    run_inertia stream --iio lsm6ds3 --format json --duration 0.2
    first_line
    if [ "$STATUS" -ne 0 ] || [ -z "$OUT" ]; then
        fail iio-lsm6ds3-device-motion "status $STATUS: $OUT"
    else
        # CoreMotion's sign: gravity + userAcceleration = −specific force / g.
        total=""
        for axis in 0 1 2; do
            total="$total $(awk -v g="$(json_array gravity_g "$axis")" -v u="$(json_array user_acceleration_g "$axis")" \
                -v s="$STANDARD_GRAVITY" 'BEGIN { printf "%.9g", -(g + u) * s }')"
        done
        OUT_TOTAL=$OUT
        OUT="{\"total\":[$(echo $total | tr ' ' ',')]}"
        expect_vector iio-lsm6ds3-device-motion-acceleration total "$want_accel"
        OUT=$OUT_TOTAL
        expect_rate iio-lsm6ds3-device-motion-rotation-rate "$want_gyro"
    fi

    run_inertia read --bus "$BUS" --address 0x6a --chip lsm6ds3 --once --format json
    if [ "$STATUS" -ne 0 ] && echo "$OUT" | grep -q "EBUSY" && echo "$OUT" | grep -q -- "--iio" && ! crashed; then
        pass iio-lsm6ds3-ebusy-points-to-iio
    else
        fail iio-lsm6ds3-ebusy-points-to-iio "status $STATUS: $OUT"
    fi
    run_inertia stream --bus "$BUS" --address 0x6a --chip lsm6ds3 --format json --duration 0.2
    if [ "$STATUS" -ne 0 ] && echo "$OUT" | grep -q -- "--iio" && ! crashed; then
        pass iio-lsm6ds3-stream-ebusy-points-to-iio
    else
        fail iio-lsm6ds3-stream-ebusy-points-to-iio "status $STATUS: $OUT"
    fi
fi
echo 0x6a > "/sys/bus/i2c/devices/i2c-$BUS_NUMBER/delete_device" 2>/dev/null

# ---- inv_mpu6050: mpu6050 at 0x68 -------------------------------------------------------
preload_mpu6050 0x68 || fail iio-mpu6050-setup "could not preload 0x68"
modprobe inv-mpu6050-i2c 2>/dev/null
echo mpu6050 0x68 > "/sys/bus/i2c/devices/i2c-$BUS_NUMBER/new_device"
mpu=$(iio_device mpu6050)
if [ -z "$mpu" ]; then
    fail iio-mpu6050-binds "inv_mpu6050 did not create an mpu6050 IIO device: $(dmesg | grep -i mpu | tail -n 3)"
else
    pass iio-mpu6050-binds
    raw="$(cat "$mpu/in_accel_x_raw") $(cat "$mpu/in_accel_y_raw") $(cat "$mpu/in_accel_z_raw")"
    [ "$raw" = "$MPU_ACCEL" ] && pass iio-mpu6050-kernel-reads-preload || fail iio-mpu6050-kernel-reads-preload "in_accel_*_raw = $raw, preloaded $MPU_ACCEL"
    accel_scale=$(cat "$mpu/in_accel_scale")
    gyro_scale=$(cat "$mpu/in_anglvel_scale")
    want_accel="$(product "$(nth 0 "$MPU_ACCEL")" "$accel_scale") $(product "$(nth 1 "$MPU_ACCEL")" "$accel_scale") $(product "$(nth 2 "$MPU_ACCEL")" "$accel_scale")"
    want_gyro="$(product "$(nth 0 "$MPU_GYRO")" "$gyro_scale") $(product "$(nth 1 "$MPU_GYRO")" "$gyro_scale") $(product "$(nth 2 "$MPU_GYRO")" "$gyro_scale")"
    want_temperature=$(awk -v r="$(cat "$mpu/in_temp_raw")" -v o="$(cat "$mpu/in_temp_offset" 2>/dev/null || echo 0)" \
        -v s="$(cat "$mpu/in_temp_scale")" 'BEGIN { printf "%.9g", (r + o) * s / 1000 }')

    run_inertia stream --iio mpu6050 --raw --format json --duration 0.2
    first_line
    if [ "$STATUS" -ne 0 ] || [ -z "$OUT" ]; then
        fail iio-mpu6050-raw-si "status $STATUS: $OUT"
    else
        expect_vector iio-mpu6050-raw-accel-si accel_m_s2 "$want_accel"
        expect_vector iio-mpu6050-raw-gyro-si gyro_rad_s "$want_gyro"
        temperature=$(json_number temperature_c)
        near "$temperature" "$want_temperature" && pass iio-mpu6050-temperature \
            || fail iio-mpu6050-temperature "temperature_c = '$temperature', expected $want_temperature"
    fi

    run_inertia stream --iio mpu6050 --raw --format json --duration 0.2 --rate 200
    expect_frequency iio-mpu6050-rate-sets-sampling-frequency "$mpu" 200

    # --sensor-delay-ms auto: the datasheet delay of the low-pass filter the kernel set for
    # the device's rate. The kernel wrote it to CONFIG (0x1A, DLPF_CFG bits 2:0) in the stub:
    # at 200 Hz DLPF_CFG 2 (the MPU-6050's table: 2.8 ms, 0.3 ms ahead after the filter's
    # half step), at 50 Hz DLPF_CFG 4 (8.3 ms, none ahead: half of 20 ms is more).
    for case in "200 2 2.80 0.30" "50 4 8.30 0.00"; do
        rate=$(nth 0 "$case") want_lowpass=$(nth 1 "$case") want_delay=$(nth 2 "$case") want_lead=$(nth 3 "$case")
        run_inertia stream --iio mpu6050 --format json --duration 0.2 --rate "$rate" --sensor-delay-ms auto
        lowpass=$(( $($I2CGET -f -y "$BUS_NUMBER" 0x68 0x1A b 2>/dev/null || echo 0xff) & 7 ))
        if [ "$STATUS" -eq 0 ] && [ "$lowpass" -eq "$want_lowpass" ] \
            && echo "$OUT" | grep -q "prediction: $want_lead ms ahead: the mpu6050's gyroscope delay with its low-pass filter for $rate Hz, $want_delay ms (datasheet)"; then
            pass "iio-mpu6050-sensor-delay-auto-at-$rate-hz-matches-the-kernels-filter"
        else
            fail "iio-mpu6050-sensor-delay-auto-at-$rate-hz-matches-the-kernels-filter" \
                "status $STATUS, DLPF_CFG $lowpass (expected $want_lowpass): $(echo "$OUT" | grep -v '^{' | head -n 3)"
        fi
    done

    run_inertia stream --iio mpu6050 --format json --duration 0.2
    first_line
    if [ "$STATUS" -ne 0 ] || [ -z "$OUT" ]; then
        fail iio-mpu6050-device-motion "status $STATUS: $OUT"
    else
        expect_rate iio-mpu6050-device-motion-rotation-rate "$want_gyro"
    fi

    run_inertia read --bus "$BUS" --address 0x68 --chip mpu6050 --once --format json
    if [ "$STATUS" -ne 0 ] && echo "$OUT" | grep -q "EBUSY" && echo "$OUT" | grep -q -- "--iio" && ! crashed; then
        pass iio-mpu6050-ebusy-points-to-iio
    else
        fail iio-mpu6050-ebusy-points-to-iio "status $STATUS: $OUT"
    fi
fi
echo 0x68 > "/sys/bus/i2c/devices/i2c-$BUS_NUMBER/delete_device" 2>/dev/null
true
