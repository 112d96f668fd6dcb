import ArgumentParser
import AttitudeFilters
import FilterEvaluation
import Foundation
import IMUSamples

/// `inertia evaluate`: BROAD error of a filter over recordings with ground truth.
struct EvaluateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "evaluate",
        abstract: "Measure a filter's error against recordings with ground truth (BROAD metric).",
        discussion: """
            RMSE in degrees over the samples with movement == 1. 9D: total, heading and \
            inclination error. 6D: inclination, and heading and total after removing one \
            constant heading offset per trial (chosen to minimise the heading RMSE). Each \
            recording is read as the filter runs; only one error per counted sample is kept.
            """
    )

    @OptionGroup var recordings: GroundTruthOptions

    @OptionGroup var filterOptions: FilterOptions

    @OptionGroup var latencyOptions: LatencyOptions

    func run() throws {
        try reportingFailures {
            let results = try recordings.mapStreams(label: "evaluate \(filterOptions.label)") { stream in
                let rate = try stream.previewSampleRateHertz() ?? 100
                let magnetometer = filterOptions.magnetometer && stream.hasMagnetometerReadings
                if filterOptions.magnetometer && !magnetometer {
                    printWarning("\(stream.path) has no magnetometer readings; it is evaluated 6D")
                }
                return try FilterRun.evaluate(
                    filterOptions.filter.makeFilter(sampleRateHertz: rate), stream: stream,
                    useMagnetometer: magnetometer, latencyCompensation: latencyOptions.compensation)
            }
            let summary = EvaluationSummary(
                filter: filterOptions.filter.rawValue,
                usesMagnetometer: filterOptions.magnetometer && results.allSatisfy(\.usesMagnetometer), trials: results
            )
            let delay = latencyOptions.sensorDelayMilliseconds
            switch recordings.format {
            case .json:
                print(try JSONOutput.text(EvaluationReport(summary, sensorDelayMilliseconds: delay), pretty: true))
            case .text:
                print(EvaluationTable.render(summary, sensorDelayMilliseconds: delay))
            }
        }
    }
}

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

    init(_ summary: EvaluationSummary, sensorDelayMilliseconds: Double) {
        self.sensorDelayMilliseconds = sensorDelayMilliseconds
        filter = summary.filter
        magnetometer = summary.usesMagnetometer
        trials = summary.trials
        meanTotalDegrees = summary.meanTotalDegrees
        meanHeadingDegrees = summary.meanHeadingDegrees
        meanInclinationDegrees = summary.meanInclinationDegrees
    }
}

/// The text table of `inertia evaluate`.
enum EvaluationTable {
    static func render(_ summary: EvaluationSummary, sensorDelayMilliseconds: Double) -> String {
        let sixD = !summary.usesMagnetometer
        let totalTitle = sixD ? "aligned total" : "total"
        let headingTitle = sixD ? "aligned heading" : "heading"
        let nameWidth = max(5, summary.trials.map(\.trial.count).max() ?? 0)
        func number(_ value: Double) -> String { String(format: "%.2f", value) }
        var lines: [String] = []
        let prediction = sensorDelayMilliseconds > 0
            ? ", predicted ahead by a sensor delay of \(String(format: "%.2f", sensorDelayMilliseconds)) ms" : ""
        lines.append("\(summary.filter) \(sixD ? "6D" : "9D"), RMSE in degrees (BROAD metric)\(prediction)")
        lines.append(TextColumns.pad("trial", nameWidth, left: true) + "  " + TextColumns.pad(totalTitle, 15) + "  " + TextColumns.pad(headingTitle, 15) + "  " + TextColumns.pad("inclination", 11) + "  " + TextColumns.pad("samples", 8))
        for trial in summary.trials {
            lines.append(TextColumns.pad(trial.trial, nameWidth, left: true) + "  " + TextColumns.pad(number(trial.totalDegrees), 15) + "  "
                + TextColumns.pad(number(trial.headingDegrees), 15) + "  " + TextColumns.pad(number(trial.inclinationDegrees), 11) + "  " + TextColumns.pad(String(trial.sampleCount), 8))
        }
        lines.append(TextColumns.pad("mean", nameWidth, left: true) + "  " + TextColumns.pad(number(summary.meanTotalDegrees), 15) + "  "
            + TextColumns.pad(number(summary.meanHeadingDegrees), 15) + "  " + TextColumns.pad(number(summary.meanInclinationDegrees), 11))
        return lines.joined(separator: "\n")
    }
}
