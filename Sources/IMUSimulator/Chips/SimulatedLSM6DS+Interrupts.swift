import IMUDrivers

extension SimulatedLSM6DS {
    /// Not kept for the LSM6DS family.
    public func fifoRecordAgeSummary() -> TimingSummary? { nil }

    /// INT1 rises with the FIFO threshold when INT1_CTRL bit 3 is set: at the gyroscope
    /// sample that brings the FIFO to the threshold after the last drain (modelled as the
    /// last block read), and not again until the next drain.
    public func nextInterruptEdge(afterHostSeconds hostSeconds: Double) -> Double? {
        lock.lock()
        defer { lock.unlock() }
        advance()
        // Enabling starts with the pin low; a drain at the edge's instant takes it low again.
        let lowered = max(thresholdLoweredHostSeconds, interruptEnabledHostSeconds)
        guard registers[0x0D] & 0x08 != 0, let period = configuration.gyroscopePeriodSeconds, period > 0,
              lowered >= hostSeconds else { return nil }
        let tagged = descriptor.fifoKind == .tagged
        let low = Int(registers[tagged ? 0x07 : 0x06])
        let high = Int(registers[tagged ? 0x08 : 0x07] & (tagged ? 0x01 : 0x0F))
        let words = high << 8 | low
        let timestamps = tagged ? registers[0x0A] & 0xC0 != 0 : registers[0x07] & 0x80 != 0
        let wordsPerSample = tagged ? (timestamps ? 3 : 2) : (timestamps ? 9 : 6)
        let samplesPerEdge = max(1, words / wordsPerSample)
        let sensorAfter = timebase.sensorSeconds(atHostSeconds: lowered)
        let firstIndex = (sensorAfter / period + SensorTimebase.sameInstantTolerancePeriods).rounded(.down) + 1
        let sensorEdge = (firstIndex + Double(samplesPerEdge - 1)) * period
        return originHostSeconds + timebase.elapsedTrueSeconds(atSensorSeconds: sensorEdge)
    }
}
