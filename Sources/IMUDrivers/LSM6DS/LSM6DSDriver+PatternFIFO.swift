import I2C
import IMUSamples

// The untagged pattern FIFO of the LSM6DS3/DSL layouts. FIFO_STATUS1/2 hold the unread
// 16-bit words (and EMPTY 0x3B bit 4, OVER_RUN bit 6); FIFO_STATUS3/4 the position in the
// pattern of the next word, which must be 0 to start on a gyroscope set. A pattern is
// gyro (6 bytes), accel (6) and, with timestamps, the timestamp set (6): bytes 0, 1, 3 hold
// counter bits 15:8, 23:16, 7:0.

extension LSM6DSDriver {
    func readPatternFIFO() throws(IMUError) -> FIFOReadout {
        let status = try readBlock(LSM6DSRegisters.fifoStatus1, count: 4)
        let now = clock.nowSeconds
        let unread = Int((UInt16(status[1]) << 8 | UInt16(status[0])) & layout.fifoDifferenceMask)
        let empty = status[1] & 0x10 != 0
        let overrun = status[1] & 0x40 != 0
        let position = Int((UInt16(status[3]) << 8 | UInt16(status[2])) & 0x03FF)
        let patternWords = fifo.patternWords

        if overrun {
            return try overflow(buffered: unread / patternWords, now: now)
        }
        guard !empty, unread > 0 else {
            fifo.lastDrainHostSeconds = now
            return FIFOReadout()
        }
        var readout = FIFOReadout()
        var available = unread
        if position % patternWords != 0 {
            // Discard the rest of the partial pattern (16-bit words) to realign.
            let discard = min(patternWords - position % patternWords, available)
            _ = try readFIFOBytes(from: LSM6DSRegisters.patternFIFOData, byteCount: discard * 2)
            available -= discard
            readout.droppedSampleCount += 1
            readout.events.append(.misaligned)
            fifo.timeline.skip(count: 1)
        }
        let patterns = available / patternWords
        guard patterns > 0 else {
            fifo.lastDrainHostSeconds = now
            return readout
        }
        let patternBytes = patternWords * 2
        let bytes = try readFIFOBytes(from: LSM6DSRegisters.patternFIFOData, byteCount: patterns * patternBytes)
        var raws: [(RawSample, UInt32?)] = []
        raws.reserveCapacity(patterns)
        for pattern in 0..<patterns {
            let base = pattern * patternBytes
            let raw = RawSample(
                gyroscopeFirst: RegisterBytes.littleEndianTriple(bytes, at: base),
                accelerometer: RegisterBytes.littleEndianTriple(bytes, at: base + 6)
            )
            var count: UInt32?
            if patternWords == 9 {
                count = UInt32(bytes[base + 13]) << 16 | UInt32(bytes[base + 12]) << 8 | UInt32(bytes[base + 15])
            }
            raws.append((raw, count))
        }
        finish(raws, into: &readout, now: now)
        return readout
    }
}

extension RawSample {
    /// A sample without temperature, arguments in FIFO order.
    init(gyroscopeFirst gyroscope: SIMD3<Int16>, accelerometer: SIMD3<Int16>) {
        self.init(accelerometer: accelerometer, gyroscope: gyroscope, temperature: nil)
    }
}
