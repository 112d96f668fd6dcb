import I2C
import MotionMath

/// Drives any magnetometer in `MagnetometerModel.table`: checks the identity, reads the
/// sensitivity adjustment (AK8963), starts continuous measurement and reads samples in µT
/// in the IMU frame.
public final class MagnetometerDriver {
    /// The part.
    public let model: MagnetometerModel
    /// Its registers.
    public let bus: any RegisterBus
    /// Per-axis sensitivity factors from fuse ROM (chip axes), 1 when the part has none.
    public private(set) var sensitivityAdjustment = Vector3(1, 1, 1)
    /// The latest reading in the IMU frame, µT (kept while no new data is ready).
    public private(set) var latestMicrotesla: Vector3?
    /// Readings discarded because the chip flagged an overflow.
    public private(set) var overflowCount = 0

    /// Creates a driver; nothing touches the chip until `initialize`.
    public init(model: MagnetometerModel, bus: any RegisterBus) {
        self.model = model
        self.bus = bus
    }

    /// Checks the identity, reads fuse ROM when there is one and starts continuous measurement.
    public func initialize() throws(IMUError) {
        let found = try wrap { () throws(I2CError) in
            try bus.readBlock(register: model.identityRegister | model.autoIncrementBit, count: model.identityBytes.count)
        }
        guard found == model.identityBytes else {
            throw .unexpectedDevice(address: bus.address, expected: model.name, found: found.first ?? 0)
        }
        if model.hasSensitivityAdjustment {
            // AK8963: power down, fuse-ROM access, read ASAX..ASAZ, power down.
            try wrap { () throws(I2CError) in try bus.writeByte(register: 0x0A, value: 0x00) }
            try wrap { () throws(I2CError) in try bus.writeByte(register: 0x0A, value: 0x0F) }
            let adjustment = try wrap { () throws(I2CError) in try bus.readBlock(register: 0x10, count: 3) }
            func factor(_ value: UInt8) -> Double { (Double(value) - 128) * 0.5 / 128 + 1 }
            sensitivityAdjustment = Vector3(factor(adjustment[0]), factor(adjustment[1]), factor(adjustment[2]))
        }
        for write in model.configurationWrites {
            try wrap { () throws(I2CError) in try bus.writeByte(register: write.register, value: write.value) }
        }
        latestMicrotesla = nil
    }

    /// Reads a new sample when one is ready and returns the latest reading (IMU frame, µT),
    /// or nil before the first one. Overflowed samples are discarded.
    @discardableResult
    public func read() throws(IMUError) -> Vector3? {
        if let ready = model.readyRegister {
            let status = try wrap { () throws(I2CError) in try bus.readByte(register: ready) }
            guard status & model.readyMask != 0 else { return latestMicrotesla }
        }
        let data = try wrap { () throws(I2CError) in try bus.readBlock(register: model.dataRegister | model.autoIncrementBit, count: 6) }
        var overflow = false
        if let register = model.overflowRegister {
            let status = try wrap { () throws(I2CError) in try bus.readByte(register: register) }
            overflow = status & model.overflowMask != 0
        }
        var chip = Vector3(0, 0, 0)
        for word in 0..<3 {
            let first = UInt16(data[2 * word]), second = UInt16(data[2 * word + 1])
            let bits = model.byteOrder == .littleEndian ? second << 8 | first : first << 8 | second
            let value = Int16(bitPattern: bits)
            if let marker = model.overflowWord, value == marker { overflow = true }
            chip[model.dataAxisOrder[word]] = Double(value)
        }
        if overflow {
            overflowCount += 1
            return latestMicrotesla
        }
        chip = chip * sensitivityAdjustment * model.microteslaPerCount
        let imu = Vector3(
            model.frameSign[0] * chip[model.frameSource[0]],
            model.frameSign[1] * chip[model.frameSource[1]],
            model.frameSign[2] * chip[model.frameSource[2]]
        )
        latestMicrotesla = imu
        return imu
    }

    private func wrap<T>(_ body: () throws(I2CError) -> T) throws(IMUError) -> T {
        do { return try body() } catch { throw .bus(error) }
    }
}
