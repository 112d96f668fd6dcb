import I2C

/// Opening a real I²C bus. The one place the command line touches the transport.
enum BusConnection {
    /// The buses present (`/dev/i2c-*`), in number order.
    static func presentBuses() -> [I2CBusDirectory.Bus] {
        I2CBusDirectory.system.buses()
    }

    /// Opens `path` (`/dev/i2c-N`) through i2c-dev and libi2c.
    static func open(path: String) throws(I2CError) -> any I2CAdapter {
        try I2CBus(path: path)
    }
}
