/// Every call `I2CBus` makes into the kernel and libi2c, as one seam: `LinuxI2CSystemCalls`
/// makes the real calls; tests substitute a scripted implementation to inject errno
/// sequences and to record the exact calls.
///
/// Every function returns a non-negative value on success and a **negative errno** on
/// failure, as libi2c's `i2c_smbus_*` functions do. None retries: `I2CBus` retries EINTR
/// and transient errors itself.
public protocol I2CSystemCalls: AnyObject {
    /// `open(path, O_RDWR | O_CLOEXEC)`: the file descriptor.
    func open(path: String) -> Int32
    /// `close(fd)`.
    func close(_ fileDescriptor: Int32) -> Int32
    /// `ioctl(fd, I2C_SLAVE, address)` (never `I2C_SLAVE_FORCE`).
    func selectAddress(_ fileDescriptor: Int32, address: UInt8) -> Int32
    /// `ioctl(fd, I2C_FUNCS, &mask)`: the status and the adapter's functionality mask.
    func functionality(_ fileDescriptor: Int32) -> (status: Int32, functionality: UInt)
    /// `i2c_smbus_write_quick(fd, I2C_SMBUS_WRITE)`.
    func writeQuick(_ fileDescriptor: Int32) -> Int32
    /// `i2c_smbus_read_byte(fd)`: the byte.
    func readByte(_ fileDescriptor: Int32) -> Int32
    /// `i2c_smbus_read_byte_data(fd, register)`: the byte.
    func readByteData(_ fileDescriptor: Int32, register: UInt8) -> Int32
    /// `i2c_smbus_write_byte_data(fd, register, value)`.
    func writeByteData(_ fileDescriptor: Int32, register: UInt8, value: UInt8) -> Int32
    /// `i2c_smbus_read_word_data(fd, register)`: the word.
    func readWordData(_ fileDescriptor: Int32, register: UInt8) -> Int32
    /// `i2c_smbus_write_word_data(fd, register, value)`.
    func writeWordData(_ fileDescriptor: Int32, register: UInt8, value: UInt16) -> Int32
    /// `i2c_smbus_read_i2c_block_data(fd, register, count, buffer)` with count ≤ 32:
    /// the number of bytes read and the bytes.
    func readI2CBlockData(_ fileDescriptor: Int32, register: UInt8, count: Int) -> (status: Int32, bytes: [UInt8])
    /// `i2c_smbus_write_i2c_block_data(fd, register, count, bytes)` with count ≤ 32.
    func writeI2CBlockData(_ fileDescriptor: Int32, register: UInt8, bytes: [UInt8]) -> Int32
    /// `ioctl(fd, I2C_RDWR, …)` with a register write and a `count`-byte read.
    func readCombined(_ fileDescriptor: Int32, address: UInt8, register: UInt8, count: Int) -> (status: Int32, bytes: [UInt8])
    /// The target of a symbolic link (`readlink`), nil when there is none.
    func readLink(path: String) -> String?
    /// Sleeps between retries.
    func sleep(seconds: Double)
}
