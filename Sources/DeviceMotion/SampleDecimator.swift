/// Which samples a consumer with an update interval takes: the first, then each one at
/// least the interval (less a few per cent of jitter) of sensor time after the last taken.
struct SampleDecimator {
    /// Seconds between deliveries (0: every sample).
    let intervalSeconds: Double
    /// Sensor time of the last sample taken.
    private var lastTakenTimestampSeconds: Double?

    init(intervalSeconds: Double) {
        self.intervalSeconds = intervalSeconds
    }

    /// Whether a sample at `timestampSeconds` is due.
    func isDue(timestampSeconds: Double) -> Bool {
        guard let last = lastTakenTimestampSeconds, intervalSeconds > 0 else { return true }
        // Allow a few per cent of jitter so a 100 Hz consumer of a 100 Hz sensor takes every sample.
        return timestampSeconds - last >= intervalSeconds * 0.95
    }

    /// Records that the sample at `timestampSeconds` was taken.
    mutating func take(timestampSeconds: Double) {
        lastTakenTimestampSeconds = timestampSeconds
    }
}
