/// A failed I²C transfer, in the kernel's vocabulary
/// (Documentation/i2c/fault-codes.rst). Every case carries enough to print one clear
/// message that says what to do next.
public enum I2CError: Error, Equatable, Sendable {
    /// Nothing acknowledged the address (ENXIO, EREMOTEIO; ENODEV on a transfer).
    case noAcknowledge(address: UInt8, errno: Int32)
    /// The transfer timed out (ETIMEDOUT).
    case timeout(address: UInt8)
    /// A kernel driver owns the address (EBUSY); `driver` is its name when known.
    case busyKernelDriver(bus: String, address: UInt8, driver: String?)
    /// The bus device node does not exist (ENOENT, ENOTDIR; ENODEV when opening the node).
    case busNotFound(path: String)
    /// The user may not open the bus (EACCES, EPERM).
    case permissionDenied(path: String)
    /// The adapter cannot do this transfer (EOPNOTSUPP), for example I2C_RDWR on i2c-stub.
    case unsupported(operation: String)
    /// Arbitration lost (EAGAIN).
    case arbitrationLost(address: UInt8)
    /// Any other errno, with the operation that failed.
    case system(operation: String, errno: Int32)
    /// A request the bus refuses before any transfer (bad length, bad address).
    case invalidRequest(String)
}
