import CI2C
import Platform

/// The real system calls: the i2c-dev ioctls and libi2c (`<i2c/smbus.h>`).
public final class LinuxI2CSystemCalls: I2CSystemCalls {
    public init() {}

    public func open(path: String) -> Int32 {
        let descriptor = Glibc.open(path, O_RDWR | O_CLOEXEC)
        return descriptor >= 0 ? descriptor : -ci2c_errno()
    }

    public func close(_ fileDescriptor: Int32) -> Int32 {
        Glibc.close(fileDescriptor) == 0 ? 0 : -ci2c_errno()
    }

    public func selectAddress(_ fileDescriptor: Int32, address: UInt8) -> Int32 {
        ci2c_select_address(fileDescriptor, Int(address)) >= 0 ? 0 : -ci2c_errno()
    }

    public func functionality(_ fileDescriptor: Int32) -> (status: Int32, functionality: UInt) {
        var mask: UInt = 0
        let status = ci2c_functionality(fileDescriptor, &mask)
        return (status >= 0 ? 0 : -ci2c_errno(), mask)
    }

    public func writeQuick(_ fileDescriptor: Int32) -> Int32 {
        i2c_smbus_write_quick(fileDescriptor, UInt8(I2C_SMBUS_WRITE))
    }

    public func readByte(_ fileDescriptor: Int32) -> Int32 {
        i2c_smbus_read_byte(fileDescriptor)
    }

    public func readByteData(_ fileDescriptor: Int32, register: UInt8) -> Int32 {
        i2c_smbus_read_byte_data(fileDescriptor, register)
    }

    public func writeByteData(_ fileDescriptor: Int32, register: UInt8, value: UInt8) -> Int32 {
        i2c_smbus_write_byte_data(fileDescriptor, register, value)
    }

    public func readWordData(_ fileDescriptor: Int32, register: UInt8) -> Int32 {
        i2c_smbus_read_word_data(fileDescriptor, register)
    }

    public func writeWordData(_ fileDescriptor: Int32, register: UInt8, value: UInt16) -> Int32 {
        i2c_smbus_write_word_data(fileDescriptor, register, value)
    }

    public func readI2CBlockData(_ fileDescriptor: Int32, register: UInt8, count: Int) -> (status: Int32, bytes: [UInt8]) {
        var buffer = [UInt8](repeating: 0, count: 34)
        let status = buffer.withUnsafeMutableBufferPointer {
            i2c_smbus_read_i2c_block_data(fileDescriptor, register, UInt8(clamping: count), $0.baseAddress)
        }
        return (status, status > 0 ? Array(buffer.prefix(Int(status))) : [])
    }

    public func writeI2CBlockData(_ fileDescriptor: Int32, register: UInt8, bytes: [UInt8]) -> Int32 {
        bytes.withUnsafeBufferPointer {
            i2c_smbus_write_i2c_block_data(fileDescriptor, register, UInt8(clamping: bytes.count), $0.baseAddress)
        }
    }

    public func readCombined(_ fileDescriptor: Int32, address: UInt8, register: UInt8, count: Int) -> (status: Int32, bytes: [UInt8]) {
        var buffer = [UInt8](repeating: 0, count: max(count, 1))
        let status = buffer.withUnsafeMutableBufferPointer {
            ci2c_read_combined(fileDescriptor, UInt16(address), register, $0.baseAddress, UInt16(clamping: count))
        }
        return (status >= 0 ? status : -ci2c_errno(), status >= 0 ? buffer : [])
    }

    public func readLink(path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = Glibc.readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    public func sleep(seconds: Double) {
        HostSleep.sleep(seconds: seconds)
    }
}
