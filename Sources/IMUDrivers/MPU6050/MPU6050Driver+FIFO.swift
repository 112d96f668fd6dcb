import I2C
import IMUSamples

// FIFO streaming as the kernel's inv_mpu6050 does it, polled instead of interrupt-driven:
// each drain reads FIFO_COUNT, applies the overflow policy (reset when the count reaches
// size − 3 records, without relying on FIFO_OFLOW), checks record alignment, then reads
// whole 14-byte records from FIFO_R_W in bursts of at most 32 bytes (2 records). A count
// that is not a whole number of records on two drains in a row is a misaligned FIFO: flushed.

extension MPU6050Driver {
    public func startFIFO() throws(IMUError) {
        try write(MPU6050Registers.fifoEnable, 0x00)
        try write(MPU6050Registers.userControl, MPU6050Registers.userControlFIFOReset)
        try write(MPU6050Registers.fifoEnable, MPU6050Registers.fifoSourcesAccelerometerTemperatureGyroscope)
        try write(MPU6050Registers.userControl, MPU6050Registers.userControlFIFOEnable)
        let now = clock.nowSeconds
        timeline = SampleTimeline(periodSeconds: configuration.samplePeriodSeconds, startSeconds: now)
        lastDrainHostSeconds = now
    }

    public func stopFIFO() throws(IMUError) {
        try write(MPU6050Registers.userControl, 0x00)
        try write(MPU6050Registers.fifoEnable, 0x00)
    }

    public func sleep() throws(IMUError) {
        try write(MPU6050Registers.powerManagement1, MPU6050Registers.sleep)
    }

    /// Disables, resets and re-enables the FIFO (the kernel's flush).
    func resetFIFO() throws(IMUError) {
        try write(MPU6050Registers.userControl, 0x00)
        try write(MPU6050Registers.userControl, MPU6050Registers.userControlFIFOReset)
        try write(MPU6050Registers.userControl, MPU6050Registers.userControlFIFOEnable)
    }

    public func readFIFO() throws(IMUError) -> FIFOReadout {
        let countBytes = try readBlock(MPU6050Registers.fifoCountHigh, count: 2)
        let count = Int(UInt16(countBytes[0]) << 8 | UInt16(countBytes[1]))
        let now = clock.nowSeconds
        let recordBytes = Self.fifoRecordBytes
        let buffered = count / recordBytes

        if count >= chip.fifoSizeBytes - 3 * recordBytes {
            return try flush(buffered: buffered, event: .overflow, now: now)
        }
        if count % recordBytes != 0 {
            // A count between records can be a record being written; twice in a row means
            // the FIFO no longer starts on a record boundary.
            misalignedDrains += 1
            if misalignedDrains >= 2 {
                misalignedDrains = 0
                return try flush(buffered: buffered + 1, event: .misaligned, now: now)
            }
        } else {
            misalignedDrains = 0
        }

        var samples: [IMUSample] = []
        samples.reserveCapacity(buffered)
        var remaining = buffered
        var raws: [RawSample] = []
        raws.reserveCapacity(buffered)
        while remaining > 0 {
            let records = min(remaining, Self.recordsPerBurst)
            let bytes = try readBlock(MPU6050Registers.fifoReadWrite, count: records * recordBytes)
            for record in 0..<records {
                raws.append(Self.decodeRecord(bytes, at: record * recordBytes))
            }
            remaining -= records
        }
        let times = timeline.stamp(count: raws.count)
        for (raw, time) in zip(raws, times) {
            samples.append(raw.sample(timestampSeconds: time, configuration: configuration,
                                      temperatureCelsius: chip.temperature.celsius(raw:)))
        }
        timeline.learn(hostSeconds: now)
        lastDrainHostSeconds = now
        return FIFOReadout(samples: samples)
    }

    /// Resets the FIFO and reports the loss: the buffered records, or the samples the
    /// elapsed time says were produced since the last drain when that is more.
    private func flush(buffered: Int, event: FIFOReadout.Event, now: Double) throws(IMUError) -> FIFOReadout {
        try resetFIFO()
        let produced = Int(((now - lastDrainHostSeconds) * configuration.sampleRateHertz).rounded())
        let lost = max(buffered, produced, 1)
        timeline.skip(count: lost)
        timeline.restartLearning(hostSeconds: now)
        lastDrainHostSeconds = now
        return FIFOReadout(samples: [], droppedSampleCount: lost, events: [event])
    }
}
