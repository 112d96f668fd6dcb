import Platform

/// Where a failed transfer happened: enough context to turn an errno into an `I2CError`
/// whose message says what to do.
public struct I2CErrorContext: Sendable, Equatable {
    /// The bus device node, for example `/dev/i2c-1`.
    public var busPath: String
    /// The 7-bit device address, when the operation talks to one device.
    public var address: UInt8?
    /// The operation in libi2c's or the kernel's words, for example
    /// `i2c_smbus_read_byte_data(0x75)`.
    public var operation: String
    /// The name of the kernel driver bound to `address` (read from sysfs), for EBUSY.
    public var kernelDriver: String?

    public init(busPath: String, address: UInt8? = nil, operation: String, kernelDriver: String? = nil) {
        self.busPath = busPath
        self.address = address
        self.operation = operation
        self.kernelDriver = kernelDriver
    }
}

extension I2CError {
    /// Maps an errno (positive, as in `errno`, or negative, as libi2c returns it) to the
    /// kernel's vocabulary of I²C faults (Documentation/i2c/fault-codes.rst).
    ///
    /// - ENXIO, EREMOTEIO, ENODEV on a transfer → `.noAcknowledge` (i2c-stub answers an
    ///   unconfigured address with ENODEV, the Raspberry Pi adapter with EREMOTEIO).
    /// - ETIMEDOUT → `.timeout`; EAGAIN → `.arbitrationLost`.
    /// - EBUSY → `.busyKernelDriver` (the address is claimed by a kernel driver).
    /// - ENOENT, ENOTDIR (and ENODEV when opening the node) → `.busNotFound`.
    /// - EACCES, EPERM → `.permissionDenied`.
    /// - EOPNOTSUPP → `.unsupported`.
    /// - anything else → `.system(operation:errno:)`.
    public init(errno rawErrno: Int32, context: I2CErrorContext) {
        let code = rawErrno < 0 ? -rawErrno : rawErrno
        let address = context.address ?? 0
        switch code {
        case ENXIO, EREMOTEIO:
            self = .noAcknowledge(address: address, errno: code)
        case ENODEV where context.address != nil:
            self = .noAcknowledge(address: address, errno: code)
        case ENODEV, ENOENT, ENOTDIR:
            self = .busNotFound(path: context.busPath)
        case ETIMEDOUT:
            self = .timeout(address: address)
        case EAGAIN:
            self = .arbitrationLost(address: address)
        case EBUSY:
            self = .busyKernelDriver(bus: context.busPath, address: address, driver: context.kernelDriver)
        case EACCES, EPERM:
            self = .permissionDenied(path: context.busPath)
        case EOPNOTSUPP:
            self = .unsupported(operation: context.operation)
        default:
            self = .system(operation: context.operation, errno: code)
        }
    }

    /// The errno this error stands for, when it came from one.
    public var errno: Int32? {
        switch self {
        case .noAcknowledge(_, let code): return code
        case .timeout: return ETIMEDOUT
        case .busyKernelDriver: return EBUSY
        case .busNotFound: return ENOENT
        case .permissionDenied: return EACCES
        case .unsupported: return EOPNOTSUPP
        case .arbitrationLost: return EAGAIN
        case .system(_, let code): return code
        case .invalidRequest: return EINVAL
        }
    }

    /// Whether trying the same transfer again may succeed: arbitration lost (EAGAIN),
    /// timeout (ETIMEDOUT), a no-acknowledge reported as EREMOTEIO, EIO, and EINTR.
    public var isTransient: Bool {
        switch self {
        case .arbitrationLost, .timeout: return true
        case .noAcknowledge(_, let code): return code == EREMOTEIO
        case .system(_, let code): return code == EIO || code == EINTR
        default: return false
        }
    }
}
