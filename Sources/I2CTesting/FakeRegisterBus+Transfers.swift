import I2C
extension FakeRegisterBus {
    /// Reads a 16-bit SMBus word: low byte from `register`, high byte from the next.
    /// The corresponding libi2c call is `i2c_smbus_read_word_data`.
    public func readWord(register: UInt8) throws(I2CError) -> UInt16 {
        try begin(.readWord, register: register, requires: .readWordData)
        let bytes = burstRead(register: register, count: 2)
        record(.readWord, register: register, bytes: bytes)
        return UInt16(bytes[0]) | UInt16(bytes[1]) << 8
    }

    /// Writes a 16-bit SMBus word: low byte to `register`, high byte to the next.
    /// The corresponding libi2c call is `i2c_smbus_write_word_data`.
    public func writeWord(register: UInt8, value: UInt16) throws(I2CError) {
        let bytes = [UInt8(value & 0xFF), UInt8(value >> 8)]
        try begin(.writeWord, register: register, requires: .writeWordData, written: bytes)
        store(register, bytes[0])
        store(next(after: register), bytes[1])
        record(.writeWord, register: register, bytes: bytes)
    }

    /// An i2cdetect probe: SMBus quick write (no data). Succeeds when the device is here.
    public func quickWrite() throws(I2CError) {
        try begin(.quickWrite, register: 0, requires: .quick)
        record(.quickWrite, register: 0, bytes: [])
    }

    /// An i2cdetect probe: SMBus receive byte (no register). Returns register 0's value.
    public func receiveByte() throws(I2CError) -> UInt8 {
        try begin(.receiveByte, register: 0, requires: .readByte)
        let value = load(0)
        record(.receiveByte, register: 0, bytes: [value])
        return value
    }

    // MARK: - Internals shared by every transfer

    /// Checks functionality, scripted failures and the model; records and throws a failure.
    func begin(
        _ operation: FakeTransfer.Operation,
        register: UInt8,
        requires needed: I2CFunctionality,
        written: [UInt8] = []
    ) throws(I2CError) {
        var failure: I2CError?
        if !functionality.contains(needed) {
            failure = .unsupported(operation: operationName(operation))
        } else if let code = nextScriptedErrno(for: operation) ?? model?.willTransfer(operation, register: register, on: self) {
            failure = I2CError(errno: code, context: I2CErrorContext(
                busPath: busPath, address: address, operation: "\(operationName(operation))(\(hex(register)))"))
        }
        if let failure {
            record(operation, register: register, bytes: written.isEmpty ? [] : written, error: failure)
            throw failure
        }
    }

    func checkBlockLength(
        _ count: Int, operation: FakeTransfer.Operation, register: UInt8, written: [UInt8] = []
    ) throws(I2CError) {
        guard count < 1 || count > maximumBlockLength else { return }
        let error = I2CError.invalidRequest(
            "\(operationName(operation)) of \(count) bytes at \(hex(register)): "
                + "an SMBus block carries 1…\(maximumBlockLength) bytes, split the burst")
        record(operation, register: register, bytes: written, error: error)
        throw error
    }

    func burstRead(register: UInt8, count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        var current = register
        for _ in 0..<count {
            bytes.append(load(current))
            current = next(after: current)
        }
        return bytes
    }

    func load(_ register: UInt8) -> UInt8 {
        model?.valueForRead(register: register, on: self) ?? registers[Int(register)]
    }

    func store(_ register: UInt8, _ value: UInt8) {
        registers[Int(register)] = value
        model?.didWrite(register: register, value: value, on: self)
    }

    func next(after register: UInt8) -> UInt8 {
        model?.registerAfter(register, on: self) ?? register &+ 1
    }

    func operationName(_ operation: FakeTransfer.Operation) -> String {
        switch operation {
        case .readByte: return "i2c_smbus_read_byte_data"
        case .writeByte: return "i2c_smbus_write_byte_data"
        case .readWord: return "i2c_smbus_read_word_data"
        case .writeWord: return "i2c_smbus_write_word_data"
        case .readBlock: return "i2c_smbus_read_i2c_block_data"
        case .writeBlock: return "i2c_smbus_write_i2c_block_data"
        case .readCombined: return "I2C_RDWR combined transfer"
        case .quickWrite: return "i2c_smbus_write_quick"
        case .receiveByte: return "i2c_smbus_read_byte"
        }
    }
}
