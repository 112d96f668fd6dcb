import MotionMath

/// The ``VQFSmoother``'s attitude at every sample with 95 % bounds of its inclination and
/// heading errors, from
/// ``VQFSmoother/smoothWithUncertainty(timestampsSeconds:gyroscope:accelerometer:magnetometer:)``.
///
/// Each pass of the smoother tracks ``AttitudeUncertainty`` as the online filter does (one
/// tracker through the three passes, like the filter's own state). The smoothed estimate
/// mixes the forward and backward passes, so its bound at a sample is built from the two
/// passes' bounds there, F and B, and their mean M = (F + B) / 2, which follows whichever
/// pass is worse off (the one that has been longer without rest or in a disturbed field),
/// as the smoothed estimate does:
/// - inclination: √(floor² + k²(M² − floor²)), the floor
///   ``AttitudeUncertainty/Settings/inclinationFloorDegrees`` and k = ``inclinationScale``
///   (0.6): what the bound adds for motion, shrunk, because the smoothed inclination has
///   none of the online filter's lag; the floor (calibration, the reference's own error)
///   stays;
/// - heading with a magnetometer: the same with
///   ``AttitudeUncertainty/Settings/headingFloorDegrees`` and k = ``headingScale`` (0.7),
///   then widened by the disagreement D between the two headings the smoother averages
///   (the passes' and the two-direction one): √(bound² + (``disagreementScale`` · D)²).
///   Where they part (a heading-rate error that τ_mag 30 s follows late, a field one of
///   them takes for the earth's), at least one of them is off by about D;
/// - heading without one (6D): F, the forward pass's bound of the heading's change since
///   the first sample (the smoothed 6D heading is that pass's).
///
/// The scales were fitted on the BROAD trials for 97 % of the samples from 5 s in within
/// each bound, and checked by two-fold cross-validation: fitted on trials 04, 10, 21, 26
/// and 32 and judged on the others, and the other way round (README "Offline smoothing",
/// "Uncertainty"). The disagreement term came later, from simulated recordings (a steady
/// heading-rate error, weak magnets): it was not fitted, and on BROAD it moves the 9D
/// heading's coverage from 97.2 % to 98.2 %.
public struct SmoothedAttitudes: Sendable, Hashable {
    /// The smoothed attitude at every sample (sensor → ENU).
    public var attitudes: [Quaternion]
    /// The 95 % bound of each sample's inclination error, degrees.
    public var inclinationErrorBoundsDegrees: [Double]
    /// The 95 % bound of each sample's heading error, degrees (in 6D: of the heading's
    /// change since the first sample).
    public var headingErrorBoundsDegrees: [Double]

    /// The attitudes and their bounds (one of each per sample).
    public init(attitudes: [Quaternion], inclinationErrorBoundsDegrees: [Double], headingErrorBoundsDegrees: [Double]) {
        self.attitudes = attitudes
        self.inclinationErrorBoundsDegrees = inclinationErrorBoundsDegrees
        self.headingErrorBoundsDegrees = headingErrorBoundsDegrees
    }

    /// k of the inclination bound: 0.6.
    public static let inclinationScale = 0.6
    /// k of the heading bound with a magnetometer: 0.7.
    public static let headingScale = 0.7

    /// The factor of the headings' disagreement in the 9D heading bound: 1 (the bound is
    /// at least the disagreement). 0.5, the disagreement's half, left `wave` in the
    /// simulated sweep at 45 % after 30 s (1: 90 %).
    public static let disagreementScale = 1.0

    /// `bound` widened by the two headings' disagreement (both degrees): √(bound² +
    /// (``disagreementScale`` · disagreement)²), at most 180°.
    static func widened(_ bound: Double, disagreementDegrees: Double) -> Double {
        let spread = disagreementScale * disagreementDegrees
        return min((bound * bound + spread * spread).squareRoot(), AttitudeUncertainty.largestBoundDegrees)
    }

    /// The smoother's bounds at a sample from the forward pass's tracker there and the
    /// backward pass's recorded bounds, degrees (180 when the tracker has no sample yet).
    static func bounds(
        forward: AttitudeUncertainty, backwardInclinationDegrees: Double, backwardHeadingDegrees: Double, magnetic: Bool
    ) -> (inclination: Double, heading: Double) {
        let largest = AttitudeUncertainty.largestBoundDegrees
        guard forward.hasSamples else { return (largest, largest) }
        let settings = forward.settings
        let inclination = scaledBeyondFloor(
            (forward.inclinationBoundDegrees + backwardInclinationDegrees) / 2,
            floor: settings.inclinationFloorDegrees, scale: inclinationScale)
        let heading = magnetic
            ? scaledBeyondFloor(
                (forward.headingBoundDegrees + backwardHeadingDegrees) / 2,
                floor: settings.headingFloorDegrees, scale: headingScale)
            : forward.headingBoundDegrees
        return (min(inclination, largest), min(heading, largest))
    }

    /// √(floor² + scale²(bound² − floor²)): the part of `bound` above `floor` (added in
    /// quadrature) times `scale`, degrees.
    static func scaledBeyondFloor(_ bound: Double, floor: Double, scale: Double) -> Double {
        (floor * floor + scale * scale * max(bound * bound - floor * floor, 0)).squareRoot()
    }
}
