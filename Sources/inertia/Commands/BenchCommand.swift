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
        discussion: "Build with `swift build -c release` for meaningful figures."
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

    func run() throws {
        let recording = try CSVLogReader.read(path: file)
        let result = FilterBenchmark.measure(
            filterOptions.filter.makeFilter(sampleRateHertz: recording.sampleRateHertz ?? 100), samples: recording.samples,
            useMagnetometer: filterOptions.magnetometer, runs: max(1, runs)
        )
        switch format {
        case .json:
            let report = BenchReport(
                filter: filterOptions.filter.rawValue, magnetometer: filterOptions.magnetometer,
                recording: recording.name, updatesPerRun: result.updatesPerRun, runs: result.runs,
                medianNanosecondsPerUpdate: result.medianNanosecondsPerUpdate,
                minimumNanosecondsPerUpdate: result.minimumNanosecondsPerUpdate,
                updatesPerSecond: result.updatesPerSecond
            )
            print(try JSONOutput.text(report, pretty: false))
        case .text:
            print(String(
                format: "%@ on %@: %d updates × %d runs, median %.1f ns/update (min %.1f), %.2f M updates/s",
                filterOptions.label, recording.name, result.updatesPerRun, result.runs,
                result.medianNanosecondsPerUpdate, result.minimumNanosecondsPerUpdate, result.updatesPerSecond / 1e6
            ))
        }
    }
}

/// The JSON shape of `inertia bench --format json`.
struct BenchReport: Encodable {
    var filter: String
    var magnetometer: Bool
    var recording: String
    var updatesPerRun: Int
    var runs: Int
    var medianNanosecondsPerUpdate: Double
    var minimumNanosecondsPerUpdate: Double
    var updatesPerSecond: Double
}
