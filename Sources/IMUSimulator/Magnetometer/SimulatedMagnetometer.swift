import Foundation
import I2C
import IMUDrivers
import MotionMath

/// A register-level magnetometer model on its own address: identity, control, status,
/// data and overflow registers as the real part shows them; continuous mode produces
/// samples at the configured rate on the simulation clock. The field is the earth field
/// in the sensor frame with the hard- and soft-iron errors of `SensorErrors.magnetometer`
/// (raw = matrix · true + offset, IMU frame), then the chip's axis mapping, noise and
/// quantisation. Not modelled: single-measurement and self-test modes, interrupts, temperature.
public final class SimulatedMagnetometer: RegisterBus, @unchecked Sendable {
    /// The part.
    public let chip: SimulatedMagnetometerChip
    /// The address it answers at.
    public let address: UInt8
    /// Whether the chip can be reached now (the AK8963 only through the MPU's bypass).
    private let isReachable: @Sendable () -> Bool
    let settings: SimulationSettings
    let errors: AxisErrors
    private let lock = NSLock()
    var registers = [UInt8](repeating: 0, count: 256)
    var random: SeededRandom
    let originHostSeconds: Double
    /// Fuse-ROM sensitivity adjustment (AK8963), raw ASA bytes.
    let sensitivityAdjustment: [UInt8]
    var nextSampleHostSeconds: Double?
    var unreadSample = false
    /// False while a disconnect fault is in force (guarded by `lock`).
    private var isConnected = true
    /// Added to the hard iron by a fault, µT, IMU frame (guarded by `lock`).
    var hardIronShiftMicrotesla = Vector3.zero

    /// Creates a powered-down chip.
    /// - Parameters:
    ///   - chip: the part.
    ///   - address: its address. Default: the part's usual one.
    ///   - settings: trajectory, clock, seed, environment (the same as the IMU's).
    ///   - errors: hard iron (offset, µT) and soft iron (matrix), IMU frame. Default: none.
    ///   - isReachable: whether transfers reach the chip. Default: always.
    public init(
        chip: SimulatedMagnetometerChip, address: UInt8? = nil, settings: SimulationSettings,
        errors: AxisErrors = .none, isReachable: @escaping @Sendable () -> Bool = { true }
    ) {
        self.chip = chip
        self.address = address ?? chip.address
        self.settings = settings
        self.errors = errors
        self.isReachable = isReachable
        var random = SeededRandom(seed: settings.seed ^ 0x3A6_0000_0000_0001)
        sensitivityAdjustment = (0..<3).map { _ in UInt8(160 + Int(abs(random.normal()) * 10) % 30) }
        self.random = random
        originHostSeconds = settings.clock.nowSeconds
        restoreDefaults()
    }

    // MARK: RegisterBus

    public func readByte(register: UInt8) throws(I2CError) -> UInt8 {
        try readBlock(register: register, count: 1)[0]
    }

    public func writeByte(register: UInt8, value: UInt8) throws(I2CError) {
        try writeBlock(register: register, bytes: [value])
    }

    public func readBlock(register: UInt8, count: Int) throws(I2CError) -> [UInt8] {
        guard count > 0, count <= maximumBlockLength else {
            throw .invalidRequest("block read of \(count) bytes: one SMBus transfer carries 1 to \(maximumBlockLength) bytes; split the read")
        }
        guard isReachable() else { throw .noAcknowledge(address: address, errno: 6) }
        lock.lock()
        defer { lock.unlock() }
        guard isConnected else { throw .noAcknowledge(address: address, errno: 6) }
        advance()
        var current = startRegister(register)
        var bytes: [UInt8] = []
        for _ in 0..<count {
            bytes.append(read(current))
            current = nextRegister(after: current, requested: register)
        }
        return bytes
    }

    public func writeBlock(register: UInt8, bytes: [UInt8]) throws(I2CError) {
        guard !bytes.isEmpty, bytes.count <= maximumBlockLength else {
            throw .invalidRequest("block write of \(bytes.count) bytes: one SMBus transfer carries 1 to \(maximumBlockLength) bytes")
        }
        guard isReachable() else { throw .noAcknowledge(address: address, errno: 6) }
        lock.lock()
        defer { lock.unlock() }
        guard isConnected else { throw .noAcknowledge(address: address, errno: 6) }
        advance()
        var current = startRegister(register)
        for byte in bytes {
            write(current, byte)
            current = nextRegister(after: current, requested: register)
        }
    }

    /// Disconnects (false) the chip, as a loose wire would: every transfer fails with no
    /// acknowledge until it is connected again (true). Its registers are kept.
    public func setConnected(_ connected: Bool) {
        lock.lock()
        defer { lock.unlock() }
        isConnected = connected
    }

    /// Moves the hard iron by `shift`, µT, IMU frame, from the next sample on.
    public func shiftHardIron(by shift: Vector3) {
        lock.lock()
        defer { lock.unlock() }
        hardIronShiftMicrotesla += shift
    }

    /// LIS3MDL: bit 7 of the sub-address asks for auto-increment; the register is bits 6:0.
    private func startRegister(_ register: UInt8) -> UInt8 {
        chip == .lis3mdl ? register & 0x7F : register
    }

    private func nextRegister(after current: UInt8, requested: UInt8) -> UInt8 {
        if chip == .lis3mdl && requested & 0x80 == 0 { return current }
        return current &+ 1
    }
}
