import Platform

/// One open Linux I²C bus, `/dev/i2c-N`, through the i2c-dev interface and libi2c.
///
/// It owns the file descriptor (closed by `close()` or when the bus goes away), asks the
/// adapter what it can do (`I2C_FUNCS`) to choose transfers, and hands out an
/// `I2CDevice` per address. Addresses are selected with `I2C_SLAVE`, never
/// `I2C_SLAVE_FORCE`: an address a kernel driver owns is reported (EBUSY), not taken.
/// Failures are typed `I2CError`s; EINTR and transient errors are retried per
/// `retryPolicy`. Use a bus from one thread at a time.
public final class I2CBus: I2CAdapter {
    /// The device node, for example `/dev/i2c-1`.
    public let path: String
    /// What the adapter can do (`I2C_FUNCS`).
    public let functionality: I2CFunctionality
    /// How failed transfers are retried. Default: `.standard`.
    public var retryPolicy: I2CRetryPolicy

    let system: any I2CSystemCalls
    var fileDescriptor: Int32
    /// The address `I2C_SLAVE` last selected successfully.
    var selectedAddress: UInt8?

    /// Opens a bus.
    ///
    /// - Parameters:
    ///   - path: the device node, for example `/dev/i2c-1`.
    ///   - retryPolicy: how failed transfers are retried. Default: `.standard`.
    ///   - system: the system-call seam. Default: the real kernel and libi2c.
    /// - Throws: `.busNotFound` (ENOENT, ENXIO, ENODEV, ENOTDIR), `.permissionDenied`
    ///   (EACCES, EPERM), or `.system` when the node is not an I²C bus (ENOTTY).
    public init(
        path: String,
        retryPolicy: I2CRetryPolicy = .standard,
        system: any I2CSystemCalls = LinuxI2CSystemCalls()
    ) throws(I2CError) {
        self.path = path
        self.retryPolicy = retryPolicy
        self.system = system
        var interruptions = 0
        var descriptor = system.open(path: path)
        while descriptor == -EINTR && interruptions < retryPolicy.maximumInterruptRetries {
            interruptions += 1
            descriptor = system.open(path: path)
        }
        if descriptor < 0 {
            let code = -descriptor
            let context = I2CErrorContext(busPath: path, operation: "open(\(path))")
            throw code == ENXIO ? .busNotFound(path: path) : I2CError(errno: code, context: context)
        }
        let query = system.functionality(descriptor)
        guard query.status >= 0 else {
            _ = system.close(descriptor)
            throw I2CError(errno: query.status, context: I2CErrorContext(busPath: path, operation: "ioctl(\(path), I2C_FUNCS)"))
        }
        self.fileDescriptor = descriptor
        self.functionality = I2CFunctionality(rawValue: query.functionality)
    }

    /// Opens `/dev/i2c-<number>`.
    public convenience init(
        number: Int,
        retryPolicy: I2CRetryPolicy = .standard,
        system: any I2CSystemCalls = LinuxI2CSystemCalls()
    ) throws(I2CError) {
        try self.init(path: "/dev/i2c-\(number)", retryPolicy: retryPolicy, system: system)
    }

    deinit { close() }

    /// Closes the file descriptor. Later transfers fail with EBADF. Safe to call twice.
    public func close() {
        guard fileDescriptor >= 0 else { return }
        _ = system.close(fileDescriptor)
        fileDescriptor = -1
        selectedAddress = nil
    }

    /// The device at a 7-bit address, selected at once so that an address owned by a
    /// kernel driver is reported here (`.busyKernelDriver`, naming the driver).
    public func device(at address: UInt8) throws(I2CError) -> any RegisterBus {
        try i2cDevice(at: address)
    }

    /// The device at a 7-bit address, as an `I2CDevice` (with word transfers).
    public func i2cDevice(at address: UInt8) throws(I2CError) -> I2CDevice {
        try select(address)
        return I2CDevice(bus: self, address: address)
    }

    /// The name of the kernel driver bound to `address` on this bus, from
    /// `/sys/bus/i2c/devices/N-00AA/driver`; nil when none is or it cannot be read.
    public func kernelDriver(at address: UInt8) -> String? {
        guard let number = busNumber(path) else { return nil }
        let link = "/sys/bus/i2c/devices/\(number)-\(hex4(address))/driver"
        guard let target = system.readLink(path: link) else { return nil }
        return target.split(separator: "/").last.map(String.init)
    }
}
