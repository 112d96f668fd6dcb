import I2C
/// A device on a pretend I²C bus for tests and the simulator: a 256-byte register file
/// at one address that records every transfer in `transcript`.
///
/// It behaves like the kernel's `i2c-stub` by default: registers change only when written,
/// block transfers carry at most 32 bytes (a longer one fails with `.invalidRequest`, so a
/// driver must split its bursts), and combined `I2C_RDWR` transfers are refused with
/// `.unsupported` (EOPNOTSUPP). Failures can be scripted with any errno
/// (`failNext(_:errno:)`, `failAlways(errno:)`), and a `FakeRegisterModel` can make the
/// registers live.
///
/// Not thread-safe: use it from one thread at a time, as a driver uses its bus.
public final class FakeRegisterBus: RegisterBus {
    /// The 7-bit device address.
    public let address: UInt8
    /// The bus path used in error messages. Default: `/dev/i2c-fake`.
    public var busPath: String
    /// The register file, 256 bytes. Reading or writing it directly records nothing.
    public var registers: [UInt8]
    /// Every transfer so far, in order, including failed ones.
    public internal(set) var transcript: [FakeTransfer] = []
    /// What the pretend adapter offers. Default: `.smbusStub` (no plain I²C). Combined
    /// transfers work only when it contains `.plainI2C`; transfers it lacks fail with
    /// `.unsupported`.
    public var functionality: I2CFunctionality
    /// Split block transfers longer than 32 bytes, as `I2CDevice` does, instead of
    /// refusing them. Default: false.
    public var splitsLongTransfers = false
    /// Live behaviour behind the registers (a chip model). Default: none (static file).
    public var model: (any FakeRegisterModel)?

    /// Scripted failures, consulted in order before each transfer.
    var failureRules: [FakeFailureRule] = []

    /// - Parameters:
    ///   - address: the 7-bit device address.
    ///   - registers: initial register values; every other register is 0.
    ///   - functionality: what the pretend adapter offers. Default: like `i2c-stub`.
    ///   - busPath: the bus path used in error messages.
    public init(
        address: UInt8,
        registers: [UInt8: UInt8] = [:],
        functionality: I2CFunctionality = .smbusStub,
        busPath: String = "/dev/i2c-fake"
    ) {
        self.address = address
        self.busPath = busPath
        self.functionality = functionality
        self.registers = [UInt8](repeating: 0, count: 256)
        for (register, value) in registers { self.registers[Int(register)] = value }
    }

    /// Whether combined (`I2C_RDWR`) transfers are refused, as `i2c-stub` refuses them.
    public var refusesCombinedTransfers: Bool {
        get { !functionality.contains(.plainI2C) }
        set { if newValue { functionality.remove(.plainI2C) } else { functionality.insert(.plainI2C) } }
    }

    /// One register's stored value, without a transfer.
    public subscript(register: UInt8) -> UInt8 {
        get { registers[Int(register)] }
        set { registers[Int(register)] = newValue }
    }

    /// Stores `bytes` from `register` on (wrapping at 0xFF), without a transfer.
    public func preload(register: UInt8, bytes: [UInt8]) {
        for (offset, byte) in bytes.enumerated() {
            registers[(Int(register) + offset) & 0xFF] = byte
        }
    }

    /// `count` stored values from `register` on (wrapping at 0xFF), without a transfer.
    public func storedValues(register: UInt8, count: Int) -> [UInt8] {
        (0..<max(count, 0)).map { registers[(Int(register) + $0) & 0xFF] }
    }

    /// Forgets the transcript.
    public func clearTranscript() { transcript.removeAll() }

    /// The successful write transfers, in order.
    public var writes: [FakeTransfer] {
        transcript.filter { $0.operation.isWrite && $0.error == nil }
    }

    /// Every byte successfully written to `register`, in order (block writes count for
    /// each register they cover).
    public func writtenValues(register: UInt8) -> [UInt8] {
        writes.flatMap { transfer -> [UInt8] in
            transfer.bytes.enumerated().compactMap { offset, byte in
                UInt8(truncatingIfNeeded: Int(transfer.register) + offset) == register ? byte : nil
            }
        }
    }

    // MARK: - RegisterBus

    public func readByte(register: UInt8) throws(I2CError) -> UInt8 {
        try begin(.readByte, register: register, requires: .readByteData)
        let value = load(register)
        record(.readByte, register: register, bytes: [value])
        return value
    }

    public func writeByte(register: UInt8, value: UInt8) throws(I2CError) {
        try begin(.writeByte, register: register, requires: .writeByteData, written: [value])
        store(register, value)
        record(.writeByte, register: register, bytes: [value])
    }

    public func readBlock(register: UInt8, count: Int) throws(I2CError) -> [UInt8] {
        if splitsLongTransfers && count > maximumBlockLength {
            var bytes: [UInt8] = []
            var start = register
            while bytes.count < count {
                let chunk = try readBlock(register: start, count: min(maximumBlockLength, count - bytes.count))
                bytes += chunk
                start = start &+ UInt8(truncatingIfNeeded: chunk.count)
            }
            return bytes
        }
        try checkBlockLength(count, operation: .readBlock, register: register)
        try begin(.readBlock, register: register, requires: .readI2CBlock)
        let bytes = burstRead(register: register, count: count)
        record(.readBlock, register: register, bytes: bytes)
        return bytes
    }

    public func writeBlock(register: UInt8, bytes: [UInt8]) throws(I2CError) {
        if splitsLongTransfers && bytes.count > maximumBlockLength {
            var offset = 0
            while offset < bytes.count {
                let end = min(offset + maximumBlockLength, bytes.count)
                try writeBlock(register: register &+ UInt8(truncatingIfNeeded: offset), bytes: Array(bytes[offset..<end]))
                offset = end
            }
            return
        }
        try checkBlockLength(bytes.count, operation: .writeBlock, register: register, written: bytes)
        try begin(.writeBlock, register: register, requires: .writeI2CBlock, written: bytes)
        var current = register
        for byte in bytes {
            store(current, byte)
            current = next(after: current)
        }
        record(.writeBlock, register: register, bytes: bytes)
    }

    public func readCombined(register: UInt8, count: Int) throws(I2CError) -> [UInt8] {
        guard count > 0 && count <= 8192 else {
            let error = I2CError.invalidRequest("combined read of \(count) bytes (1…8192 allowed)")
            record(.readCombined, register: register, bytes: [], error: error)
            throw error
        }
        try begin(.readCombined, register: register, requires: .plainI2C)
        let bytes = burstRead(register: register, count: count)
        record(.readCombined, register: register, bytes: bytes)
        return bytes
    }
}
