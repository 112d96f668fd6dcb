import IMUDrivers

extension SimulatedMPU {
    public func fifoRecordAgeSummary() -> TimingSummary? {
        lock.lock()
        defer { lock.unlock() }
        return recordAges.summary()
    }

    /// INT rises with DATA_RDY when INT_ENABLE.DATA_RDY_EN is set: at every sample when
    /// pulsed; when latched (INT_PIN_CFG.LATCH_INT_EN), at the first sample after the pin
    /// was cleared (or the interrupt enabled), and not again until it is.
    public func nextInterruptEdge(afterHostSeconds hostSeconds: Double) -> Double? {
        lock.lock()
        defer { lock.unlock() }
        advance()
        guard registers[MPURegister.interruptEnable] & MPURegister.dataReady != 0, resetEndsAtHostSeconds == nil,
              !isAsleep, let next = nextSampleSensorSeconds else { return nil }
        var after = max(hostSeconds, interruptEnabledHostSeconds)
        if registers[MPURegister.interruptPinConfig] & 0x20 != 0 {
            // Enabling starts with the pin low; a read at the edge's instant clears it.
            let cleared = max(interruptClearedHostSeconds, interruptEnabledHostSeconds)
            guard cleared >= hostSeconds else { return nil }
            after = cleared
        }
        let period = configuration.samplePeriodSeconds
        guard period > 0 else { return nil }
        let sensorAfter = timebase.sensorSeconds(atHostSeconds: after)
        // The first sample strictly after `after` (an edge time handed back is its sample's).
        let steps = ((sensorAfter - next) / period + SensorTimebase.sameInstantTolerancePeriods).rounded(.up)
        let sensorEdge = next + steps * period
        return originHostSeconds + timebase.elapsedTrueSeconds(atSensorSeconds: sensorEdge)
    }
}
