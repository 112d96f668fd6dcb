#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import I2C

/// Opening a real I²C bus. The one place the command line touches the transport.
enum BusConnection {
    /// The buses present (`/dev/i2c-*`), in number order.
    static func presentBuses() -> [I2CBusDirectory.Bus] {
        I2CBusDirectory.system.buses()
    }

    /// Opens `path`.
    static func open(path: String) throws(I2CError) -> any I2CAdapter {
        guard access(path, F_OK) == 0 else { throw .busNotFound(path: path) }
        throw .unsupported(operation: "opening \(path) (this build has no /dev/i2c transport)")
    }
}
