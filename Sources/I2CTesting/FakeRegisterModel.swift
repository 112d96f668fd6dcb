import I2C
/// Behaviour behind a `FakeRegisterBus`'s register file: a chip model (the simulator's
/// MPU-6050, say) plugs in here to make registers live — bits that clear themselves,
/// a FIFO register that pops a byte per read, a device that NAKs while it resets.
///
/// Every method has a default that keeps the plain static register file of `i2c-stub`.
public protocol FakeRegisterModel: AnyObject {
    /// Called before each transfer; return an errno to make it fail (nil: go on).
    func willTransfer(_ operation: FakeTransfer.Operation, register: UInt8, on bus: FakeRegisterBus) -> Int32?

    /// The value a read of `register` returns; nil returns the stored value.
    /// Called once per byte of a burst.
    func valueForRead(register: UInt8, on bus: FakeRegisterBus) -> UInt8?

    /// Called after `value` has been stored in `register`.
    func didWrite(register: UInt8, value: UInt8, on bus: FakeRegisterBus)

    /// The register a burst moves to after `register`. Default: `register + 1`, wrapping
    /// at 0xFF. A FIFO data register returns itself.
    func registerAfter(_ register: UInt8, on bus: FakeRegisterBus) -> UInt8
}

extension FakeRegisterModel {
    public func willTransfer(_ operation: FakeTransfer.Operation, register: UInt8, on bus: FakeRegisterBus) -> Int32? {
        nil
    }

    public func valueForRead(register: UInt8, on bus: FakeRegisterBus) -> UInt8? { nil }

    public func didWrite(register: UInt8, value: UInt8, on bus: FakeRegisterBus) {}

    public func registerAfter(_ register: UInt8, on bus: FakeRegisterBus) -> UInt8 { register &+ 1 }
}
