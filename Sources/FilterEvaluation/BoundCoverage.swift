import MotionMath

/// How often an attitude's errors were within its 95 % bounds (``AttitudeUncertainty``'s,
/// as `DeviceMotion.attitudeAccuracy` and `replay --uncertainty` give them) against a
/// reference: over the samples from ``BoundCoverageCounter/settleSeconds`` (5 s) after the
/// first one that have a reference. The errors are BROAD's (``OrientationError``); in 6D
/// the heading error is its change since the first sample with a reference (the arbitrary
/// frame's zero is the start). A calibrated bound has 90–99 % of its samples inside
/// (`inertia evaluate --uncertainty`).
public struct BoundCoverage: Sendable, Hashable, Codable {
    /// The samples counted.
    public var sampleCount: Int
    /// The share of them whose inclination error was within the inclination bound, 0…1.
    public var inclinationWithinBoundShare: Double
    /// The share of them whose heading error was within the heading bound, 0…1.
    public var headingWithinBoundShare: Double
    /// The mean inclination bound over them, degrees.
    public var meanInclinationBoundDegrees: Double
    /// The mean heading bound over them, degrees.
    public var meanHeadingBoundDegrees: Double

    public init(
        sampleCount: Int, inclinationWithinBoundShare: Double, headingWithinBoundShare: Double,
        meanInclinationBoundDegrees: Double, meanHeadingBoundDegrees: Double
    ) {
        self.sampleCount = sampleCount
        self.inclinationWithinBoundShare = inclinationWithinBoundShare
        self.headingWithinBoundShare = headingWithinBoundShare
        self.meanInclinationBoundDegrees = meanInclinationBoundDegrees
        self.meanHeadingBoundDegrees = meanHeadingBoundDegrees
    }

    /// Several recordings' coverage as one: the shares and mean bounds over all their
    /// samples (nil for none).
    public static func pooled(_ coverages: [BoundCoverage]) -> BoundCoverage? {
        let total = coverages.reduce(0) { $0 + $1.sampleCount }
        guard total > 0 else { return nil }
        func weighted(_ value: KeyPath<BoundCoverage, Double>) -> Double {
            coverages.reduce(0) { $0 + $1[keyPath: value] * Double($1.sampleCount) } / Double(total)
        }
        return BoundCoverage(
            sampleCount: total, inclinationWithinBoundShare: weighted(\.inclinationWithinBoundShare),
            headingWithinBoundShare: weighted(\.headingWithinBoundShare),
            meanInclinationBoundDegrees: weighted(\.meanInclinationBoundDegrees),
            meanHeadingBoundDegrees: weighted(\.meanHeadingBoundDegrees))
    }
}

/// Counts ``BoundCoverage`` sample by sample.
public struct BoundCoverageCounter: Sendable {
    /// Samples earlier than this after the first are not counted (the filter's start), s.
    public static let settleSeconds = 5.0

    /// Whether the heading is referenced to north (9D) or counted as its change since the
    /// first sample with a reference (6D).
    public let usesMagnetometer: Bool
    private var startSeconds: Double?
    private var firstHeadingRadians: Double?
    private var counted = 0
    private var inclinationInside = 0
    private var headingInside = 0
    private var inclinationBoundSum = 0.0
    private var headingBoundSum = 0.0

    public init(usesMagnetometer: Bool) {
        self.usesMagnetometer = usesMagnetometer
    }

    /// Takes one sample: its time (s), the attitude estimate and its bounds (degrees), and
    /// the reference attitude (nil where there is none: not counted).
    public mutating func add(
        timeSeconds: Double, estimate: Quaternion, reference: Quaternion?,
        inclinationBoundDegrees: Double, headingBoundDegrees: Double
    ) {
        if startSeconds == nil, timeSeconds.isFinite { startSeconds = timeSeconds }
        guard let reference, let startSeconds else { return }
        let error = estimate.normalized * reference.normalized.conjugate
        var heading = OrientationError.signedHeadingRadians(error: error)
        if firstHeadingRadians == nil { firstHeadingRadians = heading }
        guard timeSeconds - startSeconds >= Self.settleSeconds else { return }
        if !usesMagnetometer, let firstHeadingRadians {
            heading = (heading - firstHeadingRadians).remainder(dividingBy: 2 * .pi)
        }
        let degreesPerRadian = 180 / Double.pi
        counted += 1
        if OrientationError(error: error).inclinationRadians * degreesPerRadian <= inclinationBoundDegrees { inclinationInside += 1 }
        if abs(heading) * degreesPerRadian <= headingBoundDegrees { headingInside += 1 }
        inclinationBoundSum += inclinationBoundDegrees
        headingBoundSum += headingBoundDegrees
    }

    /// The coverage so far; nil before a sample is counted.
    public var coverage: BoundCoverage? {
        guard counted > 0 else { return nil }
        let total = Double(counted)
        return BoundCoverage(
            sampleCount: counted, inclinationWithinBoundShare: Double(inclinationInside) / total,
            headingWithinBoundShare: Double(headingInside) / total,
            meanInclinationBoundDegrees: inclinationBoundSum / total, meanHeadingBoundDegrees: headingBoundSum / total)
    }
}
