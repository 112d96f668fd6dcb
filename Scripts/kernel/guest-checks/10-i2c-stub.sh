# The kernel side works before inertia is involved: i2c-stub gives a real /dev/i2c-N
# with chips at 0x68 and 0x6a that i2c-tools can see, write and read, and it refuses
# plain-I²C (I2C_RDWR) transfers, which is why inertia must work with SMBus alone.
if stub_load 0x68,0x6a; then pass stub-loaded; else fail stub-loaded "modprobe i2c-stub chip_addr=0x68,0x6a failed"; fi
check bus-node-exists test -c "$BUS"

detected=$($I2CDETECT -y "$BUS_NUMBER" 2>&1)
if echo "$detected" | grep -q " 68 " && echo "$detected" | grep -qE " 6a( |$)"; then
    pass i2cdetect-sees-both-chips
else
    fail i2cdetect-sees-both-chips "$detected"
fi

if preload_mpu6050 0x68 && preload_lsm6ds3 0x6a; then pass preload-registers; else fail preload-registers "i2cset failed"; fi
value=$(reg_get 0x68 0x75)
[ "$value" = "0x68" ] && pass stub-mpu6050-whoami || fail stub-mpu6050-whoami "read $value"
value=$(reg_get 0x6a 0x0f)
[ "$value" = "0x69" ] && pass stub-lsm6ds3-whoami || fail stub-lsm6ds3-whoami "read $value"

block=$($I2CGET -y "$BUS_NUMBER" 0x68 0x3b i 14 2>&1)
case "$block" in
    "0x04 0x00 0xf8 0x00 0x40 0x00 0xf5 0x90 0x00 0x83 0xff 0x7d 0x01 0x06") pass stub-i2c-block-read ;;
    *) fail stub-i2c-block-read "i2cget … i 14 gave '$block'" ;;
esac

functions=$($I2CDETECT -F "$BUS_NUMBER" 2>&1)
transfer=$($I2CTRANSFER -y "$BUS_NUMBER" w1@0x68 0x75 r1 2>&1)
transfer_status=$?
if echo "$functions" | grep -qiE "^I2C +no" && [ "$transfer_status" -ne 0 ]; then
    pass stub-refuses-i2c-rdwr
else
    fail stub-refuses-i2c-rdwr "I2C_FUNCS: $(echo "$functions" | grep -E '^I2C ') / i2ctransfer: $transfer"
fi
if echo "$functions" | grep -qiE "^I2C Block Read +yes"; then pass stub-offers-i2c-block-read; else fail stub-offers-i2c-block-read "$functions"; fi
