/// Timestamps on the sensor's clock for chips without a hardware timer: each FIFO sample
/// is one period after the previous one, and lost samples advance the time by their
/// periods. The period is learned from long windows of the host clock (as the kernel's
/// inv_mpu6050 does), accepted only within ±4 % of the nominal period, so polling jitter
/// never reaches the timestamps.
struct SampleTimeline: Sendable, Equatable {
    /// The configured period, seconds.
    private(set) var nominalPeriodSeconds: Double
    /// The period in use, seconds.
    private(set) var periodSeconds: Double
    /// The time the next sample gets, seconds.
    private(set) var nextTimestampSeconds: Double
    /// Host time and sample count at the start of the learning window.
    private var windowStartHostSeconds: Double
    private var samplesInWindow = 0

    /// The shortest window the period is learned over, seconds.
    static let learningWindowSeconds = 2.0
    /// The accepted deviation of a learned period from the nominal one.
    static let periodTolerance = 0.04

    /// Starts a timeline whose first sample is at `startSeconds`.
    init(periodSeconds: Double, startSeconds: Double) {
        nominalPeriodSeconds = periodSeconds
        self.periodSeconds = periodSeconds
        nextTimestampSeconds = startSeconds
        windowStartHostSeconds = startSeconds
    }

    /// Timestamps for `count` new samples.
    mutating func stamp(count: Int) -> [Double] {
        var times: [Double] = []
        times.reserveCapacity(count)
        for _ in 0..<max(count, 0) {
            times.append(nextTimestampSeconds)
            nextTimestampSeconds += periodSeconds
        }
        samplesInWindow += max(count, 0)
        return times
    }

    /// Advances the time over `count` lost samples.
    mutating func skip(count: Int) {
        nextTimestampSeconds += Double(max(count, 0)) * periodSeconds
        samplesInWindow += max(count, 0)
    }

    /// Learns the period from the samples seen since the window began, once the window is
    /// long enough; `hostSeconds` is the driver clock's time of the drain that just ended.
    mutating func learn(hostSeconds: Double) {
        let elapsed = hostSeconds - windowStartHostSeconds
        guard elapsed >= Self.learningWindowSeconds, samplesInWindow > 0 else { return }
        let measured = elapsed / Double(samplesInWindow)
        if abs(measured - nominalPeriodSeconds) <= Self.periodTolerance * nominalPeriodSeconds {
            periodSeconds = 0.8 * periodSeconds + 0.2 * measured
        }
        windowStartHostSeconds = hostSeconds
        samplesInWindow = 0
    }

    /// Restarts the learning window (after a FIFO reset, whose loss is only estimated).
    mutating func restartLearning(hostSeconds: Double) {
        windowStartHostSeconds = hostSeconds
        samplesInWindow = 0
    }
}
