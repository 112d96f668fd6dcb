import I2C
import IMUDrivers
import IMUSamples
import IMUSimulator

/// The magnetometer for a connection: found on the same bus (or simulated beside the
/// simulated IMU) and merged into the IMU's samples.
enum MagnetometerConnection {
    /// `source` with the magnetometer `options` (or the IMU) call for, or `source` itself
    /// when there is none.
    /// - Parameters:
    ///   - simulated: with `--simulate`, the simulated IMU and the settings it was made with.
    static func attach(
        to source: IMUDriverSource, connection: IMUConnection, options: MagnetometerOptions,
        simulated: (imu: SimulatedIMU, settings: SimulationSettings)?
    ) throws -> any IMUSampleSource {
        let imuModel = connection.identity.model
        if let model = options.model(imu: imuModel) {
            guard options.choice == .automatic, simulated == nil else {
                return try attach(model, to: source, connection: connection, simulated: simulated)
            }
            // auto with an MPU-9250: its AK8963 should answer; if it does not (a clone without
            // one), go on without a magnetometer and say so.
            do {
                return try attach(model, to: source, connection: connection, simulated: nil)
            } catch {
                printWarning("\(error); going on without a magnetometer (--magnetometer none silences this)")
                return source
            }
        }
        // auto beside another IMU: probe the separate parts on the IMU's bus.
        guard options.choice == .automatic, simulated == nil, connection.kind == .i2c else { return source }
        guard let adapter = connection.adapter else { return source }
        if let (model, address) = MagnetometerDiscovery.firstSeparatePart(openDevice: adapter.device(at:)) {
            Console.writeError("using the \(model.name) at \(hex(address)) on \(connection.location) as the magnetometer (--magnetometer none leaves it out)\n")
            return try MagnetometerDiscovery.attach(model, to: source, connection: connection)
        }
        return source
    }

    /// `attach` for a simulated chip made by `SensorConnection.open`: the simulator's
    /// magnetometer sees the same trajectory and clock, with typical errors.
    static func attach(to source: IMUDriverSource, connection: IMUConnection, options: MagnetometerOptions) throws -> any IMUSampleSource {
        try attach(
            to: source, connection: connection, options: options,
            simulated: connection.simulatedIMU.map { ($0, SimulationSettings(trajectory: $0.trajectory, clock: $0.clock)) })
    }

    private static func attach(
        _ model: MagnetometerModel, to source: IMUDriverSource, connection: IMUConnection,
        simulated: (imu: SimulatedIMU, settings: SimulationSettings)?
    ) throws -> any IMUSampleSource {
        guard let simulated else { return try MagnetometerDiscovery.attach(model, to: source, connection: connection) }
        guard let chip = SimulatedMagnetometerChip(rawValue: model.key) else {
            throw CommandFailure("the simulator has no magnetometer '\(model.name)'")
        }
        if chip == .ak8963 && simulated.imu.chip != .mpu9250 {
            throw CommandFailure("the simulated AK8963 sits inside the MPU-9250: use --simulate mpu9250")
        }
        let magnetometerBus = simulated.imu.makeMagnetometer(chip, settings: simulated.settings)
        let driver = MagnetometerDriver(model: model, bus: magnetometerBus)
        let imuBus = simulated.imu.bus
        return MagnetometerSampleSource(inner: source, magnetometer: driver) {
            if chip == .ak8963 { try MagnetometerDiscovery.enableBypass(imuBus) }
        }
    }
}
