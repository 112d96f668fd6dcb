# Failures on the real kernel give one clear message and a non-zero exit, never a crash
# or a hang: wrong WHO_AM_I, nothing at the address (i2c-stub answers ENODEV), a bus
# that does not exist, a bus the user may not open, an address a kernel driver owns.
if ! has_command read; then
    fail inertia-errors "inertia --help does not list the read command"
    return 0
fi
stub_load 0x68,0x6a && preload_mpu6050 0x68 && preload_lsm6ds3 0x6a || fail errors-setup "could not prepare the stub"

# Expects a failure whose output contains every given pattern (extended regex, any case):
# expect_failure CHECK PATTERN...   (uses $OUT and $STATUS from run_inertia)
expect_failure() {
    name=$1
    shift
    if [ "$STATUS" -eq 0 ]; then fail "$name" "exit status 0: $OUT"; return; fi
    if [ "$STATUS" -eq 124 ]; then fail "$name" "timed out (hang)"; return; fi
    if crashed; then fail "$name" "crashed: $(echo "$OUT" | head -n 3)"; return; fi
    for pattern in "$@"; do
        echo "$OUT" | grep -qiE -- "$pattern" || { fail "$name" "no '$pattern' in: $OUT"; return; }
    done
    lines=$(echo "$OUT" | grep -c .)
    [ "$lines" -le 3 ] || { fail "$name" "$lines lines of output: $OUT"; return; }
    pass "$name"
}

reg_set 0x68 0x75 0x42
run_inertia read --bus "$BUS" --address 0x68 --chip mpu6050 --once --format json
expect_failure wrong-whoami-clear-message "0x42"
reg_set 0x68 0x75 0x68

run_inertia read --bus "$BUS" --address 0x69 --chip mpu6050 --once --format json
expect_failure absent-address-no-acknowledge "acknowledg" "0x69"

run_inertia read --bus /dev/i2c-9 --address 0x68 --chip mpu6050 --once --format json
expect_failure missing-bus-says-how-to-enable "not found" "raspi-config"

chmod 600 "$BUS"
run_inertia_as_user read --bus "$BUS" --address 0x68 --chip mpu6050 --once --format json
expect_failure permission-denied-says-join-group-i2c "usermod -aG i2c"
chmod 660 "$BUS"

# A kernel driver bound at the address: the i2c core's "dummy" driver binds by name.
echo dummy 0x6b > "/sys/bus/i2c/devices/i2c-$BUS_NUMBER/new_device"
if [ -e "/sys/bus/i2c/devices/$BUS_NUMBER-006b/driver" ]; then
    run_inertia read --bus "$BUS" --address 0x6b --chip lsm6ds3 --once --format json
    expect_failure busy-address-names-driver "dummy" "unbind" "--iio"
    run_inertia scan --bus "$BUS"
    echo "$OUT" | grep -i "0x6b" | grep -qi "dummy" && pass scan-shows-address-owned-by-driver \
        || fail scan-shows-address-owned-by-driver "$OUT"
else
    fail busy-address-names-driver "could not bind the dummy driver at 0x6b"
fi
echo 0x6b > "/sys/bus/i2c/devices/i2c-$BUS_NUMBER/delete_device"
