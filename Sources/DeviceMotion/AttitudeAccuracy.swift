/// How wrong the attitude may be right now: 95 % bounds of its inclination and heading
/// errors, degrees, propagated from the filter's state (`AttitudeUncertainty`).
///
/// In the north frames the heading bound is for the heading against north; in the
/// arbitrary frames (6D) it is for the heading's change since the start or the last
/// `resetReferenceAttitude`. Each filter's constants are calibrated on the BROAD trials
/// (`AttitudeFilter.uncertaintySettings`; `Benchmarks/README.md`, "Attitude uncertainty"):
/// 95–98 % of the errors lie within the bounds there.
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

    /// The attitude error's covariance as ROS's `sensor_msgs/Imu` `orientation_covariance`
    /// takes it: 3 × 3, row-major, rad², about the reference frame's fixed x, y and z axes,
    /// from these bounds read as those of a normal error. The inclination error spreads
    /// evenly about the two horizontal axes, so its bound is the 95 % radius of a
    /// two-dimensional normal error: σ = bound / √(2 ln 20) = bound / 2.448 about x and
    /// about y. The heading bound is a one-dimensional 95 % bound: σ = bound / 1.960 about z.
    /// The terms off the diagonal are 0.
    public var orientationCovarianceRadiansSquared: [Double] {
        let radiansPerDegree = Double.pi / 180
        let horizontal = inclinationErrorBoundDegrees * radiansPerDegree / Self.twoDimensionalNinetyFivePercentRadius
        let vertical = headingErrorBoundDegrees * radiansPerDegree / Self.oneDimensionalNinetyFivePercentBound
        return [horizontal * horizontal, 0, 0, 0, horizontal * horizontal, 0, 0, 0, vertical * vertical]
    }

    /// The 95 % radius of a two-dimensional normal error of σ 1 in each axis: √(2 ln 20).
    static let twoDimensionalNinetyFivePercentRadius = 2.4477468306808166
    /// The two-sided 95 % bound of a one-dimensional normal error of σ 1.
    static let oneDimensionalNinetyFivePercentBound = 1.959963984540054
}
