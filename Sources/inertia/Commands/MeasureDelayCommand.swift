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

    @OptionGroup var recordings: GroundTruthOptions

    func run() throws {
        try reportingFailures { try report() }
    }

    /// The search runs over the whole recording many times, so each recording is held in
    /// memory as numbers (about 100 bytes per sample), one at a time.
    private func report() throws {
        let estimates = try recordings.mapRecordings(label: "measure delay") { recording in
            try SensorDelayEstimate.measure(recording: recording)
        }
        let median = SensorDelayEstimate.medianDelaySeconds(estimates) ?? 0
        switch recordings.format {
        case .json:
            struct Report: Encodable {
                var recordings: [SensorDelayEstimate]
                var medianDelaySeconds: Double
            }
            print(try JSONOutput.text(Report(recordings: estimates, medianDelaySeconds: median), pretty: true))
        case .text:
            let width = max(9, estimates.map(\.recording.count).max() ?? 0)
            print(TextColumns.pad("recording", width, left: true) + "  " + TextColumns.pad("delay ms", 8) + "  " + TextColumns.pad("residual rad/s", 14) + "  " + TextColumns.pad("samples", 8))
            for estimate in estimates {
                print(TextColumns.pad(estimate.recording, width, left: true) + "  "
                    + TextColumns.pad(String(format: "%.2f", estimate.delaySeconds * 1000), 8) + "  "
                    + TextColumns.pad(String(format: "%.4f", estimate.residualRadiansPerSecond), 14) + "  "
                    + TextColumns.pad(String(estimate.sampleCount), 8))
            }
            print(TextColumns.pad("median", width, left: true) + "  " + TextColumns.pad(String(format: "%.2f", median * 1000), 8))
        }
    }
}
