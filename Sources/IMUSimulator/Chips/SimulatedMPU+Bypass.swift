extension SimulatedMPU {
    /// Whether the auxiliary I²C bus is bridged to the host bus (INT_PIN_CFG.I2C_BYPASS_EN
    /// set and USER_CTRL.I2C_MST_EN clear), so the MPU-9250's AK8963 answers at 0x0C.
    public var auxiliaryBusBypassed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return registers[MPURegister.interruptPinConfig] & 0x02 != 0 && registers[MPURegister.userControl] & 0x20 == 0
    }
}
