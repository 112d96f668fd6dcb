import DeviceMotion
import IMUSamples

/// A recorded CSV log as a sample source (`--replay FILE`), read as it plays.
enum ReplaySource {
    /// Opens the log. `realTime`: paced by its timestamps; otherwise as fast as possible.
    static func open(path: String, realTime: Bool) throws -> (source: CSVLogReplaySource, hasMagnetometer: Bool) {
        do {
            let source = try CSVLogReplaySource(path: path, pacing: realTime ? .realTime(speed: 1) : .asFastAsPossible)
            return (source, source.hasMagnetometer)
        } catch {
            throw CommandFailure(error.description)
        }
    }
}
