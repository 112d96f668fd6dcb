import ArgumentParser
import FilterEvaluation
import Foundation
import IMUSamples

/// `inertia measure-delay`: how late a recording's gyroscope is behind its ground truth.
struct MeasureDelayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure-delay",
        abstract: "Measure how late the gyroscope reports the motion, against a recording's ground truth.",
        discussion: """
            Compares the gyroscope with the angular rate of the reference attitude (ref_q* \
            columns) at trial delays from −10 to 40 ms and reports the best fit per recording \
            and the median. Pass the median to `replay` or `evaluate` as --sensor-delay-ms to \
            predict the attitude ahead by it.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "Recordings with ref_q* columns (e.g. ../shared/data/broad/*.csv).")
    var files: [String]

    @Option(name: .long, help: "Output format: text or json.")
    var format: Format = .text

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("Give at least one recording.") }
    }

    func run() throws {
        var progress = ProgressBar(total: files.count, label: "measure delay")
        var estimates: [SensorDelayEstimate] = []
        for file in files {
            progress.show(completed: estimates.count, detail: CSVLogReader.recordingName(path: file))
            estimates.append(try SensorDelayEstimate.measure(recording: try CSVLogReader.read(path: file)))
        }
        progress.finish()
        let median = SensorDelayEstimate.medianDelaySeconds(estimates) ?? 0
        switch format {
        case .json:
            struct Report: Encodable {
                var recordings: [SensorDelayEstimate]
                var medianDelaySeconds: Double
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let data = try encoder.encode(Report(recordings: estimates, medianDelaySeconds: median))
            print(String(decoding: data, as: UTF8.self))
        case .text:
            let width = max(9, estimates.map(\.recording.count).max() ?? 0)
            func pad(_ text: String, _ count: Int, left: Bool = false) -> String {
                let padding = String(repeating: " ", count: max(0, count - text.count))
                return left ? text + padding : padding + text
            }
            print(pad("recording", width, left: true) + "  " + pad("delay ms", 8) + "  " + pad("residual rad/s", 14) + "  " + pad("samples", 8))
            for estimate in estimates {
                print(pad(estimate.recording, width, left: true) + "  "
                    + pad(String(format: "%.2f", estimate.delaySeconds * 1000), 8) + "  "
                    + pad(String(format: "%.4f", estimate.residualRadiansPerSecond), 14) + "  "
                    + pad(String(estimate.sampleCount), 8))
            }
            print(pad("median", width, left: true) + "  " + pad(String(format: "%.2f", median * 1000), 8))
        }
    }
}
