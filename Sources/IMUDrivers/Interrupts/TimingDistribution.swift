/// The most recent values of a duration (edge-to-read latency, sample age), seconds, kept
/// in a ring of fixed size so percentiles describe the present, not the whole run.
struct TimingDistribution: Sendable {
    /// Values kept. Default: 4096.
    let capacity: Int
    private var values: [Double] = []
    private var nextSlot = 0

    init(capacity: Int = 4096) {
        self.capacity = max(1, capacity)
        values.reserveCapacity(self.capacity)
    }

    /// Adds one value, seconds (non-finite values are ignored).
    mutating func add(_ seconds: Double) {
        guard seconds.isFinite else { return }
        if values.count < capacity {
            values.append(seconds)
        } else {
            values[nextSlot] = seconds
            nextSlot = (nextSlot + 1) % capacity
        }
    }

    /// The median and 99th percentile of the values kept (nearest rank), seconds; nil when empty.
    func summary() -> TimingSummary? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        func rank(_ fraction: Double) -> Double {
            sorted[min(sorted.count - 1, max(0, Int((fraction * Double(sorted.count)).rounded(.up)) - 1))]
        }
        return TimingSummary(medianSeconds: rank(0.5), percentile99Seconds: rank(0.99), maximumSeconds: sorted[sorted.count - 1])
    }
}

/// A duration's median, 99th percentile and maximum over recent values, seconds.
public struct TimingSummary: Sendable, Equatable {
    /// The median, seconds.
    public var medianSeconds: Double
    /// The 99th percentile, seconds.
    public var percentile99Seconds: Double
    /// The largest value, seconds.
    public var maximumSeconds: Double

    /// Creates a summary.
    public init(medianSeconds: Double, percentile99Seconds: Double, maximumSeconds: Double) {
        self.medianSeconds = medianSeconds
        self.percentile99Seconds = percentile99Seconds
        self.maximumSeconds = maximumSeconds
    }
}
