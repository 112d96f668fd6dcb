/// Whether a magnetometer sweep pins down its fit, and why, in words a user can act on.
///
/// An ellipsoid fit needs readings toward both ends of every axis: they fix the centre
/// (the hard iron) and the three radii (the soft iron). Once every end has been reached
/// within `maximumAngleToAxisEndDegrees`, further directions refine the fit but add little.
/// A corrected field whose strength still varies means the field changed during the sweep
/// (metal or magnets nearby) or the readings were noisy.
public struct MagnetometerCoverageAssessment: Sendable, Equatable {
    /// The fewest directions (of 26) a sweep must cover. Default 18.
    public static let minimumDirections = 18
    /// How close, degrees, a reading must come to each end of each axis. Default 45°.
    public static let maximumAngleToAxisEndDegrees = 45.0
    /// The largest relative spread of the corrected field strength that is still a
    /// constant field. Default 0.02 (2 %).
    public static let maximumFieldStrengthSpread = 0.02

    /// Directions (of 26) the corrected readings cover.
    public let coveredDirections: Int
    /// For +x, −x, +y, −y, +z, −z: the smallest angle between a reading and it, degrees.
    public let closestAngleToAxisEndsDegrees: [Double]
    /// The corrected field strength's standard deviation / mean (0.01 = 1 %).
    public let fieldStrengthRelativeSpread: Double

    public init(coveredDirections: Int, closestAngleToAxisEndsDegrees: [Double], fieldStrengthRelativeSpread: Double) {
        self.coveredDirections = coveredDirections
        self.closestAngleToAxisEndsDegrees = closestAngleToAxisEndsDegrees
        self.fieldStrengthRelativeSpread = fieldStrengthRelativeSpread
    }

    /// The assessment of a fit.
    public init(fit: MagnetometerEllipsoidFit) {
        self.init(
            coveredDirections: fit.correctedDirections.hitBins.count,
            closestAngleToAxisEndsDegrees: fit.closestAngleToAxisEndsDegrees,
            fieldStrengthRelativeSpread: fit.fieldStrengthRelativeSpread)
    }

    /// The axis ends no reading came within `maximumAngleToAxisEndDegrees` of ("−z").
    public var unreachedAxisEnds: [String] {
        zip(MagnetometerEllipsoidFit.axisEnds, closestAngleToAxisEndsDegrees)
            .filter { !($0.1 <= Self.maximumAngleToAxisEndDegrees) }
            .map(\.0.name)
    }

    /// Whether the sweep determines the fit.
    public var isEnough: Bool {
        unreachedAxisEnds.isEmpty && coveredDirections >= Self.minimumDirections
            && fieldStrengthRelativeSpread <= Self.maximumFieldStrengthSpread
    }

    /// "enough: …" or "not enough: …", with the reason.
    public var reason: String {
        let unreached = unreachedAxisEnds
        let limit = Int(Self.maximumAngleToAxisEndDegrees)
        if !unreached.isEmpty {
            return "not enough: no reading came within \(limit)° of \(unreached.joined(separator: ", ")), so the centre (hard iron) "
                + "and radius along \(unreached.count == 1 ? "that axis are" : "those axes are") extrapolated; turn the board so those ends point along the field and calibrate again"
        }
        if coveredDirections < Self.minimumDirections {
            return "not enough: only \(coveredDirections) of \(SphereCoverage.binCount) directions (at least \(Self.minimumDirections) are needed); "
                + "sweep more slowly through every direction and calibrate again"
        }
        let spread = Self.percent(fieldStrengthRelativeSpread)
        if !(fieldStrengthRelativeSpread <= Self.maximumFieldStrengthSpread) {
            return "not enough: the corrected field strength varies by \(spread) (more than \(Self.percent(Self.maximumFieldStrengthSpread))), "
                + "so the field changed during the sweep (metal or magnets nearby?); calibrate again away from them"
        }
        let worst = zip(MagnetometerEllipsoidFit.axisEnds, closestAngleToAxisEndsDegrees).max { $0.1 < $1.1 }
        let worstText = worst.map { "the farthest \(Int($0.1.rounded()))° from \($0.0.name)" } ?? ""
        return "enough: readings came within \(limit)° of both ends of every axis (\(worstText)), which fixes the centre (hard iron) "
            + "and the three radii (soft iron); the corrected field strength is constant within \(spread)"
    }

    /// "0.22 %".
    private static func percent(_ fraction: Double) -> String {
        "\((fraction * 10000).rounded() / 100) %"
    }
}
