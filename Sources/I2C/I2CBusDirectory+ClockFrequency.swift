import Platform

extension I2CBusDirectory {
    /// The bus clock the device tree gives bus `number`, hertz: the adapter's
    /// `of_node/clock-frequency` (`/sys/class/i2c-adapter/i2c-N/of_node/clock-frequency`,
    /// on a Raspberry Pi set by `dtparam=i2c_arm_baudrate`). Nil when the device tree does
    /// not say (no device tree, or an adapter it does not describe).
    /// - Throws: `FileBytes.Failure` when the attribute exists but cannot be read.
    public func clockFrequencyHertz(busNumber number: Int) throws(FileBytes.Failure) -> Int? {
        let path = "\(adapterDirectory)/i2c-\(number)/of_node/clock-frequency"
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path: path, maximumBytes: 64)
        } catch let .system(code) where code == ENOENT || code == ENOTDIR {
            return nil
        }
        return Self.decodeClockFrequency(bytes)
    }

    /// A device-tree `clock-frequency` property: one 32-bit big-endian cell. Nil when the
    /// bytes are not exactly one cell.
    public static func decodeClockFrequency(_ bytes: [UInt8]) -> Int? {
        guard bytes.count == 4 else { return nil }
        return bytes.reduce(0) { ($0 << 8) | Int($1) }
    }
}
