# The interrupt line's kernel part on arm64, with no inertia: gpio-sim (compiled for the
# arm64 kernel by build-gpio-sim, with the cross gcc on a foreign host) loads after
# configfs, a chip made under /sys/kernel/config/gpio-sim/ gives /dev/gpiochipN, and
# switching a line's pull changes the value the kernel reads from it (the switch that
# makes the edges guest-checks/70-inertia-interrupt.sh counts through inertia).
if ! modprobe gpio-sim 2>/tmp/gpio-sim.err; then
    fail gpio-sim-loads "modprobe gpio-sim: $(cat /tmp/gpio-sim.err)"
    return 0
fi
pass gpio-sim-loads
mountpoint -q /sys/kernel/config 2>/dev/null || mount -t configfs configfs /sys/kernel/config
SIM=/sys/kernel/config/gpio-sim/proof
mkdir "$SIM" "$SIM/bank0" && echo 8 > "$SIM/bank0/num_lines" && echo 1 > "$SIM/live"
CHIP=$(cat "$SIM/bank0/chip_name" 2>/dev/null)
DEVICE=$(cat "$SIM/dev_name" 2>/dev/null)
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
