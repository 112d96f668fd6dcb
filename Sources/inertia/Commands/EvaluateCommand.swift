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
            recording is read as the filter runs; only one error per counted sample is kept. \
            --offline (with --filter vqf) evaluates the offline smoother instead, which reads \
            each whole recording first and runs the filter forwards and backwards over it. \
            --uncertainty adds, per recording and over all samples, the share of samples from \
            5 s in whose inclination and heading errors were within their 95 % bounds (6D: the \
            heading's change since the first sample with a reference); a calibrated bound \
            covers 90–99 %.
            """
    )

    @OptionGroup var recordings: GroundTruthOptions

    @OptionGroup var filterOptions: FilterOptions

    @OptionGroup var latencyOptions: LatencyOptions

    @OptionGroup var offlineOptions: OfflineOptions

    @Flag(name: .long, help: "Also measure how often the errors were within the attitude's 95 % error bounds (from 5 s in; with --offline, the smoother's bounds).")
    var uncertainty = false

    func validate() throws {
        try offlineOptions.validate(filter: filterOptions.filter, published: filterOptions.tuning.published)
        try latencyOptions.validateForRecordings()
    }

    func run() throws {
        try reportingFailures {
            if offlineOptions.offline {
                return try report(evaluateOffline())
            }
            let results = try recordings.mapStreams(label: "evaluate \(filterOptions.label)") { stream in
                let rate = try stream.previewSampleRateHertz() ?? 100
                let magnetometer = filterOptions.magnetometer && stream.hasMagnetometerReadings
                if filterOptions.magnetometer && !magnetometer {
                    printWarning("\(stream.path) has no magnetometer readings; it is evaluated 6D")
                }
                return try FilterRun.evaluate(
                    filterOptions.makeFilter(sampleRateHertz: rate), stream: stream,
                    useMagnetometer: magnetometer, latencyCompensation: latencyOptions.compensation,
                    tracksUncertainty: uncertainty)
            }
            try report(results)
        }
    }

    /// The offline smoother over each whole recording, read into memory one at a time.
    private func evaluateOffline() throws -> [TrialResult] {
        for file in recordings.files {
            if let refusal = OfflineMemoryCheck.refusal(path: file, bytesPerSample: OfflineMemoryCheck.evaluateBytesPerSample) {
                throw CommandFailure(refusal)
            }
        }
        return try recordings.mapRecordings(label: "evaluate \(filterOptions.label) offline") { recording in
            let magnetometer = filterOptions.magnetometer && recording.samples.contains { $0.magnetometerMicrotesla != nil }
            if filterOptions.magnetometer && !magnetometer {
                printWarning("\(recording.name) has no magnetometer readings; it is evaluated 6D")
            }
            return try FilterRun.evaluateOffline(
                recording: consume recording, useMagnetometer: magnetometer,
                settings: offlineOptions.smootherSettings(latency: latencyOptions, tuning: filterOptions.tuning),
                windows: offlineOptions.windows, tracksUncertainty: uncertainty)
        }
    }

    private func report(_ results: [TrialResult]) throws {
        let summary = EvaluationSummary(
            filter: filterOptions.filter.rawValue,
            usesMagnetometer: filterOptions.magnetometer && results.allSatisfy(\.usesMagnetometer), trials: results
        )
        let delay = latencyOptions.sensorDelayMilliseconds
        let offline = offlineOptions.offline
        let settings = vqfSettings
        let tuning = filterOptions.tuning
        let kind = filterOptions.filter
        switch recordings.format {
        case .json:
            print(try JSONOutput.text(
                EvaluationReport(
                    summary, sensorDelayMilliseconds: delay, offlineWindows: offline ? offlineOptions.windows : nil,
                    published: tuning.published,
                    magneticDisturbanceRejection: tuning.rejectsMagneticDisturbance(kind), vqfSettings: settings),
                pretty: true))
        case .text:
            print(EvaluationTable.render(
                summary, sensorDelayMilliseconds: delay, offline: offline, label: tuning.label(of: kind), vqfSettings: settings))
        }
    }

    /// The VQF-class filter's settings this run used (the smoother's filter's with
    /// `--offline`); nil for the other filters.
    private var vqfSettings: VQFFilter.Settings? {
        guard filterOptions.filter == .vqf else { return nil }
        return offlineOptions.offline
            ? offlineOptions.smootherSettings(latency: latencyOptions, tuning: filterOptions.tuning).filter
            : filterOptions.tuning.vqfSettings
    }
}
