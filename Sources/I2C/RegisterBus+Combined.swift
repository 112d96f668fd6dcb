extension RegisterBus {
    /// Reads `count` registers from `register` in one combined transfer (a register write
    /// and a repeated-start read with one STOP), not limited to 32 bytes.
    ///
    /// The default refuses, as an SMBus-only adapter such as `i2c-stub` does: drivers
    /// must not need it. The corresponding ioctl is `I2C_RDWR`.
    public func readCombined(register: UInt8, count: Int) throws(I2CError) -> [UInt8] {
        throw I2CError.unsupported(operation: "I2C_RDWR combined transfer")
    }
}
