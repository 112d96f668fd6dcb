import Calibration
import IMUSamples

/// A still recording read from a CSV log as it goes (memory: the numbers only, 56 bytes
/// a sample).
enum StillRecordingReader {
    /// The samples of the log at `path`; warnings (a torn last line) are printed.
    static func read(path: String) throws -> StillRecording {
        let stream = try CSVLogStream(path: path)
        var recording = StillRecording()
        var skipped = 0
        while let row = try stream.next() {
            if !recording.append(row.sample) { skipped += 1 }
        }
        for warning in stream.warnings { printWarning(warning.description) }
        if skipped > 0 { printWarning("\(path): \(skipped) rows with a missing gyroscope or accelerometer value were left out") }
        return recording
    }
}
