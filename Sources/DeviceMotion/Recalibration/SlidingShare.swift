/// The share of readings that met a condition over the last `windowSeconds`, kept in
/// one-second buckets so memory stays constant at any rate, with the mean of a value over
/// all the readings and over those that met it.
struct SlidingShare: Sendable {
    private struct Bucket: Sendable {
        var second: Int = .min
        var total = 0
        var met = 0
        var sumOfValues = 0.0
        var sumOfMetValues = 0.0
    }

    /// The window, whole seconds (1 to `longestWindowSeconds`).
    let windowSeconds: Int
    private var buckets: [Bucket]
    private var firstSecond: Int?

    /// The longest window, seconds: a day (one bucket per second is kept).
    static let longestWindowSeconds = 86_400

    /// A window of `windowSeconds` rounded, clamped to 1…`longestWindowSeconds` (NaN: 1).
    init(windowSeconds: Double) {
        let rounded = windowSeconds.isNaN ? 1 : windowSeconds.rounded()
        self.windowSeconds = Int(min(max(1, rounded), Double(Self.longestWindowSeconds)))
        buckets = Array(repeating: Bucket(), count: self.windowSeconds)
    }

    /// Adds a reading at `timeSeconds`: whether it met the condition, and its value.
    mutating func add(timeSeconds: Double, met: Bool, value: Double = 0) {
        guard let second = Self.wholeSecond(of: timeSeconds) else { return }
        if firstSecond == nil { firstSecond = second }
        let index = ((second % windowSeconds) + windowSeconds) % windowSeconds
        if buckets[index].second != second { buckets[index] = Bucket(second: second) }
        buckets[index].total += 1
        buckets[index].sumOfValues += value
        if met {
            buckets[index].met += 1
            buckets[index].sumOfMetValues += value
        }
        latestSecond = second
    }

    private var latestSecond: Int = .min

    /// The whole second `timeSeconds` falls in; nil for a time that is not finite or lies
    /// beyond ±10¹⁵ s, which no clock gives and `Int` may not hold.
    static func wholeSecond(of timeSeconds: Double) -> Int? {
        guard timeSeconds.isFinite, abs(timeSeconds) < 1e15 else { return nil }
        return Int(timeSeconds.rounded(.down))
    }

    /// Whether readings have come in for the whole window.
    var isFull: Bool {
        guard let firstSecond else { return false }
        return latestSecond - firstSecond >= windowSeconds
    }

    private var current: [Bucket] {
        buckets.filter { $0.second > latestSecond - windowSeconds && $0.second <= latestSecond }
    }

    /// The share (0…1) of the window's readings that met the condition.
    var share: Double {
        let window = current
        let total = window.reduce(0) { $0 + $1.total }
        return total == 0 ? 0 : Double(window.reduce(0) { $0 + $1.met }) / Double(total)
    }

    /// The mean value of the window's readings (0 when none).
    var meanValue: Double {
        let window = current
        let total = window.reduce(0) { $0 + $1.total }
        return total == 0 ? 0 : window.reduce(0) { $0 + $1.sumOfValues } / Double(total)
    }

    /// The mean value of the window's readings that met the condition (0 when none).
    var meanMetValue: Double {
        let window = current
        let met = window.reduce(0) { $0 + $1.met }
        return met == 0 ? 0 : window.reduce(0) { $0 + $1.sumOfMetValues } / Double(met)
    }
}
