import DeviceMotion
import IMUSamples

/// A recorded CSV log as a sample source (`--replay FILE`).
enum ReplaySource {
    /// Reads the log. `realTime`: paced by its timestamps; otherwise as fast as possible.
    static func open(path: String, realTime: Bool) throws -> (source: RecordedSampleSource, hasMagnetometer: Bool) {
        do {
            let source = try RecordedSampleSource.replaying(path: path, pacing: realTime ? .realTime(speed: 1) : .asFastAsPossible)
            return (source, source.hasMagnetometer)
        } catch {
            throw CommandFailure(error.description)
        }
    }
}
