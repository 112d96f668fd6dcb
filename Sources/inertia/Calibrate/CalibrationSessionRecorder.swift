import IMUSamples
import Platform

/// Writes every sample a calibration reads to a CSV log (`inertia calibrate --save-session
/// FILE`), in the format of `inertia record`, so the session can be fitted again later with
/// `inertia calibrate --replay FILE`.
final class CalibrationSessionRecorder {
    private let path: String
    private let file: UnsafeMutablePointer<FILE>
    private var firstTimestamp: Double?

    /// Creates (or replaces) `path` and writes the header.
    init(path: String) throws {
        guard let file = fopen(path, "w") else {
            throw CommandFailure("cannot write the session log \(path): \(String(cString: strerror(errno)))")
        }
        self.path = path
        self.file = file
        try write(SampleFormatter.csvHeader + "\n")
    }

    deinit { fclose(file) }

    /// Appends `samples`; time is written from the session's first sample.
    func append(_ samples: [IMUSample]) throws {
        var text = ""
        for sample in samples {
            let start = firstTimestamp ?? sample.timestampSeconds
            firstTimestamp = start
            text += SampleFormatter.csvRow(sample, time: sample.timestampSeconds - start)
            text += "\n"
        }
        try write(text)
    }

    /// Flushes what was written.
    func finish() throws {
        guard fflush(file) == 0 else { throw CommandFailure("writing the session log \(path) failed: \(String(cString: strerror(errno)))") }
    }

    private func write(_ text: String) throws {
        guard fputs(text, file) >= 0 else {
            throw CommandFailure("writing the session log \(path) failed: \(String(cString: strerror(errno)))")
        }
    }
}
