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
            and never the input itself. --offline (with --filter vqf) writes the offline \
            smoother's attitude instead: the VQF-class filter run forwards and backwards over \
            the recording, 300 s of it at a time with 60 s on either side (memory bounded by \
            one window; a log of up to 370 s is smoothed whole). --uncertainty adds the columns \
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
            try Self.handOver(&rows, to: output)
        }
        try output.write(bytes: rows)
    }

    /// The offline smoother over the log, read as it smooths: a window at a time
    /// (`WindowedSmoother`), each row written once its window is smoothed.
    private func writeOffline() throws {
        let stream = try CSVLogStream(path: file, settings: Self.readSettings)
        let output = try OutputFile(path: self.output, refusingInputs: [file])
        let settings = offlineOptions.smootherSettings(latency: latencyOptions, tuning: filterOptions.tuning)
        var smoother = WindowedSmoother(
            settings: settings, windows: offlineOptions.windows, usesMagnetometer: filterOptions.magnetometer,
            tracksUncertainty: uncertainty)
        var rows: [UInt8] = Array(header.utf8)
        rows.reserveCapacity(1 << 16 + 256)
        func write(_ smoothed: WindowedSmoother.Sample) throws {
            let bounds = smoothed.inclinationErrorBoundDegrees.flatMap { inclination in
                smoothed.headingErrorBoundDegrees.map { (inclination: inclination, heading: $0) }
            }
            Self.appendRow(timeSeconds: smoothed.timestampSeconds, attitude: smoothed.attitude, bounds: bounds, to: &rows)
            try Self.handOver(&rows, to: output)
        }
        var row = CSVLogRow.placeholder
        while try stream.next(into: &row) {
            let sample = row.sample
            try smoother.add(
                timestampSeconds: sample.timestampSeconds, gyroscope: sample.gyroscopeRadiansPerSecond,
                accelerometer: sample.accelerometerMetersPerSecondSquared, magnetometer: sample.magnetometerMicrotesla,
                emit: write)
        }
        try smoother.finish(emit: write)
        try output.write(bytes: rows)
        for warning in stream.warnings { printWarning(warning.description) }
        try output.commit()
    }

    /// Writes `rows` to `output` and empties them once they hold 64 KiB: rows are collected
    /// and handed over about that much at a time.
    static func handOver(_ rows: inout [UInt8], to output: OutputFile) throws {
        guard rows.count >= 1 << 16 else { return }
        try output.write(bytes: rows)
        rows.removeAll(keepingCapacity: true)
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
