/// What an I²C adapter can do: the bit mask the kernel returns for the `I2C_FUNCS` ioctl
/// (`<linux/i2c.h>` `I2C_FUNC_*`). Check it before choosing a transfer: an adapter
/// answers an unsupported one with EOPNOTSUPP.
public struct I2CFunctionality: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Plain I²C messages: `I2C_RDWR`, `read()`, `write()`. The C constant is `I2C_FUNC_I2C`.
    public static let plainI2C = I2CFunctionality(rawValue: 0x0000_0001)
    /// `I2C_FUNC_10BIT_ADDR`.
    public static let tenBitAddresses = I2CFunctionality(rawValue: 0x0000_0002)
    /// `I2C_FUNC_SMBUS_PEC`.
    public static let packetErrorChecking = I2CFunctionality(rawValue: 0x0000_0008)
    /// `I2C_FUNC_SMBUS_QUICK`: the quick write i2cdetect probes with.
    public static let quick = I2CFunctionality(rawValue: 0x0001_0000)
    /// `I2C_FUNC_SMBUS_READ_BYTE` (receive byte, no register).
    public static let readByte = I2CFunctionality(rawValue: 0x0002_0000)
    /// `I2C_FUNC_SMBUS_WRITE_BYTE` (send byte, no register).
    public static let writeByte = I2CFunctionality(rawValue: 0x0004_0000)
    /// `I2C_FUNC_SMBUS_READ_BYTE_DATA`.
    public static let readByteData = I2CFunctionality(rawValue: 0x0008_0000)
    /// `I2C_FUNC_SMBUS_WRITE_BYTE_DATA`.
    public static let writeByteData = I2CFunctionality(rawValue: 0x0010_0000)
    /// `I2C_FUNC_SMBUS_READ_WORD_DATA`.
    public static let readWordData = I2CFunctionality(rawValue: 0x0020_0000)
    /// `I2C_FUNC_SMBUS_WRITE_WORD_DATA`.
    public static let writeWordData = I2CFunctionality(rawValue: 0x0040_0000)
    /// `I2C_FUNC_SMBUS_READ_BLOCK_DATA` (length byte sent by the device).
    public static let readBlockData = I2CFunctionality(rawValue: 0x0100_0000)
    /// `I2C_FUNC_SMBUS_WRITE_BLOCK_DATA`.
    public static let writeBlockData = I2CFunctionality(rawValue: 0x0200_0000)
    /// `I2C_FUNC_SMBUS_READ_I2C_BLOCK`: register burst reads of up to 32 bytes.
    public static let readI2CBlock = I2CFunctionality(rawValue: 0x0400_0000)
    /// `I2C_FUNC_SMBUS_WRITE_I2C_BLOCK`: register burst writes of up to 32 bytes.
    public static let writeI2CBlock = I2CFunctionality(rawValue: 0x0800_0000)

    /// What the kernel's `i2c-stub` module offers by default: quick, byte, byte data,
    /// word data and I²C block, and no plain I²C (so no `I2C_RDWR`).
    public static let smbusStub: I2CFunctionality = [
        .quick, .readByte, .writeByte, .readByteData, .writeByteData,
        .readWordData, .writeWordData, .readI2CBlock, .writeI2CBlock,
    ]

    /// What a plain-I²C adapter (a Raspberry Pi's, for instance) offers: plain I²C and the
    /// SMBus transfers the kernel emulates on top of it (`I2C_FUNC_SMBUS_EMUL`).
    public static let plainI2CAdapter: I2CFunctionality = smbusStub.union([.plainI2C, .writeBlockData])
}
