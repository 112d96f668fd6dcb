import ArgumentParser
import IMUDrivers
import IMUSimulator

/// Where samples come from: a chip on an I²C bus or a simulated chip. Shared by every
/// command that reads a sensor (`@OptionGroup var source: SourceOptions`).
struct SourceOptions: ParsableArguments {
    @Option(help: ArgumentHelp("I²C bus device node, e.g. /dev/i2c-1. Default: the first bus present (for device motion: the board's bus when it exists).", valueName: "path"))
    var bus: String?

    @Option(help: ArgumentHelp(
        "7-bit I²C address: 0x68/0x69 (MPU-6050 family), 0x6a/0x6b (LSM6DS family); hex or decimal. Default: the first IMU found.",
        valueName: "address"))
    var address: I2CAddressArgument?

    @Option(help: ArgumentHelp("The chip: auto, or a part such as mpu6050, mpu6500, mpu9250, icm20602, lsm6ds3, lsm6dsl, lsm6dso, lsm6dsr.", valueName: "chip"))
    var chip: String = "auto"

    @Option(help: ArgumentHelp("Use a simulated chip instead of hardware, e.g. mpu6050, lsm6ds3, lsm6dso.", valueName: "chip"))
    var simulate: String?

    @Option(help: ArgumentHelp("Output data rate, Hz. The chip runs at the nearest rate it supports at or above this; above its fastest rate it runs at that, and a warning says so.", valueName: "hz"))
    var rate: Double?

    @Option(help: ArgumentHelp(
        "Read a kernel IIO device instead of /dev/i2c: a number (0), iio:deviceN, or a driver name (mpu6050, lsm6ds3).",
        valueName: "device"))
    var iio: String?

    @Option(help: ArgumentHelp("Replay a recorded CSV log instead of a live sensor.", valueName: "file"))
    var replay: String?

    @Option(help: ArgumentHelp("With --simulate: the motion the chip undergoes (still, tilt, wave, spin, handheld, poses, sweep, calibration).", valueName: "name"))
    var motion: String?

    @Option(name: .customLong("sim-faults"), help: ArgumentHelp(
        "With --simulate: faults to inject, KIND@TIME[:PARAMETER] separated by commas; kinds nak-burst[:transfers], reset, overflow[:stall], stuck[:duration], mag-disconnect[:duration], hard-iron:X/Y/Z (µT). E.g. nak-burst@2s,reset@5s,overflow@8s,stuck@10s:1s.",
        valueName: "faults"))
    var simulatedFaults: String?

    @Option(name: .customLong("sim-mount"), help: ArgumentHelp(
        "With --simulate: the chip is mounted turned by these angles inside the device, degrees (roll about the device's y, pitch about x, yaw about z, applied yaw first), so its readings are in the turned frame. E.g. 10,-20,35. Default: 0,0,0.",
        valueName: "roll,pitch,yaw"))
    var simulatedMount: SimulatedMountArgument?

    @Option(help: ArgumentHelp(
        "Read the FIFO when the chip's data-ready (MPU-6050 family) or FIFO-threshold (LSM6DS family) interrupt arrives instead of polling on a timer: gpiochipN:LINE, the GPIO line INT is wired to (e.g. gpiochip0:17), or simulated with --simulate. Samples are then timestamped on the host's monotonic clock from the kernel's edge timestamps. Default: the board file's interrupt line, else polling.",
        valueName: "line"), transform: InterruptLineArgument.parse)
    var interrupt: InterruptLineArgument?

    @Option(name: .customLong("interrupt-signal"), help: ArgumentHelp(
        "With --interrupt on the MPU-6050 family: pulsed (a 50 µs pulse per sample) or latched (INT held until the next read). Default: pulsed.",
        valueName: "signal"))
    var interruptSignal: InterruptSignalArgument = .pulsed

    @Option(help: ArgumentHelp(
        "A directory of board files to add (besides the built-in boards, /etc/inertia/boards and $XDG_CONFIG_HOME/inertia/boards).",
        valueName: "dir"))
    var boards: [String] = []

    @Option(help: ArgumentHelp("The board, by identifier (default: detected from /proc/device-tree/model).", valueName: "name"))
    var board: String?

    func validate() throws {
        // Each names where samples come from; two of them would leave one silently unused.
        let sources = [("--bus", bus != nil), ("--simulate", simulate != nil), ("--iio", iio != nil), ("--replay", replay != nil)]
            .filter(\.1).map(\.0)
        if sources.count > 1 {
            throw ValidationError("\(sources[0]) and \(sources[1]) name two different sources; give one of them")
        }
        if address != nil && iio != nil { throw ValidationError("--address picks a chip on an I²C bus; with --iio the kernel device decides (leave --address out)") }
        if rate != nil && replay != nil { throw ValidationError("--rate sets a sensor's rate; a --replay log plays at the rate it was recorded (leave --rate out)") }
        if motion != nil && simulate == nil { throw ValidationError("--motion needs --simulate") }
        if simulatedFaults != nil && simulate == nil { throw ValidationError("--sim-faults needs --simulate") }
        if simulatedMount != nil && simulate == nil { throw ValidationError("--sim-mount needs --simulate") }
        if let interrupt {
            if iio != nil || replay != nil { throw ValidationError("--interrupt reads a chip on I²C or the simulator; --iio and --replay have their own timing (leave --interrupt out)") }
            if interrupt == .simulated && simulate == nil { throw ValidationError("--interrupt simulated needs --simulate; on hardware name the GPIO line, e.g. --interrupt gpiochip0:17") }
            if interrupt != .simulated && simulate != nil { throw ValidationError("--simulate has no GPIO line; use --interrupt simulated") }
        }
        _ = try faultPlan()
        if let motion, NamedMotion(rawValue: motion) == nil {
            throw ValidationError("unknown motion '\(motion)'; use one of: \(NamedMotion.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if chip != "auto" && ChipCatalog.model(named: chip) == nil {
            throw ValidationError("unknown chip '\(chip)'; use auto or one of: \(ChipCatalog.acceptedKeys)")
        }
        if let rate, !(rate.isFinite && rate > 0 && rate <= 10_000) {
            throw ValidationError("--rate must be a number of Hz between 0 and 10000, got \(rate)")
        }
    }

    /// The faults `--sim-faults` asks for; nil without the option.
    func faultPlan() throws(ValidationError) -> SimulatedFaultPlan? {
        guard let simulatedFaults else { return nil }
        do {
            return try SimulatedFaultPlan(parsing: simulatedFaults)
        } catch {
            throw ValidationError("--sim-faults: \(error)")
        }
    }

    /// The simulated motion named by `--motion`, or `fallback`.
    func namedMotion(default fallback: NamedMotion) -> NamedMotion {
        motion.flatMap(NamedMotion.init(rawValue:)) ?? fallback
    }

    /// The chip named by `--chip`, or nil for `auto`.
    var chipModel: ChipModel? { chip == "auto" ? nil : ChipCatalog.model(named: chip) }

    /// The sensor settings these options ask for.
    func settings(defaultRateHertz: Double) -> SensorSettings {
        SensorSettings(sampleRateHertz: rate ?? defaultRateHertz)
    }
}

/// A 7-bit I²C address typed as `0x68`, `68h` or `104`.
struct I2CAddressArgument: ExpressibleByArgument, Sendable {
    let value: UInt8

    init?(argument: String) {
        let text = argument.lowercased()
        let parsed: Int?
        if text.hasPrefix("0x") {
            parsed = Int(text.dropFirst(2), radix: 16)
        } else if text.hasSuffix("h") {
            parsed = Int(text.dropLast(), radix: 16)
        } else {
            parsed = Int(text)
        }
        guard let parsed, (0x03...0x77).contains(parsed) else { return nil }
        value = UInt8(parsed)
    }

    static var defaultCompletionKind: CompletionKind { .list(["0x68", "0x69", "0x6a", "0x6b"]) }
}
