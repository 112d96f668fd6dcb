import Platform

/// One device on an open `I2CBus`: SMBus byte, word and I²C-block transfers to its
/// registers through libi2c, with bursts split into transfers of at most 32 bytes.
///
/// Made by `I2CBus.device(at:)`. It keeps its bus open.
public final class I2CDevice: RegisterBus {
    /// The bus the device is on.
    public let bus: I2CBus
    /// The 7-bit device address.
    public let address: UInt8

    init(bus: I2CBus, address: UInt8) {
        self.bus = bus
        self.address = address
    }

    /// Reads one register. The corresponding libi2c call is `i2c_smbus_read_byte_data`.
    public func readByte(register: UInt8) throws(I2CError) -> UInt8 {
        try bus.require(.readByteData, for: "i2c_smbus_read_byte_data")
        let value = try bus.perform(address: address, operation: "i2c_smbus_read_byte_data(\(hex(register)))") {
            let status = bus.system.readByteData($0, register: register)
            return (status, UInt8(truncatingIfNeeded: status))
        }
        return value
    }

    /// Writes one register. The corresponding libi2c call is `i2c_smbus_write_byte_data`.
    public func writeByte(register: UInt8, value: UInt8) throws(I2CError) {
        try bus.require(.writeByteData, for: "i2c_smbus_write_byte_data")
        try bus.perform(address: address, operation: "i2c_smbus_write_byte_data(\(hex(register)))") {
            (bus.system.writeByteData($0, register: register, value: value), ())
        }
    }

    /// Reads a 16-bit SMBus word (low byte from `register`, high byte from the next).
    /// The corresponding libi2c call is `i2c_smbus_read_word_data`.
    public func readWord(register: UInt8) throws(I2CError) -> UInt16 {
        try bus.require(.readWordData, for: "i2c_smbus_read_word_data")
        return try bus.perform(address: address, operation: "i2c_smbus_read_word_data(\(hex(register)))") {
            let status = bus.system.readWordData($0, register: register)
            return (status, UInt16(truncatingIfNeeded: status))
        }
    }

    /// Writes a 16-bit SMBus word (low byte to `register`, high byte to the next).
    /// The corresponding libi2c call is `i2c_smbus_write_word_data`.
    public func writeWord(register: UInt8, value: UInt16) throws(I2CError) {
        try bus.require(.writeWordData, for: "i2c_smbus_write_word_data")
        try bus.perform(address: address, operation: "i2c_smbus_write_word_data(\(hex(register)))") {
            (bus.system.writeWordData($0, register: register, value: value), ())
        }
    }

    /// Reads `count` consecutive registers from `register`, in I²C-block transfers of at
    /// most 32 bytes. An adapter without I²C-block reads falls back to `I2C_RDWR` (when it
    /// has plain I²C), else to one byte read per register.
    /// The corresponding libi2c call is `i2c_smbus_read_i2c_block_data`.
    public func readBlock(register: UInt8, count: Int) throws(I2CError) -> [UInt8] {
        guard count > 0 && Int(register) + count <= 256 else {
            throw I2CError.invalidRequest("block read of \(count) bytes from \(hex(register)) (1…\(256 - Int(register)) allowed)")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        while bytes.count < count {
            let start = register &+ UInt8(bytes.count)
            let length = min(maximumBlockLength, count - bytes.count)
            bytes += try readChunk(register: start, count: length)
        }
        return bytes
    }

    /// Writes consecutive registers from `register`, in I²C-block transfers of at most
    /// 32 bytes (one byte write per register when the adapter lacks I²C-block writes).
    /// The corresponding libi2c call is `i2c_smbus_write_i2c_block_data`.
    public func writeBlock(register: UInt8, bytes: [UInt8]) throws(I2CError) {
        guard !bytes.isEmpty && Int(register) + bytes.count <= 256 else {
            throw I2CError.invalidRequest("block write of \(bytes.count) bytes to \(hex(register)) (1…\(256 - Int(register)) allowed)")
        }
        guard bus.functionality.contains(.writeI2CBlock) else {
            for (offset, byte) in bytes.enumerated() {
                try writeByte(register: register &+ UInt8(offset), value: byte)
            }
            return
        }
        var offset = 0
        while offset < bytes.count {
            let chunk = Array(bytes[offset..<min(offset + maximumBlockLength, bytes.count)])
            let start = register &+ UInt8(offset)
            try bus.perform(address: address, operation: "i2c_smbus_write_i2c_block_data(\(hex(start)), \(chunk.count))") {
                (bus.system.writeI2CBlockData($0, register: start, bytes: chunk), ())
            }
            offset += chunk.count
        }
    }

    /// Reads `count` registers in one combined transfer (not limited to 32 bytes).
    /// SMBus-only adapters such as `i2c-stub` refuse it (`.unsupported`).
    /// The corresponding ioctl is `I2C_RDWR`.
    public func readCombined(register: UInt8, count: Int) throws(I2CError) -> [UInt8] {
        guard count > 0 && count <= 8192 else {
            throw I2CError.invalidRequest("combined read of \(count) bytes (1…8192 allowed)")
        }
        try bus.require(.plainI2C, for: "I2C_RDWR combined transfer")
        return try bus.perform(address: address, operation: "ioctl(I2C_RDWR, \(hex(register)), \(count))") {
            let outcome = bus.system.readCombined($0, address: address, register: register, count: count)
            return (outcome.status, outcome.bytes)
        }
    }

    /// One transfer of at most 32 bytes, by the best method the adapter has.
    func readChunk(register: UInt8, count: Int) throws(I2CError) -> [UInt8] {
        if bus.functionality.contains(.readI2CBlock) {
            let operation = "i2c_smbus_read_i2c_block_data(\(hex(register)), \(count))"
            let bytes = try bus.perform(address: address, operation: operation) {
                let outcome = bus.system.readI2CBlockData($0, register: register, count: count)
                return (outcome.status, outcome.bytes)
            }
            guard bytes.count == count else {
                throw I2CError.system(operation: "\(operation) returned \(bytes.count) bytes", errno: EPROTO)
            }
            return bytes
        }
        if bus.functionality.contains(.plainI2C) {
            return try readCombined(register: register, count: count)
        }
        var bytes: [UInt8] = []
        for offset in 0..<count {
            bytes.append(try readByte(register: register &+ UInt8(offset)))
        }
        return bytes
    }
}
