import I2C
import IMUSamples

// The tagged FIFO of the LSM6DSO/DSR layouts. FIFO_STATUS1/2 hold the unread 7-byte words
// (10 bits) and FIFO_OVR_IA (0x3B bit 6). Each word is a tag byte (sensor 7:3, TAG_CNT 2:1,
// parity 0) and 6 little-endian data bytes. Gyroscope and accelerometer words with the same
// TAG_CNT form one sample; a timestamp word (32-bit count in its first 4 bytes) dates the
// samples after it.

extension LSM6DSDriver {
    func readTaggedFIFO() throws(IMUError) -> FIFOReadout {
        let status = try readBlock(LSM6DSRegisters.fifoStatus1, count: 2)
        let now = clock.nowSeconds
        let unread = Int((UInt16(status[1]) << 8 | UInt16(status[0])) & layout.fifoDifferenceMask)
        let overrun = status[1] & 0x40 != 0
        if overrun {
            return try overflow(buffered: unread / 3, now: now)
        }
        var readout = FIFOReadout()
        guard unread > 0 else {
            fifo.lastDrainHostSeconds = now
            return readout
        }
        let bytes = try readFIFOBytes(from: LSM6DSRegisters.taggedFIFOData, byteCount: unread * 7)
        var raws: [(RawSample, UInt32?)] = []
        for word in 0..<unread {
            let base = word * 7
            let tag = bytes[base] >> 3
            let tagCount = (bytes[base] >> 1) & 0x03
            switch tag {
            case LSM6DSRegisters.tagTimestamp:
                fifo.latestTimestampCount = UInt32(bytes[base + 1]) | UInt32(bytes[base + 2]) << 8
                    | UInt32(bytes[base + 3]) << 16 | UInt32(bytes[base + 4]) << 24
            case LSM6DSRegisters.tagGyroscope, LSM6DSRegisters.tagAccelerometer:
                if let current = fifo.slot.tagCount, current != tagCount {
                    // A new slot began before the previous one had both sensors.
                    readout.droppedSampleCount += 1
                    readout.events.append(.misaligned)
                    fifo.slot = TaggedSlot()
                }
                fifo.slot.tagCount = tagCount
                let values = RegisterBytes.littleEndianTriple(bytes, at: base + 1)
                if tag == LSM6DSRegisters.tagGyroscope {
                    fifo.slot.gyroscope = values
                } else {
                    fifo.slot.accelerometer = values
                }
                if let gyroscope = fifo.slot.gyroscope, let accelerometer = fifo.slot.accelerometer {
                    raws.append((RawSample(accelerometer: accelerometer, gyroscope: gyroscope), fifo.latestTimestampCount))
                    fifo.slot = TaggedSlot()
                }
            default:
                continue  // temperature, configuration change, sensor hub: not batched here
            }
        }
        finish(raws, into: &readout, now: now)
        return readout
    }
}
