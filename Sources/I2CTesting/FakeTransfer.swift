import I2C
/// One transfer a `FakeRegisterBus` saw: the operation, the first register, the bytes
/// written or read, and the error it failed with (nil when it succeeded).
public struct FakeTransfer: Sendable, Equatable, CustomStringConvertible {
    /// The kind of transfer, named after the libi2c call that makes it.
    public enum Operation: String, Sendable, Hashable, CaseIterable {
        /// `i2c_smbus_read_byte_data`.
        case readByte
        /// `i2c_smbus_write_byte_data`.
        case writeByte
        /// `i2c_smbus_read_word_data` (low byte from `register`, high from `register + 1`).
        case readWord
        /// `i2c_smbus_write_word_data`.
        case writeWord
        /// `i2c_smbus_read_i2c_block_data`.
        case readBlock
        /// `i2c_smbus_write_i2c_block_data`.
        case writeBlock
        /// An `I2C_RDWR` write-then-read.
        case readCombined
        /// `i2c_smbus_write_quick` (an i2cdetect probe; no register, no data).
        case quickWrite
        /// `i2c_smbus_read_byte` (receive byte, no register; an i2cdetect probe).
        case receiveByte

        /// Whether the transfer stores bytes in the device.
        public var isWrite: Bool { self == .writeByte || self == .writeWord || self == .writeBlock }
    }

    public var operation: Operation
    /// The first register (0 for quick write and receive byte).
    public var register: UInt8
    /// Bytes written, or bytes read back: a failed write keeps the bytes it tried to
    /// write, a failed read has none.
    public var bytes: [UInt8]
    /// The error the transfer failed with.
    public var error: I2CError?

    public init(_ operation: Operation, register: UInt8, bytes: [UInt8], error: I2CError? = nil) {
        self.operation = operation
        self.register = register
        self.bytes = bytes
        self.error = error
    }

    /// A successful single-register write.
    public static func write(_ register: UInt8, _ value: UInt8) -> FakeTransfer {
        FakeTransfer(.writeByte, register: register, bytes: [value])
    }

    /// A successful single-register read that returned `value`.
    public static func read(_ register: UInt8, _ value: UInt8) -> FakeTransfer {
        FakeTransfer(.readByte, register: register, bytes: [value])
    }

    public var description: String {
        let data = bytes.map { hex($0) }.joined(separator: " ")
        let outcome = error.map { " ✗ \($0.errno.map(errnoName) ?? "error")" } ?? ""
        return "\(operation.rawValue) \(hex(register)) [\(data)]\(outcome)"
    }
}
