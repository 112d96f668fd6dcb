/// A device's registers on a bus, as a driver sees them: one device address, 8-bit
/// register numbers, byte and block transfers. Drivers never see a file descriptor.
///
/// Implementations: `I2CDevice` (a real `/dev/i2c-N` through libi2c) and the fake buses
/// used by tests and the simulator. Block transfers longer than
/// `maximumBlockLength` (32 bytes, the SMBus limit) are split by `I2CDevice`;
/// `FakeRegisterBus` refuses them by default, so tests prove a driver keeps each burst
/// within the limit (set its `splitsLongTransfers` to split instead).
public protocol RegisterBus: AnyObject {
    /// The 7-bit device address this bus talks to.
    var address: UInt8 { get }

    /// Reads one register. The corresponding libi2c call is `i2c_smbus_read_byte_data`.
    func readByte(register: UInt8) throws(I2CError) -> UInt8

    /// Writes one register. The corresponding libi2c call is `i2c_smbus_write_byte_data`.
    func writeByte(register: UInt8, value: UInt8) throws(I2CError)

    /// Reads `count` consecutive registers starting at `register` (auto-increment).
    /// Keep each call ≤ 32 bytes (`maximumBlockLength`): `I2CDevice` splits longer reads
    /// into several transfers, `FakeRegisterBus` refuses them with `.invalidRequest`.
    /// The corresponding libi2c call is `i2c_smbus_read_i2c_block_data`.
    func readBlock(register: UInt8, count: Int) throws(I2CError) -> [UInt8]

    /// Writes consecutive registers starting at `register`.
    /// The corresponding libi2c call is `i2c_smbus_write_i2c_block_data`.
    func writeBlock(register: UInt8, bytes: [UInt8]) throws(I2CError)

    /// Reads `count` registers in one combined write-then-read transfer, not limited to
    /// 32 bytes. SMBus-only adapters (i2c-stub) refuse it with `.unsupported`, which is
    /// also the default implementation. The corresponding ioctl is `I2C_RDWR`.
    func readCombined(register: UInt8, count: Int) throws(I2CError) -> [UInt8]
}

/// The SMBus block limit: one I²C block transfer carries at most 32 data bytes.
public let maximumBlockLength = 32
