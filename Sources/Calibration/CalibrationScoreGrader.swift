import Foundation

/// Grades each step of a profile for `CalibrationScore`: every figure gives a grade and, when
/// not good, a reason; the step takes the worst grade and that grade's reasons.
struct CalibrationScoreGrader {
    let thresholds: CalibrationScoreThresholds
    let quality: CalibrationProfile.Quality
    private var findings: [(grade: CalibrationGrade, reason: String)] = []

    init(thresholds: CalibrationScoreThresholds, quality: CalibrationProfile.Quality) {
        self.thresholds = thresholds
        self.quality = quality
    }

    mutating func gyroscope() -> CalibrationScore.Step {
        var figures: [String] = []
        if let residual = quality.gyroscopeResidualRadiansPerSecond?.max() {
            let degrees = residual * 180 / .pi
            figures.append(String(format: "noise %.3f °/s while still", degrees))
            grade(degrees, thresholds.gyroscopeResidualDegreesPerSecond,
                  usable: String(format: "the board trembled while still (noise %.2f °/s); calibrate on a steadier surface", degrees),
                  redo: String(format: "the board moved during the still period (noise %.2f °/s); calibrate again without touching it", degrees))
        }
        return finish("gyroscope", figures)
    }

    mutating func accelerometer() -> CalibrationScore.Step {
        var figures: [String] = []
        if let residual = quality.accelerometerResidualMetersPerSecondSquared {
            figures.append(String(format: "residual %.4f m/s²", residual))
            grade(residual, thresholds.accelerometerResidualMetersPerSecondSquared,
                  usable: String(format: "the poses disagree by %.3f m/s² (a pose not quite still or not flat)", residual),
                  redo: String(format: "the poses disagree by %.3f m/s²: a pose was not still or not on the face asked for; calibrate again", residual))
        }
        if let faces = quality.accelerometerPoseCoverage {
            figures.append("\(faces)/6 faces")
            if faces < 6 {
                add(faces < 4 ? .redo : .usable, "only \(faces) of the 6 faces, so the scale along the others is extrapolated; place the board on all six")
            }
        }
        if let condition = quality.accelerometerFitCondition {
            figures.append(String(format: "condition %.1f", condition))
            grade(condition, thresholds.accelerometerCondition,
                  usable: String(format: "the poses nearly share a plane (condition %.0f)", condition),
                  redo: String(format: "the poses nearly share a plane (condition %.0f), so the fit is poorly determined; use the six faces", condition))
        }
        return finish("accelerometer", figures)
    }

    mutating func magnetometer(_ section: CalibrationProfile.Magnetometer, expectedField: ReferenceMagneticField?) -> CalibrationScore.Step {
        var figures: [String] = []
        if let strength = section.fieldStrengthMicrotesla {
            figures.append(String(format: "field %.1f µT", strength))
            let earth = thresholds.earthFieldStrengthMicrotesla
            if !earth.contains(strength) {
                add(.redo, String(format: "a field of %.1f µT is not the earth's alone (%.0f–%.0f µT anywhere): magnets or iron were near; calibrate again away from them", strength, earth.lowerBound, earth.upperBound))
            }
        }
        if let dip = section.dipDegrees { figures.append(String(format: "dip %.1f°", dip)) }
        if let spread = quality.magnetometerFieldStrengthSpread {
            figures.append(String(format: "spread %.2f %%", spread * 100))
            grade(spread, thresholds.magnetometerFieldStrengthSpread,
                  usable: String(format: "the corrected field strength varies by %.1f %%", spread * 100),
                  redo: String(format: "the corrected field strength varies by %.1f %%: the field changed during the sweep (metal or magnets nearby?) or the fit is wrong; calibrate again", spread * 100))
        }
        if let coverage = quality.magnetometerSphereCoverage {
            let directions = Int((coverage * Double(SphereCoverage.binCount)).rounded())
            figures.append("\(directions)/\(SphereCoverage.binCount) directions")
            if directions < MagnetometerCoverageAssessment.minimumDirections {
                add(.redo, "the sweep covered \(directions) of \(SphereCoverage.binCount) directions (at least \(MagnetometerCoverageAssessment.minimumDirections) are needed); sweep through every direction")
            }
        }
        if let condition = quality.magnetometerFitCondition {
            figures.append(String(format: "condition %.0f", condition))
            grade(condition, thresholds.magnetometerCondition,
                  usable: String(format: "the sweep leaves the fit loosely determined (condition %.0f); sweep more evenly", condition),
                  redo: String(format: "the sweep does not determine the fit (condition %.0f): a direction is missing; sweep through every direction", condition))
        }
        if let expectedField {
            let expected = String(format: "the model gives %.1f µT and %.1f° here", expectedField.strengthMicrotesla, expectedField.dipDegrees)
            figures.append(expected)
            if let strength = section.fieldStrengthMicrotesla {
                let difference = abs(strength - expectedField.strengthMicrotesla) / expectedField.strengthMicrotesla
                grade(difference, thresholds.fieldStrengthDifferenceFromModel,
                      usable: String(format: "the field strength is %.0f %% off the model's (iron in the building, or the magnetometer's scale)", difference * 100),
                      redo: String(format: "the field strength is %.0f %% off the model's: magnets or iron near the board, or a wrong location; calibrate again away from them", difference * 100))
            }
            if let dip = section.dipDegrees {
                let difference = abs(dip - expectedField.dipDegrees)
                grade(difference, thresholds.dipDifferenceFromModelDegrees,
                      usable: String(format: "the dip is %.1f° off the model's", difference),
                      redo: String(format: "the dip is %.1f° off the model's: the field near the board is not the earth's (or the location is wrong)", difference))
            }
        }
        return finish("magnetometer", figures)
    }

    mutating func mounting(_ section: CalibrationProfile.Mounting) -> CalibrationScore.Step {
        var figures: [String] = []
        if let tip = section.tipDegrees {
            figures.append(String(format: "tip %.1f°", tip))
            if tip < thresholds.goodMountingTipDegrees {
                add(.usable, String(format: "a tip of %.0f° pins the forward axis loosely; tip by 20–40°", tip))
            }
        } else {
            figures.append("written by hand")
        }
        return finish("mounting", figures)
    }

    /// Grades `value` against (good up to, usable up to); non-finite values are redo.
    private mutating func grade(_ value: Double, _ limits: (good: Double, usable: Double), usable: String, redo: String) {
        if !(value <= limits.usable) {
            add(.redo, redo)
        } else if value > limits.good {
            add(.usable, usable)
        }
    }

    private mutating func add(_ grade: CalibrationGrade, _ reason: String) {
        findings.append((grade, reason))
    }

    private mutating func finish(_ name: String, _ figures: [String]) -> CalibrationScore.Step {
        let worst = findings.map(\.grade).max() ?? .good
        let reasons = findings.filter { $0.grade == worst && worst != .good }.map(\.reason)
        findings = []
        return CalibrationScore.Step(name: name, grade: worst, figures: figures.joined(separator: ", "), reason: reasons.joined(separator: "; "))
    }
}
