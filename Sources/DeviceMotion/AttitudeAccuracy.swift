/// How wrong the attitude may be right now: 95 % bounds of its inclination and heading
/// errors, degrees, propagated from the filter's state (`AttitudeUncertainty`).
///
/// In the north frames the heading bound is for the heading against north; in the
/// arbitrary frames (6D) it is for the heading's change since the start or the last
/// `resetReferenceAttitude`. Calibrated on the BROAD trials with the VQF-class filter
/// (`Benchmarks/README.md`, "Attitude uncertainty"); with the other filters the bounds are
/// indicative.
public struct AttitudeAccuracy: Sendable, Hashable {
    /// 95 % bound of the inclination (tilt) error, degrees. Default: 0.
    public var inclinationErrorBoundDegrees: Double
    /// 95 % bound of the heading error, degrees. Default: 0.
    public var headingErrorBoundDegrees: Double

    /// Creates the bounds; degrees.
    public init(inclinationErrorBoundDegrees: Double = 0, headingErrorBoundDegrees: Double = 0) {
        self.inclinationErrorBoundDegrees = inclinationErrorBoundDegrees
        self.headingErrorBoundDegrees = headingErrorBoundDegrees
    }
}
