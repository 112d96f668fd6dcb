import IMUSamples

/// Writes every sample a calibration reads to a CSV log (`inertia calibrate --save-session
/// FILE`), in the format of `inertia record`, so the session can be fitted again later with
/// `inertia calibrate --replay FILE`. The log goes through an `OutputFile`: it replaces
/// FILE only when `finish()` succeeds, and a write error (a full disk) removes it at once.
final class CalibrationSessionRecorder {
    private let file: OutputFile
    private var firstTimestamp: Double?

    /// Checks `path` (a regular file or none; not one of `inputs`) and writes the header.
    init(path: String, refusingInputs inputs: [String] = []) throws {
        file = try OutputFile(path: path, refusingInputs: inputs)
        try file.write(SampleFormatter.csvHeader + "\n")
    }

    /// Appends `samples`; time is written from the session's first sample.
    func append(_ samples: [IMUSample]) throws {
        var text = ""
        for sample in samples {
            let start = firstTimestamp ?? sample.timestampSeconds
            firstTimestamp = start
            text += SampleFormatter.csvRow(sample, time: sample.timestampSeconds - start)
            text += "\n"
        }
        try file.write(text)
    }

    /// Completes the log: it replaces the file named on the command line.
    func finish() throws {
        try file.commit()
    }
}
