import DeviceMotion
import IMUSamples

/// A recorded CSV log as a sample source (`--replay FILE`).
enum ReplaySource {
    /// Reads the log. `realTime`: paced by its timestamps; otherwise as fast as possible.
    static func open(path: String, realTime: Bool) throws -> (source: RecordedSampleSource, hasMagnetometer: Bool) {
        throw CommandFailure("replaying \(path) needs the CSV log reader, which is not in this build yet")
    }
}
