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
            rotating sensor-frame vectors into the ENU earth frame. The log is read as the \
            filter runs (constant memory); the output replaces --output only when complete, \
            and never the input itself. --offline (with --filter vqf) reads the whole log \
            first (about 270 bytes of memory per sample; a log larger than the memory left is \
            refused) and writes the offline smoother's attitude instead: the VQF-class filter \
            run forwards and backwards over the recording. --uncertainty adds the columns \
            inclination_error_bound_deg,heading_error_bound_deg: 95 % bounds of the attitude's \
            inclination and heading errors from the filter's own state (in 6D the heading bound \
            is for the heading's change since the start); with --offline, the smoother's bounds \
            from those of its forward and backward passes.
            """
    )

    @Argument(help: "The recorded log (Inertia CSV log or a BROAD recording).")
    var file: String

    @OptionGroup var filterOptions: FilterOptions

    @OptionGroup var latencyOptions: LatencyOptions

    @OptionGroup var offlineOptions: OfflineOptions

    @Option(name: .long, help: "Where to write time_s,qw,qx,qy,qz.")
    var output: String

    @Flag(name: .long, help: "Add the columns inclination_error_bound_deg,heading_error_bound_deg (95 % bounds, degrees).")
    var uncertainty = false

    func validate() throws {
        try offlineOptions.validate(filter: filterOptions.filter, published: filterOptions.tuning.published)
        try latencyOptions.validateForRecordings()
    }

    func run() throws {
        try reportingFailures {
            if offlineOptions.offline { return try writeOffline() }
            let stream = try CSVLogStream(path: file, settings: Self.readSettings)
            let output = try OutputFile(path: self.output, refusingInputs: [file])
            let rate = try stream.previewSampleRateHertz() ?? 100
            try output.write(header)
            try write(filterOptions.makeFilter(sampleRateHertz: rate), from: stream, to: output)
            for warning in stream.warnings { printWarning(warning.description) }
            try output.commit()
        }
    }

    /// The output's header line.
    var header: String {
        uncertainty ? "time_s,qw,qx,qy,qz,inclination_error_bound_deg,heading_error_bound_deg\n" : "time_s,qw,qx,qy,qz\n"
    }

    /// How the log is read: the samples alone (the attitude written needs no reference, so
    /// a BROAD recording's `ref_q*` and `movement` fields are counted, not read).
    static let readSettings = CSVLogReadSettings(readsReference: false)

    /// One row per sample; generic so the filter's update is called directly.
    private func write<Filter: AttitudeFilter>(_ filter: Filter, from stream: CSVLogStream, to output: OutputFile) throws {
        var stepper = FilterStepper(
            filter, useMagnetometer: filterOptions.magnetometer, latencyCompensation: latencyOptions.compensation,
            uncertainty: uncertainty ? AttitudeUncertainty(settings: filter.uncertaintySettings) : nil)
        // Rows are collected and handed over about 64 KiB at a time.
        var rows: [UInt8] = []
        rows.reserveCapacity(1 << 16 + 256)
        // One row, each line read into it.
        var row = CSVLogRow.placeholder
        while try stream.next(into: &row) {
            let q = stepper.attitude(after: row.sample)
            let time = row.sample.timestampSeconds
            let rowBounds = stepper.uncertainty.map { (inclination: $0.inclinationBoundDegrees, heading: $0.headingBoundDegrees) }
            Self.appendRow(timeSeconds: time, attitude: q, bounds: rowBounds, to: &rows)
            if rows.count >= 1 << 16 {
                try output.write(bytes: rows)
                rows.removeAll(keepingCapacity: true)
            }
        }
        try output.write(bytes: rows)
    }

    /// The offline smoother over the whole log, read into memory first; the samples are
    /// freed once the smoother has its own arrays of them.
    private func writeOffline() throws {
        let bytesPerSample = uncertainty
            ? OfflineMemoryCheck.replayWithUncertaintyBytesPerSample : OfflineMemoryCheck.replayBytesPerSample
        if let refusal = OfflineMemoryCheck.refusal(path: file, bytesPerSample: bytesPerSample) {
            throw CommandFailure(refusal)
        }
        var recording = try CSVLogReader.read(path: file, settings: Self.readSettings)
        let output = try OutputFile(path: self.output, refusingInputs: [file])
        let times = recording.samples.map(\.timestampSeconds)
        let samples = recording.samples
        recording.samples = []
        let settings = offlineOptions.smootherSettings(latency: latencyOptions, tuning: filterOptions.tuning)
        let smoothed = uncertainty
            ? FilterRun.smoothWithUncertainty(samples: consume samples, useMagnetometer: filterOptions.magnetometer, settings: settings)
            : SmoothedAttitudes(
                attitudes: FilterRun.smooth(samples: consume samples, useMagnetometer: filterOptions.magnetometer, settings: settings),
                inclinationErrorBoundsDegrees: [], headingErrorBoundsDegrees: [])
        var rows: [UInt8] = Array(header.utf8)
        rows.reserveCapacity(1 << 16 + 256)
        for (index, attitude) in smoothed.attitudes.enumerated() {
            let bounds = uncertainty
                ? (smoothed.inclinationErrorBoundsDegrees[index], smoothed.headingErrorBoundsDegrees[index]) : nil
            Self.appendRow(timeSeconds: times[index], attitude: attitude, bounds: bounds, to: &rows)
            if rows.count >= 1 << 16 {
                try output.write(bytes: rows)
                rows.removeAll(keepingCapacity: true)
            }
        }
        try output.write(bytes: rows)
        for warning in recording.warnings { printWarning(warning.description) }
        try output.commit()
    }

    /// `time_s,qw,qx,qy,qz` (and, with `bounds`, the inclination and heading bounds in
    /// degrees) and a line end, in the CSV log's number format.
    static func appendRow(
        timeSeconds: Double, attitude q: Quaternion, bounds: (inclination: Double, heading: Double)? = nil,
        to bytes: inout [UInt8]
    ) {
        TextWriter.append(to: &bytes, expectedBytes: 7 * NumberText.maximumBytes + 7) { row in
            row.append(timeSeconds)
            row.append(","); row.append(q.w)
            row.append(","); row.append(q.x)
            row.append(","); row.append(q.y)
            row.append(","); row.append(q.z)
            if let bounds {
                row.append(","); row.append(bounds.inclination)
                row.append(","); row.append(bounds.heading)
            }
            row.append("\n")
        }
    }
}
