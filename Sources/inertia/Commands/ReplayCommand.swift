import ArgumentParser
import AttitudeFilters
import FilterEvaluation
import Foundation
import IMUSamples
import MotionMath

/// `inertia replay`: runs a filter causally over a recorded log and writes the attitude.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Run a filter over a recorded CSV log and write the attitude per sample.",
        discussion: """
            Writes time_s,qw,qx,qy,qz: one row per input sample, the quaternion (scalar first) \
            rotating sensor-frame vectors into the ENU earth frame.
            """
    )

    @Argument(help: "The recorded log (Inertia CSV log or a BROAD recording).")
    var file: String

    @OptionGroup var filterOptions: FilterOptions

    @OptionGroup var latencyOptions: LatencyOptions

    @Option(name: .long, help: "Where to write time_s,qw,qx,qy,qz.")
    var output: String

    func run() throws {
        let recording = try CSVLogReader.read(path: file)
        let attitudes = FilterRun.estimateOpened(
            filterOptions.filter.makeFilter(sampleRateHertz: recording.sampleRateHertz ?? 100), samples: recording.samples,
            useMagnetometer: filterOptions.magnetometer, latencyCompensation: latencyOptions.compensation
        )
        var text = "time_s,qw,qx,qy,qz\n"
        text.reserveCapacity(attitudes.count * 100)
        for (sample, q) in zip(recording.samples, attitudes) {
            text += CSVLogWriter.row([sample.timestampSeconds, q.w, q.x, q.y, q.z])
            text += "\n"
        }
        try CSVLogWriter.writeText(text, to: output)
    }
}
