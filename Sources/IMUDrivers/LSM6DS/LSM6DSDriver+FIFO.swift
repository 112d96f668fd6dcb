import I2C
import IMUSamples

// FIFO streaming for both FIFO kinds, polled. The pattern FIFO (LSM6DS3/DSL) batches
// gyro, accel and the timestamp data set in a fixed order with no tags; reads are whole
// 6-byte data sets, at most 30 bytes. The tagged FIFO (DSO/DSR) batches 7-byte tagged words,
// read at most 4 (28 bytes) at a time. Overrun resets the FIFO (bypass, then continuous);
// the loss is counted from the hardware timestamps when they work, estimated otherwise.

extension LSM6DSDriver {
    public func startFIFO() throws(IMUError) {
        let timestamps = settings.usesHardwareTimestamps
        switch layout.fifoKind {
        case .pattern:
            try write(LSM6DSRegisters.patternFIFOControl5, 0x00)
            try write(LSM6DSRegisters.patternFIFOControl2, timestamps ? 0x80 : 0x00)
            try write(LSM6DSRegisters.patternFIFOControl3, 0x09)  // gyro and accel, no decimation
            try write(LSM6DSRegisters.patternFIFOControl4, timestamps ? 0x08 : 0x00)  // timestamp as data set 4
            try write(LSM6DSRegisters.patternFIFOControl5, rateCode << 3 | LSM6DSRegisters.fifoModeContinuous)
        case .tagged:
            try write(LSM6DSRegisters.taggedFIFOControl4, 0x00)
            try write(LSM6DSRegisters.taggedFIFOControl3, rateCode << 4 | rateCode)
            try write(LSM6DSRegisters.taggedFIFOControl4, (timestamps ? 0x40 : 0x00) | LSM6DSRegisters.fifoModeContinuous)
        }
        let now = clock.nowSeconds
        fifo = LSM6DSFIFOState()
        fifo.usesHardwareTimestamps = timestamps
        fifo.patternWords = timestamps ? 9 : 6
        fifo.timeline = SampleTimeline(periodSeconds: configuration.samplePeriodSeconds, startSeconds: now)
        fifo.lastDrainHostSeconds = now
        fifo.originSeconds = now
        fifo.counter = HardwareCounter(bits: layout.timestamp.counterBits)
    }

    public func stopFIFO() throws(IMUError) {
        try write(layout.fifoKind == .pattern ? LSM6DSRegisters.patternFIFOControl5 : LSM6DSRegisters.taggedFIFOControl4, 0x00)
    }

    /// Output data rates 0 (bits 7:4 of CTRL1_XL and CTRL2_G): both sensors power down,
    /// keeping their full-scale settings.
    public func sleep() throws(IMUError) {
        for register in [LSM6DSRegisters.accelerometerControl, LSM6DSRegisters.gyroscopeControl] {
            try write(register, try readByte(register) & 0x0F)
        }
    }

    /// Bypass, then continuous mode again: empties the FIFO.
    func resetFIFO() throws(IMUError) {
        switch layout.fifoKind {
        case .pattern:
            try write(LSM6DSRegisters.patternFIFOControl5, 0x00)
            try write(LSM6DSRegisters.patternFIFOControl5, rateCode << 3 | LSM6DSRegisters.fifoModeContinuous)
        case .tagged:
            let timestamps: UInt8 = settings.usesHardwareTimestamps ? 0x40 : 0x00
            try write(LSM6DSRegisters.taggedFIFOControl4, 0x00)
            try write(LSM6DSRegisters.taggedFIFOControl4, timestamps | LSM6DSRegisters.fifoModeContinuous)
        }
        fifo.slot = TaggedSlot()
    }

    public func readFIFO() throws(IMUError) -> FIFOReadout {
        switch layout.fifoKind {
        case .pattern: try readPatternFIFO()
        case .tagged: try readTaggedFIFO()
        }
    }

    /// Handles an overrun: resets the FIFO and reports it. With working hardware
    /// timestamps the next sample's gap gives the exact loss; otherwise it is estimated
    /// from the time since the last drain.
    func overflow(buffered: Int, now: Double) throws(IMUError) -> FIFOReadout {
        try resetFIFO()
        var readout = FIFOReadout(events: [.overflow])
        if fifo.usesHardwareTimestamps && fifo.previousHardwareSeconds != nil {
            fifo.pendingLoss = max(fifo.pendingLoss, 1)
        } else {
            let produced = Int(((now - fifo.lastDrainHostSeconds) * configuration.sampleRateHertz).rounded())
            let lost = max(buffered, produced, 1)
            fifo.timeline.skip(count: lost)
            fifo.timeline.restartLearning(hostSeconds: now)
            readout.droppedSampleCount = lost
        }
        fifo.lastDrainHostSeconds = now
        return readout
    }

    /// Reads `byteCount` bytes from a FIFO output register in bursts of whole words.
    func readFIFOBytes(from register: UInt8, byteCount: Int) throws(IMUError) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(byteCount)
        var remaining = byteCount
        while remaining > 0 {
            let chunk = min(remaining, layout.fifoBurstBytes)
            bytes += try readBlock(register, count: chunk)
            remaining -= chunk
        }
        return bytes
    }

    /// Converts raw samples with hardware counts (or nil) into SI samples, stamping them
    /// and counting gaps.
    func finish(_ raws: [(RawSample, UInt32?)], into readout: inout FIFOReadout, now: Double) {
        let period = configuration.samplePeriodSeconds
        for (raw, count) in raws {
            var time: Double
            if fifo.usesHardwareTimestamps, let count {
                let extended = fifo.counter.extend(count)
                let first = fifo.firstCount ?? extended
                fifo.firstCount = first
                time = fifo.originSeconds + Double(extended - first) * timestampSecondsPerCount
                if let previous = fifo.previousHardwareSeconds {
                    if time <= previous {
                        // The timer does not advance: fall back to sample counting.
                        fifo.usesHardwareTimestamps = false
                        fifo.timeline = SampleTimeline(periodSeconds: period, startSeconds: previous + period)
                        time = fifo.timeline.stamp(count: 1)[0]
                    } else {
                        let gap = Int(((time - previous) / period).rounded()) - 1
                        let lost = max(gap, fifo.pendingLoss)
                        if lost > 0 {
                            readout.droppedSampleCount += lost
                            if gap > 0 { readout.events.append(.timestampGap) }
                        }
                        fifo.pendingLoss = 0
                    }
                }
            } else {
                time = fifo.timeline.stamp(count: 1)[0]
            }
            fifo.previousHardwareSeconds = time
            readout.samples.append(raw.sample(timestampSeconds: time, configuration: configuration,
                                              temperatureCelsius: temperatureCelsius(raw:)))
        }
        if !fifo.usesHardwareTimestamps { fifo.timeline.learn(hostSeconds: now) }
        fifo.lastDrainHostSeconds = now
    }
}
