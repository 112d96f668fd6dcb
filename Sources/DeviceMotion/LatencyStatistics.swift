/// Latency from reading a sample off the sensor (the source returning it) to handing it to a
/// consumer, seconds.
public struct LatencyStatistics: Sendable, Hashable {
    /// Deliveries measured.
    public var count: Int = 0
    /// Sum of the latencies, seconds.
    public var totalSeconds: Double = 0
    /// The largest latency, seconds.
    public var maximumSeconds: Double = 0
    /// The latest latency, seconds.
    public var lastSeconds: Double = 0
    /// Recent latencies (up to `recentCapacity`), for percentiles.
    private var recent: [Double] = []
    private var recentIndex = 0
    private static let recentCapacity = 2048

    /// Creates empty statistics.
    public init() {}

    /// The mean latency, seconds (0 before any delivery).
    public var meanSeconds: Double { count == 0 ? 0 : totalSeconds / Double(count) }

    /// The latency below which `fraction` (0…1) of the recent deliveries fall, seconds.
    public func percentileSeconds(_ fraction: Double) -> Double {
        guard !recent.isEmpty else { return 0 }
        let sorted = recent.sorted()
        let index = Int((Double(sorted.count - 1) * min(1, max(0, fraction))).rounded())
        return sorted[index]
    }

    /// Adds one measurement.
    public mutating func record(_ seconds: Double) {
        count += 1
        totalSeconds += seconds
        maximumSeconds = max(maximumSeconds, seconds)
        lastSeconds = seconds
        if recent.count < Self.recentCapacity {
            recent.append(seconds)
        } else {
            recent[recentIndex] = seconds
            recentIndex = (recentIndex + 1) % Self.recentCapacity
        }
    }

    /// Both sets of measurements together.
    public func merged(with other: LatencyStatistics) -> LatencyStatistics {
        var result = self
        result.count += other.count
        result.totalSeconds += other.totalSeconds
        result.maximumSeconds = max(maximumSeconds, other.maximumSeconds)
        result.recent = Array((recent + other.recent).suffix(Self.recentCapacity))
        return result
    }
}
