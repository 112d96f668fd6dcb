/// The 256 8-bit registers of a simulated chip, with the values they take after a reset.
///
/// This is the generic part of every chip model (IMUs now, magnetometers later): a chip
/// is a register file + a table row (identity, defaults, read-only registers) + behaviour
/// on reads and writes.
struct RegisterFile: Sendable {
    /// Current contents.
    private(set) var bytes: [UInt8]
    /// Contents after a reset.
    let defaults: [UInt8]

    /// Creates a file holding `defaults` (register → value; the rest are 0).
    init(defaults: [UInt8: UInt8]) {
        var table = [UInt8](repeating: 0, count: 256)
        for (register, value) in defaults { table[Int(register)] = value }
        self.defaults = table
        self.bytes = table
    }

    /// Puts every register back to its reset value.
    mutating func reset() {
        bytes = defaults
    }

    subscript(register: UInt8) -> UInt8 {
        get { bytes[Int(register)] }
        set { bytes[Int(register)] = newValue }
    }

    /// Stores a 16-bit value big-endian (high byte at `register`).
    mutating func storeBigEndian(_ value: Int16, at register: UInt8) {
        let bits = UInt16(bitPattern: value)
        bytes[Int(register)] = UInt8(bits >> 8)
        bytes[Int(register) &+ 1] = UInt8(bits & 0xFF)
    }

    /// Stores a 16-bit value little-endian (low byte at `register`).
    mutating func storeLittleEndian(_ value: Int16, at register: UInt8) {
        let bits = UInt16(bitPattern: value)
        bytes[Int(register)] = UInt8(bits & 0xFF)
        bytes[Int(register) &+ 1] = UInt8(bits >> 8)
    }
}
