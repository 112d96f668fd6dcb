# `inertia scan` on the real /dev/i2c-N finds both stub chips and names them by WHO_AM_I.
if ! has_command scan; then
    fail inertia-scan "inertia --help does not list the scan command"
    return 0
fi
stub_load 0x68,0x6a && preload_mpu6050 0x68 && preload_lsm6ds3 0x6a || fail scan-setup "could not prepare the stub"

run_inertia scan --bus "$BUS"
if [ "$STATUS" -eq 0 ]; then pass scan-exits-zero; else fail scan-exits-zero "status $STATUS: $OUT"; fi
echo "$OUT" | grep -qi "0x68" && pass scan-finds-0x68 || fail scan-finds-0x68 "$OUT"
echo "$OUT" | grep -qi "0x6a" && pass scan-finds-0x6a || fail scan-finds-0x6a "$OUT"
echo "$OUT" | grep -qiE "MPU-?6050" && pass scan-names-mpu6050 || fail scan-names-mpu6050 "$OUT"
echo "$OUT" | grep -qiE "LSM6DS3" && pass scan-names-lsm6ds3 || fail scan-names-lsm6ds3 "$OUT"

# Without --bus, scan lists the buses present with the kernel's adapter names.
run_inertia scan
echo "$OUT" | grep -q "$BUS" && echo "$OUT" | grep -qi "stub" && pass scan-lists-buses-with-adapter-names \
    || fail scan-lists-buses-with-adapter-names "$OUT"
