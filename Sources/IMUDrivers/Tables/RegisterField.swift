/// A bit field inside one 8-bit register: the register address and the mask of the bits
/// the field occupies. Values are placed by shifting them to the mask's lowest set bit,
/// as the kernel's `ST_LSM6DSX_SHIFT_VAL(val, mask)` does.
public struct RegisterField: Sendable, Equatable, Hashable {
    /// The register address.
    public let address: UInt8
    /// The bits the field occupies (a contiguous run of ones).
    public let mask: UInt8

    /// Creates a field. `mask` must be a contiguous run of set bits.
    public init(address: UInt8, mask: UInt8) {
        self.address = address
        self.mask = mask
    }

    /// The position of the field's lowest bit.
    public var shift: Int { mask == 0 ? 0 : mask.trailingZeroBitCount }

    /// The largest value the field holds.
    public var maximumValue: UInt8 { mask >> UInt8(shift) }

    /// Whether `value` fits in the field without losing bits.
    public func fits(_ value: UInt8) -> Bool { value <= maximumValue }

    /// `value` shifted into place, other bits zero.
    public func encoded(_ value: UInt8) -> UInt8 { (value << UInt8(shift)) & mask }

    /// `byte` with the field replaced by `value` and the other bits kept.
    public func placing(_ value: UInt8, into byte: UInt8) -> UInt8 {
        (byte & ~mask) | encoded(value)
    }

    /// The field's value read out of a register byte.
    public func value(in byte: UInt8) -> UInt8 { (byte & mask) >> UInt8(shift) }
}
