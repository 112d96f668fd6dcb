import Foundation

/// The noise figures read off one Allan curve (IEEE Std 952):
/// - the **random walk** N (unit·√s): the line of slope −½ through the curve where it
///   falls that way (white noise), read at τ = 1 s. N in °/s·√s is the angle random walk in
///   °/√s (× 60 for °/√h); for an accelerometer, the velocity random walk.
/// - the **bias instability**: the curve's flat minimum divided by 0.664 (√(2 ln 2/π), the
///   Allan deviation of a flicker floor over its bias instability).
///
/// Only averaging times up to a tenth of the recording count (`longestTauFraction`): beyond
/// that too few independent stretches remain to trust a minimum.
public struct AllanNoiseFit: Sendable, Equatable {
    /// The flat minimum over the bias instability, √(2 ln 2 / π) ≈ 0.664.
    public static let flatMinimumFactor = (2 * log(2.0) / Double.pi).squareRoot()
    /// How far (in slope) a point may be from −½ to count as white noise. Default 0.1.
    public static let slopeTolerance = 0.1
    /// The longest τ used, as a fraction of the recording. Default 0.1.
    public static let longestTauFraction = 0.1

    /// The random walk N, unit·√s (the −½ line's value at τ = 1 s); nil when the curve
    /// never falls at slope −½ before its minimum.
    public let randomWalk: Double?
    /// The averaging times the −½ line was fitted over, seconds (nil when none).
    public let randomWalkTausSeconds: ClosedRange<Double>?
    /// The lowest Allan deviation, unit.
    public let minimumDeviation: Double
    /// Where it lies, seconds.
    public let minimumTauSeconds: Double
    /// True when the minimum is the longest τ used: the curve still falls there, so the
    /// bias instability is an upper bound (a longer recording would go lower).
    public let minimumIsAtLongestTau: Bool

    /// The bias instability, unit: the flat minimum / 0.664.
    public var biasInstability: Double { minimumDeviation / Self.flatMinimumFactor }

    /// Reads the figures off `curve` of a recording lasting `durationSeconds`; nil when the
    /// curve has no point within a tenth of the recording.
    public init?(curve: AllanCurve, durationSeconds: Double) {
        let limit = durationSeconds * Self.longestTauFraction
        let usable = curve.tausSeconds.indices.filter { curve.tausSeconds[$0] <= limit && curve.deviations[$0] > 0 }
        guard let last = usable.last else { return nil }
        let taus = usable.map { curve.tausSeconds[$0] }
        let deviations = usable.map { curve.deviations[$0] }
        var lowest = 0
        for index in deviations.indices where deviations[index] < deviations[lowest] { lowest = index }
        minimumDeviation = deviations[lowest]
        minimumTauSeconds = taus[lowest]
        minimumIsAtLongestTau = usable[lowest] == last && usable.count > 1
        // White noise: points a decade or more before the minimum whose local slope is −½.
        let white = taus.indices.filter { index in
            taus[index] <= taus[lowest] / 10
                && abs(Self.slope(at: index, taus: taus, deviations: deviations) + 0.5) <= Self.slopeTolerance
        }
        if let first = white.first, let lastWhite = white.last {
            // log σ = log N − ½ log τ: N is the mean of log σ + ½ log τ.
            let logLevel = white.map { log(deviations[$0]) + 0.5 * log(taus[$0]) }.reduce(0, +) / Double(white.count)
            randomWalk = exp(logLevel)
            randomWalkTausSeconds = taus[first]...taus[lastWhite]
        } else {
            randomWalk = nil
            randomWalkTausSeconds = nil
        }
    }

    /// The local log-log slope at `index` (central difference; one-sided at the ends).
    static func slope(at index: Int, taus: [Double], deviations: [Double]) -> Double {
        let before = max(0, index - 1)
        let after = min(taus.count - 1, index + 1)
        guard after > before else { return 0 }
        return log(deviations[after] / deviations[before]) / log(taus[after] / taus[before])
    }
}
