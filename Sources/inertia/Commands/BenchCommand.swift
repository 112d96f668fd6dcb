import ArgumentParser
import AttitudeFilters
import FilterEvaluation
import Foundation
import IMUSamples

/// `inertia bench`: time a filter's update over a recording held in memory.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time a filter's per-sample update over a recording held in memory.",
        discussion: """
            Build with `swift build -c release` for meaningful figures. The recording is held in \
            memory as numbers (about 100 bytes per sample) so every run times the filter alone. \
            Without magnetometer readings in the recording the filter runs 6D, and says so.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @OptionGroup var filterOptions: FilterOptions

    @Argument(help: "The recorded log to replay.")
    var file: String

    @Option(name: .long, help: "Timed runs over the whole recording (the median is reported).")
    var runs = 15

    @Option(name: .long, help: "Output format: text or json.")
    var format: Format = .text

    func validate() throws {
        guard (1...10_000).contains(runs) else { throw ValidationError("--runs must be between 1 and 10000, got \(runs)") }
    }

    func run() throws {
        try reportingFailures {
            // Timing needs the whole recording in memory: its samples as numbers (about
            // 100 bytes each), unpacked once more into flat arrays by FilterBenchmark.
            let recording = try CSVLogReader.read(path: file)
            for warning in recording.warnings { printWarning(warning.description) }
            guard !recording.samples.isEmpty else {
                throw CommandFailure("\(file) has no samples (only a header); there is nothing to time")
            }
            let magnetometer = filterOptions.magnetometer && recording.hasMagnetometer
            let tuning = filterOptions.tuning
            let published = tuning.published
            let label = tuning.label(of: filterOptions.filter) + (magnetometer ? " 9D" : " 6D")
            let result = FilterBenchmark.measure(
                filterOptions.makeFilter(sampleRateHertz: recording.sampleRateHertz ?? 100), samples: recording.samples,
                useMagnetometer: magnetometer, runs: runs
            )
            switch format {
            case .json:
                let report = BenchReport(
                    filter: filterOptions.filter.rawValue, magnetometer: magnetometer, published: published,
                    magneticDisturbanceRejection: tuning.rejectsMagneticDisturbance(filterOptions.filter),
                    recording: recording.name, updatesPerRun: result.updatesPerRun, runs: result.runs,
                    medianNanosecondsPerUpdate: result.medianNanosecondsPerUpdate,
                    minimumNanosecondsPerUpdate: result.minimumNanosecondsPerUpdate,
                    updatesPerSecond: result.updatesPerSecond
                )
                print(try JSONOutput.text(report, pretty: false))
            case .text:
                print(String(
                    format: "%@ on %@: %d updates × %d runs, median %.1f ns/update (min %.1f), %.2f M updates/s",
                    label, recording.name, result.updatesPerRun, result.runs,
                    result.medianNanosecondsPerUpdate, result.minimumNanosecondsPerUpdate, result.updatesPerSecond / 1e6
                ))
            }
        }
    }
}

/// The JSON shape of `inertia bench --format json`.
struct BenchReport: Encodable {
    var filter: String
    var magnetometer: Bool
    /// True for the filter as published, without Inertia's additions (`--published`).
    var published: Bool
    /// True when the filter keeps a disturbed magnetic field out (its default, or
    /// `--[no-]magnetic-disturbance-rejection`).
    var magneticDisturbanceRejection: Bool
    var recording: String
    var updatesPerRun: Int
    var runs: Int
    var medianNanosecondsPerUpdate: Double
    var minimumNanosecondsPerUpdate: Double
    var updatesPerSecond: Double
}
