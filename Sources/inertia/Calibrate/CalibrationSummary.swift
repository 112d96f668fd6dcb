import Calibration
import Foundation

/// The table printed after a calibration: what was found and how good the fits were.
struct CalibrationSummary {
    let profile: CalibrationProfile
    /// Whether the magnetometer sweep pinned down its fit, when this run made one.
    var magnetometerAssessment: MagnetometerCoverageAssessment?
    /// Lines for steps left out ("magnetometer  skipped: …").
    var remarks: [String] = []
    /// The World Magnetic Model's field where the user calibrated, when they said where.
    var expectedField: ReferenceMagneticField?

    init(profile: CalibrationProfile) {
        self.profile = profile
    }

    func print() {
        var lines = ["", "Calibration summary (\(profile.sensor.chip))"]
        let degreesPerRadian = 180 / Double.pi
        if let gyroscope = profile.gyroscope {
            lines.append("  gyroscope bias          \(format(gyroscope.biasRadiansPerSecond.map { $0 * degreesPerRadian }, 3)) °/s")
            if let residual = profile.quality?.gyroscopeResidualRadiansPerSecond {
                lines.append("  gyroscope noise         \(format(residual.map { $0 * degreesPerRadian }, 3)) °/s")
            }
        }
        if let accelerometer = profile.accelerometer {
            lines.append("  accelerometer offset    \(format(accelerometer.offsetMetersPerSecondSquared, 4)) m/s²")
            for (index, row) in accelerometer.matrix.enumerated() {
                lines.append("  accelerometer matrix \(index == 0 ? "  " : "  ") \(format(row, 5))")
            }
            if let quality = profile.quality, let residual = quality.accelerometerResidualMetersPerSecondSquared {
                lines.append("  accelerometer residual  \(String(format: "%.4f", residual)) m/s² over \(quality.accelerometerPoseCoverage ?? 0)/6 faces")
            }
        }
        if let magnetometer = profile.magnetometer {
            lines.append("  hard iron               \(format(magnetometer.hardIronMicrotesla, 2)) µT")
            for row in magnetometer.softIron { lines.append("  soft iron               \(format(row, 4))") }
            if let strength = magnetometer.fieldStrengthMicrotesla {
                lines.append("  field strength          \(String(format: "%.2f", strength)) µT")
            }
            if let dip = magnetometer.dipDegrees {
                lines.append("  field dip               \(String(format: "%.1f", dip))°")
            }
            if let quality = profile.quality {
                if let spread = quality.magnetometerFieldStrengthSpread {
                    lines.append("  field strength spread   \(String(format: "%.2f", spread * 100)) %")
                }
                if let coverage = quality.magnetometerSphereCoverage {
                    let directions = Int((coverage * Double(SphereCoverage.binCount)).rounded())
                    lines.append("  sphere coverage         \(String(format: "%.0f", coverage * 100)) % (\(directions) of \(SphereCoverage.binCount) directions)")
                }
            }
            if let magnetometerAssessment { lines.append("    " + magnetometerAssessment.reason) }
        }
        if let mounting = profile.mounting {
            for (index, row) in mounting.matrix.enumerated() {
                lines.append("  \(index == 0 ? "mounting (sensor → device)" : "                          ") \(format(row, 4))")
            }
            if let tip = mounting.tipDegrees { lines.append("  mounting tip            \(String(format: "%.1f", tip))°") }
        }
        lines += remarks.map { "  " + $0 }
        lines += scoreLines()
        Console.writeLine(lines.joined(separator: "\n"))
        Console.flush()
    }

    /// "Score: usable" and a line per step: its grade, figures and reason.
    private func scoreLines() -> [String] {
        let score = CalibrationScore(profile: profile, expectedField: expectedField)
        guard !score.steps.isEmpty else { return [] }
        var lines = ["", "Score: \(score.overall.rawValue)"]
        for step in score.steps {
            lines.append("  \(step.name.padding(toLength: 14, withPad: " ", startingAt: 0)) \(step.grade.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)) \(step.figures)")
            if !step.reason.isEmpty { lines.append(String(repeating: " ", count: 25) + step.reason) }
        }
        if let expectedField, !expectedField.isValid {
            lines.append("  (the World Magnetic Model 2025 is valid until 2030; its field here is extrapolated)")
        }
        return lines
    }

    private func format(_ values: [Double], _ digits: Int) -> String {
        "[" + values.map { String(format: "%+.\(digits)f", $0) }.joined(separator: ", ") + "]"
    }
}
