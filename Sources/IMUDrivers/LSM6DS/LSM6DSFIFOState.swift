import IMUSamples

/// What the LSM6DS driver remembers between FIFO drains.
struct LSM6DSFIFOState: Sendable {
    /// Whether timestamps come from the chip's timer.
    var usesHardwareTimestamps = false
    /// 16-bit words per pattern (pattern FIFO): 6 without, 9 with the timestamp set.
    var patternWords = 6
    /// Timestamps for samples without a usable hardware time.
    var timeline = SampleTimeline(periodSeconds: 0.01, startSeconds: 0)
    /// Host time of the last drain, seconds.
    var lastDrainHostSeconds = 0.0
    /// The extended hardware counter.
    var counter = HardwareCounter(bits: 24)
    /// Host time the first hardware count maps to, seconds.
    var originSeconds = 0.0
    /// The first extended count seen, or nil before the first sample.
    var firstCount: UInt64?
    /// The previous sample's hardware time, seconds.
    var previousHardwareSeconds: Double?
    /// Losses to report with the next samples (an overflow whose size timestamps will
    /// tell): at least this many.
    var pendingLoss = 0
    /// The tagged-FIFO time slot being assembled.
    var slot = TaggedSlot()
    /// The latest hardware count from a timestamp word (tagged FIFO).
    var latestTimestampCount: UInt32?
}

/// One time slot of the tagged FIFO: the gyroscope and accelerometer words sharing a
/// TAG_CNT.
struct TaggedSlot: Sendable {
    var tagCount: UInt8?
    var gyroscope: SIMD3<Int16>?
    var accelerometer: SIMD3<Int16>?
}

/// Extends a wrapping hardware counter (24 or 32 bits) to 64 bits.
struct HardwareCounter: Sendable, Equatable {
    /// The counter's width, bits.
    let bits: Int
    private var last: UInt64?
    private var wraps: UInt64 = 0

    init(bits: Int) { self.bits = bits }

    /// The extended value for a raw reading; a reading below the previous one counts as a
    /// wrap.
    mutating func extend(_ raw: UInt32) -> UInt64 {
        let value = UInt64(raw) & ((1 << UInt64(bits)) - 1)
        if let last, value < last { wraps += 1 }
        last = value
        return wraps << UInt64(bits) | value
    }
}
