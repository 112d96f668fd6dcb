import Foundation

/// How good a calibration is: each step graded good, usable or redo from the figures of its
/// fit (residuals, coverage, condition, the field seen), with the reason in words a user can
/// act on. The calibration as a whole is as good as its worst step.
public struct CalibrationScore: Sendable, Equatable {
    /// One step's grade.
    public struct Step: Sendable, Equatable {
        /// "gyroscope", "accelerometer", "magnetometer" or "mounting".
        public var name: String
        /// The grade.
        public var grade: CalibrationGrade
        /// The figures the grade comes from ("residual 0.0040 m/s², 6/6 faces, condition 1.7").
        public var figures: String
        /// Why it is not good, and what to do ("" when good).
        public var reason: String
    }

    /// The steps the profile holds, in calibration order.
    public var steps: [Step]

    /// The worst step's grade (good when the profile holds no step).
    public var overall: CalibrationGrade { steps.map(\.grade).max() ?? .good }

    /// Scores a profile from its sections and quality figures.
    /// - Parameters:
    ///   - profile: the profile.
    ///   - thresholds: the limits between the grades. Default: `CalibrationScoreThresholds()`.
    ///   - expectedField: the earth's field where the calibration was made (from
    ///     `WorldMagneticModel`), when the user gave a location; the field strength and dip
    ///     seen are then compared with it.
    public init(profile: CalibrationProfile, thresholds: CalibrationScoreThresholds = CalibrationScoreThresholds(), expectedField: ReferenceMagneticField? = nil) {
        var grader = CalibrationScoreGrader(thresholds: thresholds, quality: profile.quality ?? CalibrationProfile.Quality())
        steps = []
        if profile.gyroscope != nil { steps.append(grader.gyroscope()) }
        if profile.accelerometer != nil { steps.append(grader.accelerometer()) }
        if let magnetometer = profile.magnetometer { steps.append(grader.magnetometer(magnetometer, expectedField: expectedField)) }
        if let mounting = profile.mounting { steps.append(grader.mounting(mounting)) }
    }
}

/// A calibration step's grade, from best to worst.
public enum CalibrationGrade: String, Sendable, Comparable, CaseIterable {
    /// The fit is as good as the sensor allows.
    case good
    /// The correction helps, but a better calibration would help more.
    case usable
    /// The correction may be wrong: calibrate this step again.
    case redo

    private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    public static func < (lhs: CalibrationGrade, rhs: CalibrationGrade) -> Bool { lhs.rank < rhs.rank }
}

/// The limits between good, usable and redo. Each pair is (good up to, usable up to).
public struct CalibrationScoreThresholds: Sendable {
    /// Gyroscope noise about the bias (largest axis), °/s: above the first the board
    /// trembled, above the second it moved. Default: (0.15, 0.5).
    public var gyroscopeResidualDegreesPerSecond = (good: 0.15, usable: 0.5)
    /// Accelerometer RMS residual over the poses, m/s². Default: (0.03, 0.1) (3 mg, 10 mg).
    public var accelerometerResidualMetersPerSecondSquared = (good: 0.03, usable: 0.1)
    /// Accelerometer fit condition. Default: (5, 20).
    public var accelerometerCondition = (good: 5.0, usable: 20.0)
    /// Relative spread of the corrected field strength. Default: (0.01, 0.03) (1 %, 3 %).
    public var magnetometerFieldStrengthSpread = (good: 0.01, usable: 0.03)
    /// Magnetometer ellipsoid fit condition. Default: (8, 30). Noise-free sweeps of 600
    /// directions give 3.2 over the whole sphere, 12 over a hemisphere, 20 over the cap above
    /// 17° of elevation, 39 above 37° (its hard iron then 4 µT off with 0.3 µT of noise) and
    /// 50 for a band ±17° about a great circle (a sweep turning about one axis).
    public var magnetometerCondition = (good: 8.0, usable: 30.0)
    /// Field strength's relative difference from the model's. Default: (0.1, 0.25).
    public var fieldStrengthDifferenceFromModel = (good: 0.1, usable: 0.25)
    /// Dip's difference from the model's, degrees. Default: (5, 15).
    public var dipDifferenceFromModelDegrees = (good: 5.0, usable: 15.0)
    /// The earth's field strength anywhere, µT: outside it, the sweep saw more than the
    /// earth. Default: 20…70 µT.
    public var earthFieldStrengthMicrotesla = 20.0...70.0
    /// The smallest mounting tip that is good, degrees. Default: 15°.
    public var goodMountingTipDegrees = 15.0

    /// The defaults.
    public init() {}
}
