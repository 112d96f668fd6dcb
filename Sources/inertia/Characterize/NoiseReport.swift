import AttitudeFilters
import Calibration
import Foundation
import IMUDrivers
import MotionMath

/// What `inertia characterize` and `inertia calibrate noise` print: the Allan figures per
/// axis with the chip's datasheet figures beside them, and the VQF settings they suggest —
/// as text or as one JSON document (`snake_case` keys with units).
struct NoiseReport: Encodable {
    let file: String?
    let result: NoiseCharacterization
    /// The chip's datasheet row, nil when the chip is unknown or not named.
    let datasheet: DatasheetNoise?
    /// The chip as named ("MPU-6050"), nil when not named.
    let chip: String?

    /// The text report.
    var text: String {
        var lines: [String] = []
        let name = file.map { "Noise of \($0)" } ?? "Noise of the still recording"
        lines.append("\(name): \(result.sampleCount) samples at \(Self.number(result.sampleRateHertz, 4)) Hz over "
            + "\(Self.number(result.durationSeconds, 4)) s\(chip.map { " (\($0))" } ?? "")")
        lines.append("")
        lines.append(Self.row("", ["x", "y", "z"], datasheet: "datasheet", unit: ""))
        lines.append(Self.row("gyroscope angle random walk", result.gyroscopeAngleRandomWalkDegreesPerRootHour,
                              datasheet: datasheet?.gyroscopeAngleRandomWalkDegreesPerRootHour, unit: "°/√h"))
        lines.append(Self.row("gyroscope bias instability", result.gyroscopeBiasInstabilityDegreesPerHour, datasheet: nil, unit: "°/h"))
        lines.append(Self.row("  at τ", result.gyroscopeFits.map { $0?.minimumTauSeconds }, datasheet: nil, unit: "s"))
        lines.append(Self.row("accelerometer velocity random walk", result.accelerometerVelocityRandomWalkMetersPerSecondPerRootHour,
                              datasheet: datasheet?.accelerometerVelocityRandomWalkMetersPerSecondPerRootHour, unit: "m/s/√h"))
        lines.append(Self.row("accelerometer bias instability", result.accelerometerBiasInstabilityMetersPerSecondSquared.map { $0.map { $0 * 1000 / standardGravityMetersPerSecondSquared } },
                              datasheet: nil, unit: "mg"))
        lines.append("")
        lines += notes
        let suggested = result.suggestedRestSettings
        let defaults = VQFFilter.Settings.default
        lines.append("Suggested settings for the VQF filter (VQFFilter.Settings; default in brackets):")
        lines.append("  restGyroscopeThresholdDegreesPerSecond            \(Self.padded(suggested.restGyroscopeThresholdDegreesPerSecond)) [\(Self.number(defaults.restGyroscopeThresholdDegreesPerSecond, 3))]")
        lines.append("  restAccelerometerThresholdMetersPerSecondSquared  \(Self.padded(suggested.restAccelerometerThresholdMetersPerSecondSquared)) [\(Self.number(defaults.restAccelerometerThresholdMetersPerSecondSquared, 3))]")
        lines.append("  biasSigmaRestDegreesPerSecond                     \(Self.padded(suggested.biasSigmaRestDegreesPerSecond)) [\(Self.number(defaults.biasSigmaRestDegreesPerSecond, 3))]")
        return lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n")
    }

    /// Remarks on what the figures mean for this recording.
    private var notes: [String] {
        var notes: [String] = []
        let axes = ["x", "y", "z"]
        let upperBound = zip(axes, result.gyroscopeFits).filter { $0.1?.minimumIsAtLongestTau ?? false }.map { "gyroscope \($0.0)" }
            + zip(axes, result.accelerometerFits).filter { $0.1?.minimumIsAtLongestTau ?? false }.map { "accelerometer \($0.0)" }
        if !upperBound.isEmpty {
            notes.append("Still falling at the longest τ used (a tenth of the recording), so its bias instability is an upper bound (record longer): \(upperBound.joined(separator: ", ")).")
        }
        if result.gyroscopeFits.contains(where: { $0?.randomWalk == nil }) || result.accelerometerFits.contains(where: { $0?.randomWalk == nil }) {
            notes.append("— : the curve never falls at slope −½ a decade before its minimum (no white noise to read a random walk from).")
        }
        if result.gapCount > 0 {
            notes.append("The recording has \(result.gapCount) gaps (lost samples); the analysis treats its samples as evenly spaced.")
        }
        if datasheet == nil {
            notes.append(chip == nil
                ? "Name the chip (--chip) to see its datasheet figures beside these."
                : "No datasheet figures for the \(chip ?? "chip") in the chip table.")
        }
        return notes.isEmpty ? [] : notes + [""]
    }

    enum CodingKeys: String, CodingKey {
        case file, chip, samples
        case sampleRate = "sample_rate_hz"
        case duration = "duration_s"
        case gaps
        case gyroscopeARW = "gyroscope_arw_deg_per_sqrt_h"
        case gyroscopeBiasInstability = "gyroscope_bias_instability_deg_per_h"
        case gyroscopeBiasInstabilityTau = "gyroscope_bias_instability_tau_s"
        case gyroscopeBiasInstabilityUpperBound = "gyroscope_bias_instability_is_upper_bound"
        case accelerometerVRW = "accelerometer_vrw_m_s_per_sqrt_h"
        case accelerometerBiasInstability = "accelerometer_bias_instability_m_s2"
        case datasheetGyroscopeARW = "datasheet_gyroscope_arw_deg_per_sqrt_h"
        case datasheetAccelerometerVRW = "datasheet_accelerometer_vrw_m_s_per_sqrt_h"
        case suggested = "suggested_vqf_settings"
        case allanDeviation = "allan_deviation"
    }

    private enum SuggestedKeys: String, CodingKey {
        case restGyroscopeThreshold = "rest_gyroscope_threshold_deg_s"
        case restAccelerometerThreshold = "rest_accelerometer_threshold_m_s2"
        case biasSigmaRest = "bias_sigma_rest_deg_s"
    }

    private enum CurveKeys: String, CodingKey {
        case tau = "tau_s"
        case gyroscope = "gyroscope_rad_s"
        case accelerometer = "accelerometer_m_s2"
    }

    /// Unknown values are `null`, never left out, so every key is always there.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(chip, forKey: .chip)
        try container.encode(result.sampleCount, forKey: .samples)
        try container.encode(result.sampleRateHertz, forKey: .sampleRate)
        try container.encode(result.durationSeconds, forKey: .duration)
        try container.encode(result.gapCount, forKey: .gaps)
        try container.encode(result.gyroscopeAngleRandomWalkDegreesPerRootHour, forKey: .gyroscopeARW)
        try container.encode(result.gyroscopeBiasInstabilityDegreesPerHour, forKey: .gyroscopeBiasInstability)
        try container.encode(result.gyroscopeFits.map { $0?.minimumTauSeconds }, forKey: .gyroscopeBiasInstabilityTau)
        try container.encode(result.gyroscopeFits.map { $0?.minimumIsAtLongestTau }, forKey: .gyroscopeBiasInstabilityUpperBound)
        try container.encode(result.accelerometerVelocityRandomWalkMetersPerSecondPerRootHour, forKey: .accelerometerVRW)
        try container.encode(result.accelerometerBiasInstabilityMetersPerSecondSquared, forKey: .accelerometerBiasInstability)
        try container.encode(datasheet?.gyroscopeAngleRandomWalkDegreesPerRootHour, forKey: .datasheetGyroscopeARW)
        try container.encode(datasheet?.accelerometerVelocityRandomWalkMetersPerSecondPerRootHour, forKey: .datasheetAccelerometerVRW)
        var suggested = container.nestedContainer(keyedBy: SuggestedKeys.self, forKey: .suggested)
        let settings = result.suggestedRestSettings
        try suggested.encode(settings.restGyroscopeThresholdDegreesPerSecond, forKey: .restGyroscopeThreshold)
        try suggested.encode(settings.restAccelerometerThresholdMetersPerSecondSquared, forKey: .restAccelerometerThreshold)
        try suggested.encode(settings.biasSigmaRestDegreesPerSecond, forKey: .biasSigmaRest)
        var curves = container.nestedContainer(keyedBy: CurveKeys.self, forKey: .allanDeviation)
        try curves.encode(result.gyroscopeCurves.first?.tausSeconds ?? [], forKey: .tau)
        try curves.encode(result.gyroscopeCurves.map(\.deviations), forKey: .gyroscope)
        try curves.encode(result.accelerometerCurves.map(\.deviations), forKey: .accelerometer)
    }

    /// One table row: a label, three values (— for none), the datasheet figure, the unit.
    private static func row(_ label: String, _ values: [Double?], datasheet: Double?, unit: String) -> String {
        row(label, values.map { $0.map { number($0, 3) } ?? "—" }, datasheet: datasheet.map { number($0, 3) } ?? "—", unit: unit)
    }

    private static func row(_ label: String, _ cells: [String], datasheet: String, unit: String) -> String {
        TextColumns.pad(label, 36, left: true) + cells.map { TextColumns.pad($0, 10) }.joined() + TextColumns.pad(datasheet, 11) + "  " + unit
    }

    /// `value` with `digits` significant digits.
    static func number(_ value: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)g", value)
    }

    private static func padded(_ value: Double) -> String {
        TextColumns.pad(number(value, 2), 7, left: true)
    }
}
