# The interrupt line's kernel part on arm64, with no inertia: gpio-sim (compiled for the
# arm64 kernel by build-gpio-sim, with the cross gcc on a foreign host) loads after
# configfs, a chip made under /sys/kernel/config/gpio-sim/ gives /dev/gpiochipN, and
# switching a line's pull changes the value the kernel reads from it (the switch that
# makes the edges guest-checks/70-inertia-interrupt.sh counts through inertia).
gpio_sim_chip proof || return 0
LINE=/sys/devices/platform/$DEVICE/$CHIP/sim_gpio5
if [ -n "$CHIP" ] && [ -c "/dev/$CHIP" ] && [ -f "$LINE/pull" ]; then
    pass gpio-sim-chip-live
else
    fail gpio-sim-chip-live "chip '$CHIP' device '$DEVICE': $(ls /dev/gpiochip* 2>&1)"
    return 0
fi
echo pull-up > "$LINE/pull"
up=$(cat "$LINE/value")
echo pull-down > "$LINE/pull"
down=$(cat "$LINE/value")
[ "$up $down" = "1 0" ] && pass gpio-sim-pull-sets-value || fail gpio-sim-pull-sets-value "pull-up read $up, pull-down read $down"
echo 0 > "$SIM/live" && rmdir "$SIM/bank0" "$SIM" && pass gpio-sim-chip-removed || fail gpio-sim-chip-removed "could not take the chip down"
