# The interrupt line on a real kernel: gpio-sim (compiled by build-gpio-sim) gives a GPIO
# chip whose lines make edges with kernel timestamps when their pull is switched. The
# MPU-6050 on the stub gets its FIFO count preloaded to one record, so every FIFO read
# returns one sample and the reads can be counted. Checked: the line is requested (a
# second request finds it busy, held by "inertia") and released when inertia exits; 40
# rising edges drive 40 reads; a busy line (hogged by gpio-sim itself) and a chip the
# user may not open fall back to polling with one warning naming the fix.
if ! has_command stream; then
    fail inertia-interrupt "inertia --help does not list the stream command"
    return 0
fi
# Line 6 is held by a hog named "keeper": requesting it is EBUSY.
gpio_sim_chip inertia 6 || return 0
PULL=/sys/devices/platform/$DEVICE/$CHIP/sim_gpio5/pull
if [ -n "$CHIP" ] && [ -c "/dev/$CHIP" ] && [ -f "$PULL" ]; then
    pass gpio-sim-chip-live
else
    fail gpio-sim-chip-live "chip '$CHIP' device '$DEVICE': $(ls /dev/gpiochip* 2>&1)"
    return 0
fi
echo pull-down > "$PULL"

stub_load 0x68 && preload_mpu6050 0x68 && reg_set 0x68 0x72 0x00 && reg_set 0x68 0x73 14 \
    || fail interrupt-setup "could not prepare the stub"
STREAM="stream --raw --bus $BUS --address 0x68 --chip mpu6050 --rate 1000 --format csv"

# --- Edges drive the reads ------------------------------------------------------------
"$INERTIA" $STREAM --interrupt "$CHIP:5" >/tmp/interrupt.out 2>/tmp/interrupt.err &
pid=$!
# The line is requested once the chip is configured (a few hundred ms of resets).
for attempt in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do
    grep -q "^time_s" /tmp/interrupt.out 2>/dev/null && break
    sleep 0.2
done
sleep 0.5
run_inertia $STREAM --interrupt "$CHIP:5" --duration 0.02
if echo "$OUT" | grep -q "inertia: warning: line 5 of /dev/$CHIP is busy (held by 'inertia')"; then
    pass interrupt-line-requested
else
    fail interrupt-line-requested "a second request did not find the line held by inertia: $OUT"
fi
for edge in $(seq 1 40); do
    echo pull-up > "$PULL"
    sleep 0.02
    echo pull-down > "$PULL"
    sleep 0.02
done
sleep 0.3
kill -INT "$pid"
wait "$pid"
status=$?
summary=$(grep "^interrupt $CHIP:5:" /tmp/interrupt.err | tail -n 1)
edges=$(echo "$summary" | sed -n 's/.*: \([0-9]*\) edges, .*/\1/p')
missed=$(echo "$summary" | sed -n 's/.* \([0-9]*\) missed, .*/\1/p')
without=$(echo "$summary" | sed -n 's/.* \([0-9]*\) reads without an edge, .*/\1/p')
samples=$(sed -n 's/^streamed \([0-9]*\) samples.*/\1/p' /tmp/interrupt.err)
if [ "$status" -eq 0 ] && [ "$edges" = 40 ] && [ "$missed" = 0 ]; then
    pass interrupt-edges-counted
else
    fail interrupt-edges-counted "status $status, summary '$summary': $(tr '\n' ' ' </tmp/interrupt.err | cut -c1-300)"
fi
# One sample per read: every edge made a read; the rest were the watchdog's reads while
# no edge came (one per 0.25 s: while the second inertia ran, and before Ctrl-C), counted.
if [ -n "$samples" ] && [ -n "$without" ] && [ "$samples" -eq $((edges + without)) ] && [ "$without" -lt 40 ]; then
    pass interrupt-edges-drive-reads
else
    fail interrupt-edges-drive-reads "$samples samples for $edges edges and $without reads without an edge"
fi
grep -q "warning" /tmp/interrupt.err && fail interrupt-no-warning "$(grep warning /tmp/interrupt.err)" || pass interrupt-no-warning

# --- Released: the same line can be requested again -------------------------------------
run_inertia $STREAM --interrupt "$CHIP:5" --duration 0.01
if [ "$STATUS" -eq 0 ] && ! echo "$OUT" | grep -q "busy"; then
    pass interrupt-line-released
else
    fail interrupt-line-released "status $STATUS: $OUT"
fi

# --- A busy line: one warning with the fix, then polling ---------------------------------
run_inertia $STREAM --interrupt "$CHIP:6" --duration 0.02
warnings=$(echo "$OUT" | grep -c "^inertia: warning:")
if [ "$STATUS" -eq 0 ] && [ "$warnings" -eq 1 ] \
    && echo "$OUT" | grep -q "inertia: warning: line 6 of /dev/$CHIP is busy (held by 'keeper'): stop that consumer, or wire INT to a free line; reading MPU-6050 by polling its FIFO instead" \
    && echo "$OUT" | grep -q "^streamed [1-9]"; then
    pass interrupt-busy-falls-back-to-polling
else
    fail interrupt-busy-falls-back-to-polling "status $STATUS, $warnings warnings: $OUT"
fi

# --- A chip the user may not open: the permission message names the gpio group -----------
chmod 600 "/dev/$CHIP"
chmod 666 "$BUS"
run_inertia_as_user $STREAM --interrupt "$CHIP:5" --duration 0.02
if [ "$STATUS" -eq 0 ] && echo "$OUT" | grep -q "inertia: warning: permission denied opening /dev/$CHIP: add yourself to the gpio group (sudo usermod -aG gpio"; then
    pass interrupt-permission-names-gpio-group
else
    fail interrupt-permission-names-gpio-group "status $STATUS: $OUT"
fi
chmod 660 "$BUS"

# --- A missing chip --------------------------------------------------------------------
run_inertia $STREAM --interrupt gpiochip77:1 --duration 0.01
if [ "$STATUS" -eq 0 ] && echo "$OUT" | grep -q "inertia: warning: no GPIO chip /dev/gpiochip77: list the chips"; then
    pass interrupt-missing-chip-falls-back
else
    fail interrupt-missing-chip-falls-back "status $STATUS: $OUT"
fi
echo 0 > "$SIM/live"
