// The FIFO-threshold interrupt on INT1 (the kernel's st_lsm6dsx routes the same bit): the
// threshold in the layout's words, INT1_CTRL's other bits kept. The signal follows the
// FIFO level, so an edge comes once a drain has taken the FIFO below the threshold and it
// fills up to it again.

extension LSM6DSDriver {
    @discardableResult
    public func enableInterrupt(_ settings: InterruptSettings) throws(IMUError) -> AppliedInterrupt {
        let registers = layout.interrupt
        guard let low = registers.thresholdLow, let high = registers.thresholdHigh else {
            throw .unsupportedSetting("\(identity.model.name) has no FIFO threshold interrupt")
        }
        let wordsPerSample = self.settings.usesHardwareTimestamps
            ? registers.thresholdWordsPerSampleWithTimestamps : registers.thresholdWordsPerSample
        let samples = min(settings.samplesPerInterrupt, max(1, registers.maximumThresholdWords / wordsPerSample))
        let words = samples * wordsPerSample
        try write(low.address, UInt8(words & 0xFF))
        try write(high.address, high.placing(UInt8(words >> 8), into: try readByte(high.address)))
        try write(registers.enable.address, try readByte(registers.enable.address) | registers.enable.mask)
        return AppliedInterrupt(samplesPerInterrupt: samples, edgesCountSamples: false)
    }

    public func disableInterrupt() throws(IMUError) {
        let enable = layout.interrupt.enable
        try write(enable.address, try readByte(enable.address) & ~enable.mask)
    }
}
