import AttitudeFilters
import FilterEvaluation
import Foundation

/// The JSON shape of `inertia evaluate --format json`.
struct EvaluationReport: Encodable {
    var filter: String
    var magnetometer: Bool
    var trials: [TrialResult]
    var meanTotalDegrees: Double
    var meanHeadingDegrees: Double
    var meanInclinationDegrees: Double
    /// The prediction ahead applied to every attitude, ms (0: none).
    var sensorDelayMilliseconds: Double
    /// True for the offline smoother (`--offline`), false for the causal filter.
    var offline: Bool
    /// With `--offline`, the length of the smoother's windows and of their margins, s
    /// (`WindowedSmoother.Windows`); null otherwise.
    var offlineWindowSeconds: Double?
    var offlineWindowMarginSeconds: Double?
    /// True for the filter as published, without Inertia's additions (`--published`).
    var published: Bool
    /// True when the filter keeps a disturbed magnetic field out (its default, or
    /// `--[no-]magnetic-disturbance-rejection`).
    var magneticDisturbanceRejection: Bool
    /// The VQF-class filter's τ_acc and τ_mag, s; null for the other filters.
    var accelerometerTimeConstantSeconds: Double?
    var magnetometerTimeConstantSeconds: Double?
    /// With `--uncertainty`, the bounds' coverage over all samples of all recordings; null
    /// otherwise.
    var boundCoverage: BoundCoverage?

    init(
        _ summary: EvaluationSummary, sensorDelayMilliseconds: Double, offlineWindows: WindowedSmoother.Windows?,
        published: Bool, magneticDisturbanceRejection: Bool, vqfSettings: VQFFilter.Settings?
    ) {
        self.sensorDelayMilliseconds = sensorDelayMilliseconds
        offline = offlineWindows != nil
        offlineWindowSeconds = offlineWindows?.windowSeconds
        offlineWindowMarginSeconds = offlineWindows?.marginSeconds
        self.published = published
        self.magneticDisturbanceRejection = magneticDisturbanceRejection
        accelerometerTimeConstantSeconds = vqfSettings?.accelerometerTimeConstantSeconds
        magnetometerTimeConstantSeconds = vqfSettings?.magnetometerTimeConstantSeconds
        filter = summary.filter
        magnetometer = summary.usesMagnetometer
        trials = summary.trials
        meanTotalDegrees = summary.meanTotalDegrees
        meanHeadingDegrees = summary.meanHeadingDegrees
        meanInclinationDegrees = summary.meanInclinationDegrees
        boundCoverage = summary.pooledBoundCoverage
    }

    private enum CodingKeys: String, CodingKey {
        case filter, magnetometer, trials, meanTotalDegrees, meanHeadingDegrees, meanInclinationDegrees
        case sensorDelayMilliseconds, offline, offlineWindowSeconds, offlineWindowMarginSeconds, published, magneticDisturbanceRejection, accelerometerTimeConstantSeconds, magnetometerTimeConstantSeconds, boundCoverage
    }

    /// Writes every key, the time constants as null for filters that have none and the
    /// windows as null without `--offline`.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(filter, forKey: .filter)
        try container.encode(magnetometer, forKey: .magnetometer)
        try container.encode(trials, forKey: .trials)
        try container.encode(meanTotalDegrees, forKey: .meanTotalDegrees)
        try container.encode(meanHeadingDegrees, forKey: .meanHeadingDegrees)
        try container.encode(meanInclinationDegrees, forKey: .meanInclinationDegrees)
        try container.encode(sensorDelayMilliseconds, forKey: .sensorDelayMilliseconds)
        try container.encode(offline, forKey: .offline)
        try container.encode(offlineWindowSeconds, forKey: .offlineWindowSeconds)
        try container.encode(offlineWindowMarginSeconds, forKey: .offlineWindowMarginSeconds)
        try container.encode(published, forKey: .published)
        try container.encode(magneticDisturbanceRejection, forKey: .magneticDisturbanceRejection)
        try container.encode(accelerometerTimeConstantSeconds, forKey: .accelerometerTimeConstantSeconds)
        try container.encode(magnetometerTimeConstantSeconds, forKey: .magnetometerTimeConstantSeconds)
        try container.encode(boundCoverage, forKey: .boundCoverage)
    }
}

/// The text table of `inertia evaluate`.
enum EvaluationTable {
    static func render(
        _ summary: EvaluationSummary, sensorDelayMilliseconds: Double, offline: Bool, label: String,
        vqfSettings: VQFFilter.Settings?
    ) -> String {
        let sixD = !summary.usesMagnetometer
        let totalTitle = sixD ? "aligned total" : "total"
        let headingTitle = sixD ? "aligned heading" : "heading"
        let nameWidth = max(5, summary.trials.map(\.trial.count).max() ?? 0)
        func number(_ value: Double) -> String { String(format: "%.2f", value) }
        var lines: [String] = []
        let delay = String(format: "%.2f", sensorDelayMilliseconds)
        let prediction = sensorDelayMilliseconds > 0
            ? (offline ? ", shifted by a sensor delay of \(delay) ms" : ", predicted ahead by a sensor delay of \(delay) ms") : ""
        let mode = offline ? " offline (forward-backward smoother)" : ""
        let tuning = vqfSettings.map {
            String(format: ", τ_acc %g s, τ_mag %g s", $0.accelerometerTimeConstantSeconds, $0.magnetometerTimeConstantSeconds)
        } ?? ""
        lines.append("\(label) \(sixD ? "6D" : "9D")\(mode)\(tuning), RMSE in degrees (BROAD metric)\(prediction)")
        // With --uncertainty: the shares within the 95 % bounds, inclination / heading.
        let bounds = summary.pooledBoundCoverage
        func within(_ coverage: BoundCoverage?) -> String {
            guard bounds != nil, let coverage else { return "" }
            return "  " + TextColumns.pad(String(
                format: "%.1f %% / %.1f %%", 100 * coverage.inclinationWithinBoundShare, 100 * coverage.headingWithinBoundShare), 21)
        }
        let boundsTitle = bounds == nil ? "" : "  " + TextColumns.pad("within 95 % bounds", 21)
        lines.append(TextColumns.pad("trial", nameWidth, left: true) + "  " + TextColumns.pad(totalTitle, 15) + "  " + TextColumns.pad(headingTitle, 15) + "  " + TextColumns.pad("inclination", 11) + "  " + TextColumns.pad("samples", 8) + boundsTitle)
        for trial in summary.trials {
            lines.append(TextColumns.pad(trial.trial, nameWidth, left: true) + "  " + TextColumns.pad(number(trial.totalDegrees), 15) + "  "
                + TextColumns.pad(number(trial.headingDegrees), 15) + "  " + TextColumns.pad(number(trial.inclinationDegrees), 11) + "  " + TextColumns.pad(String(trial.sampleCount), 8)
                + within(trial.boundCoverage))
        }
        lines.append(TextColumns.pad("mean", nameWidth, left: true) + "  " + TextColumns.pad(number(summary.meanTotalDegrees), 15) + "  "
            + TextColumns.pad(number(summary.meanHeadingDegrees), 15) + "  " + TextColumns.pad(number(summary.meanInclinationDegrees), 11)
            + (bounds == nil ? "" : "  " + TextColumns.pad("all samples", 8) + within(bounds)))
        return lines.joined(separator: "\n")
    }
}
