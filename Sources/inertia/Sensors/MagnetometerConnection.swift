import I2C
import IMUDrivers
import IMUSamples
import IMUSimulator

/// The magnetometer for a connection: found on the same bus (or simulated beside the
/// simulated IMU) and merged into the IMU's samples.
enum MagnetometerConnection {
    /// INT_PIN_CFG and USER_CTRL of the MPU-9250 (bypass bit 0x02, I2C_MST_EN 0x20).
    private static let interruptPinConfig: UInt8 = 0x37
    private static let userControl: UInt8 = 0x6A

    /// `source` with the magnetometer `options` (or the IMU) call for, or `source` itself
    /// when there is none.
    /// - Parameters:
    ///   - simulated: with `--simulate`, the simulated IMU and the settings it was made with.
    static func attach(
        to source: IMUDriverSource, connection: SensorConnection, options: MagnetometerOptions,
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
        let adapter = try BusConnection.open(path: connection.location)
        for model in MagnetometerModel.table where model != .ak8963 {
            if case let .success(address) = probe(model: model, adapter: adapter) {
                Console.writeError("using the \(model.name) at \(hexAddress(address)) on \(connection.location) as the magnetometer (--magnetometer none leaves it out)\n")
                return try attach(model, to: source, connection: connection, simulated: nil)
            }
        }
        return source
    }

    /// `attach` for a simulated chip made by `SensorConnection.open`: the simulator's
    /// magnetometer sees the same trajectory and clock, with typical errors.
    static func attach(to source: IMUDriverSource, connection: SensorConnection, options: MagnetometerOptions) throws -> any IMUSampleSource {
        try attach(
            to: source, connection: connection, options: options,
            simulated: connection.simulatedIMU.map { ($0, SimulationSettings(trajectory: $0.trajectory, clock: $0.clock)) })
    }

    private static func attach(
        _ model: MagnetometerModel, to source: IMUDriverSource, connection: SensorConnection,
        simulated: (imu: SimulatedIMU, settings: SimulationSettings)?
    ) throws -> any IMUSampleSource {
        let inside = model == .ak8963 && MagnetometerOptions.hasInternalMagnetometer(connection.identity.model)
        let magnetometerBus: any RegisterBus
        let imuBus: any RegisterBus
        if let simulated {
            guard let chip = SimulatedMagnetometerChip(rawValue: model.key) else {
                throw CommandFailure("the simulator has no magnetometer '\(model.name)'")
            }
            if chip == .ak8963 && simulated.imu.chip != .mpu9250 {
                throw CommandFailure("the simulated AK8963 sits inside the MPU-9250: use --simulate mpu9250")
            }
            magnetometerBus = simulated.imu.makeMagnetometer(chip, settings: simulated.settings)
            imuBus = simulated.imu.bus
        } else {
            guard connection.kind == .i2c else {
                throw CommandFailure("--magnetometer \(model.key) reads a chip on an I²C bus; \(connection.location) has none")
            }
            let adapter = try BusConnection.open(path: connection.location)
            if inside { try enableBypass(try adapter.device(at: connection.identity.address)) }
            let address: UInt8
            switch probe(model: model, adapter: adapter) {
            case let .success(found): address = found
            case let .failure(failures):
                let tried = model.addresses.map(hexAddress).joined(separator: ", ")
                throw CommandFailure(
                    "no \(model.name) answered at \(tried) on \(connection.location) (\(failures.reasons.joined(separator: "; "))); "
                    + "check the wiring, name the part with --magnetometer CHIP, or leave it out with --magnetometer none")
            }
            magnetometerBus = try adapter.device(at: address)
            imuBus = try adapter.device(at: connection.identity.address)
        }
        let driver = MagnetometerDriver(model: model, bus: magnetometerBus)
        return MagnetometerSampleSource(inner: source, magnetometer: driver) {
            if inside { try enableBypass(imuBus) }
        }
    }

    /// Turns on the MPU's I²C bypass so its AK8963 answers on the host bus.
    static func enableBypass(_ bus: any RegisterBus) throws {
        do {
            let user = try bus.readByte(register: userControl)
            try bus.writeByte(register: userControl, value: user & ~0x20)
            let pins = try bus.readByte(register: interruptPinConfig)
            try bus.writeByte(register: interruptPinConfig, value: pins | 0x02)
        } catch {
            throw CommandFailure("could not turn on the MPU's I²C bypass for its magnetometer: \(error)")
        }
    }

    /// Why no address of a part answered: one reason per address tried.
    struct ProbeFailures: Error {
        let reasons: [String]
    }

    /// The first of `model`'s addresses that answers with its identity.
    private static func probe(model: MagnetometerModel, adapter: any I2CAdapter) -> Result<UInt8, ProbeFailures> {
        var failures: [String] = []
        for address in model.addresses {
            // Probing: an address that does not answer, or answers with another identity, is
            // expected here; each failure is kept for the message if no address matches.
            do {
                let device = try adapter.device(at: address)
                let found = try device.readBlock(register: model.identityRegister | model.autoIncrementBit, count: model.identityBytes.count)
                if found == model.identityBytes { return .success(address) }
                failures.append("\(hexAddress(address)): another identity")
            } catch {
                failures.append("\(hexAddress(address)): \(error)")
            }
        }
        return .failure(ProbeFailures(reasons: failures))
    }
}
