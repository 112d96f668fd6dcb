// The data-ready interrupt on INT, as the kernel's inv_mpu6050 sets it for a rising edge
// (active high; pulsed, or latched until any read), the bypass bit kept.

extension MPU6050Driver {
    @discardableResult
    public func enableInterrupt(_ settings: InterruptSettings) throws(IMUError) -> AppliedInterrupt {
        let layout = InterruptRegisterLayout.mpu6050Family
        var pin = try readByte(MPU6050Registers.interruptPinConfiguration) & MPU6050Registers.interruptPinBypassEnable
        if settings.signal == .latched, let latch = layout.latch, let clear = layout.clearOnAnyRead {
            pin |= latch.mask | clear.mask
        }
        try write(MPU6050Registers.interruptPinConfiguration, pin)
        try write(layout.enable.address, layout.enable.mask)
        return AppliedInterrupt(samplesPerInterrupt: 1, edgesCountSamples: settings.signal == .pulsed)
    }

    public func disableInterrupt() throws(IMUError) {
        try write(InterruptRegisterLayout.mpu6050Family.enable.address, 0x00)
    }
}
