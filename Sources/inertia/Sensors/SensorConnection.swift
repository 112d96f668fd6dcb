import I2C
import IMUDrivers
import IMUSamples
import IMUSimulator

/// Opening the chip `SourceOptions` name: a real bus or a simulated chip, both through
/// `IMUConnection` (the path the library uses too). Warnings go to stderr.
enum SensorConnection {
    /// Opens what `options` name and identifies the chip.
    /// - Parameters:
    ///   - realTime: simulated chips run on the host clock (live output) rather than a
    ///     virtual one (instant).
    ///   - motion: what a simulated chip undergoes.
    static func open(_ options: SourceOptions, realTime: Bool, motion: NamedMotion = .still) throws -> IMUConnection {
        if let name = options.simulate {
            return try open(options, simulator: try SimulatorConnection(name: name, realTime: realTime, motion: motion, mount: options.simulatedMount))
        }
        return try open(options, simulator: nil)
    }

    /// Opens the chip on `simulator` when given, else the bus `options` name.
    static func open(_ options: SourceOptions, simulator: SimulatorConnection?) throws -> IMUConnection {
        let connection: IMUConnection
        if let simulator {
            connection = try simulator.imu.connect(address: options.address?.value, expected: options.chipModel)
        } else {
            connection = try IMUConnection.open(busPath: try busPath(options), address: options.address?.value, expected: options.chipModel)
        }
        for warning in connection.identity.warnings { printWarning(warning) }
        return connection
    }

    /// `--bus`, or the first bus present.
    private static func busPath(_ options: SourceOptions) throws -> String {
        if let bus = options.bus { return bus }
        guard let first = BusConnection.presentBuses().first else {
            throw CommandFailure(
                "no I²C bus found (no /dev/i2c-* device); enable I²C (raspi-config, or dtparam=i2c_arm=on) "
                + "and name the bus with --bus, or try the simulator: --simulate mpu6050")
        }
        return first.path
    }
}

extension IMUConnection {
    /// The simulated chip behind a `--simulate` connection; nil for hardware.
    var simulatedIMU: SimulatedIMU? { owner as? SimulatedIMU }
}
