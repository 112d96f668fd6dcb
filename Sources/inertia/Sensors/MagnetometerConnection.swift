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
        guard let model = options.model(imu: connection.identity.model) else { return source }
        let inside = model == .ak8963 && ["mpu9250", "mpu9255"].contains(connection.identity.model.key)
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
            let adapter = try BusConnection.open(path: connection.location)
            let address = try findAddress(model: model, adapter: adapter, location: connection.location, bypassFirst: inside ? connection : nil)
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

    private static func findAddress(model: MagnetometerModel, adapter: any I2CAdapter, location: String, bypassFirst: SensorConnection?) throws -> UInt8 {
        if let connection = bypassFirst {
            try enableBypass(try adapter.device(at: connection.identity.address))
        }
        var failures: [String] = []
        for address in model.addresses {
            // Probing: an address that does not answer, or answers with another identity, is
            // expected here; each failure is kept for the message if no address matches.
            do {
                let device = try adapter.device(at: address)
                let found = try device.readBlock(register: model.identityRegister | model.autoIncrementBit, count: model.identityBytes.count)
                if found == model.identityBytes { return address }
                failures.append("\(hexAddress(address)): another identity")
            } catch {
                failures.append("\(hexAddress(address)): \(error)")
            }
        }
        let tried = model.addresses.map(hexAddress).joined(separator: ", ")
        throw CommandFailure("no \(model.name) answered at \(tried) on \(location) (\(failures.joined(separator: "; "))); check the wiring or the --magnetometer name")
    }
}
