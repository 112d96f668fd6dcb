import I2C
import IMUSamples

/// Finding a magnetometer beside an IMU: the MPU-9250's internal AK8963 behind its I²C
/// bypass, or a separate part (QMC5883L, HMC5883L, LIS3MDL) on the IMU's bus.
public enum MagnetometerDiscovery {
    /// Why no address of a part answered with its identity: one reason per address tried.
    public struct ProbeFailure: Error, Sendable, Equatable {
        /// "0x0c: another identity", "0x1e: no acknowledge …", one per address.
        public let reasons: [String]
    }

    /// Turns on the MPU-9250 (or MPU-9150)'s I²C bypass, so its AK8963 answers on the host
    /// bus at 0x0C: clears I2C_MST_EN in USER_CTRL and sets BYPASS_EN in INT_PIN_CFG. The
    /// IMU's reset clears the bypass, so run it after the IMU has started.
    /// - Parameter imu: the MPU's own register bus.
    public static func enableBypass(_ imu: any RegisterBus) throws(IMUError) {
        do {
            let user = try imu.readByte(register: MPU6050Registers.userControl)
            try imu.writeByte(register: MPU6050Registers.userControl, value: user & ~MPU6050Registers.userControlI2CMasterEnable)
            let pins = try imu.readByte(register: MPU6050Registers.interruptPinConfiguration)
            try imu.writeByte(register: MPU6050Registers.interruptPinConfiguration, value: pins | MPU6050Registers.interruptPinBypassEnable)
        } catch {
            throw .magnetometerUnavailable("could not turn on the MPU's I²C bypass for its magnetometer: \(error)")
        }
    }

    /// The first of `model`'s addresses whose identity registers match the part.
    /// - Parameter openDevice: the register bus of one address on the IMU's bus.
    public static func probe(
        _ model: MagnetometerModel, openDevice: (UInt8) throws(I2CError) -> any RegisterBus
    ) -> Result<UInt8, ProbeFailure> {
        var reasons: [String] = []
        for address in model.addresses {
            // An address that does not answer, or answers with another identity, is expected
            // while probing; each failure is kept for the message if no address matches.
            do {
                let device = try openDevice(address)
                let found = try device.readBlock(
                    register: model.identityRegister | model.autoIncrementBit, count: model.identityBytes.count)
                if found == model.identityBytes { return .success(address) }
                reasons.append("\(uppercaseHex(address)): another identity")
            } catch {
                reasons.append("\(uppercaseHex(address)): \(error)")
            }
        }
        return .failure(ProbeFailure(reasons: reasons))
    }

    /// The first separate magnetometer (every part in the table but the AK8963, which sits
    /// inside an MPU) that answers on the bus, with its address; nil when none does.
    public static func firstSeparatePart(
        openDevice: (UInt8) throws(I2CError) -> any RegisterBus
    ) -> (model: MagnetometerModel, address: UInt8)? {
        for model in MagnetometerModel.table where model != .ak8963 {
            if case let .success(address) = probe(model, openDevice: openDevice) { return (model, address) }
        }
        return nil
    }

    /// `source` with `model` read beside it, on the IMU's real bus. For the AK8963 inside an
    /// MPU-9250 the bypass is turned on after every start of the IMU.
    /// - Parameters:
    ///   - connection: the IMU's connection (its `adapter` must be a real bus).
    ///   - source: the IMU's source, made from `connection`.
    public static func attach(
        _ model: MagnetometerModel, to source: any IMUSampleSource, connection: IMUConnection
    ) throws(IMUError) -> MagnetometerSampleSource {
        guard let adapter = connection.adapter else {
            throw .magnetometerUnavailable("the \(model.name) is read on an I²C bus; \(connection.location) has none")
        }
        let isInside = model == .ak8963 && connection.identity.model.hasInternalMagnetometer
        let imuBus: any RegisterBus
        do { imuBus = try adapter.device(at: connection.identity.address) } catch { throw .bus(error) }
        if isInside { try enableBypass(imuBus) }
        let address: UInt8
        switch probe(model, openDevice: adapter.device(at:)) {
        case let .success(found): address = found
        case let .failure(failure):
            let tried = model.addresses.map(uppercaseHex).joined(separator: ", ")
            throw .magnetometerUnavailable(
                "no \(model.name) answered at \(tried) on \(connection.location) (\(failure.reasons.joined(separator: "; "))); "
                + "check the wiring, name the part with --magnetometer CHIP, or leave it out with --magnetometer none")
        }
        let magnetometerBus: any RegisterBus
        do { magnetometerBus = try adapter.device(at: address) } catch { throw .bus(error) }
        let driver = MagnetometerDriver(model: model, bus: magnetometerBus)
        return MagnetometerSampleSource(inner: source, magnetometer: driver) {
            if isInside { try enableBypass(imuBus) }
        }
    }
}
