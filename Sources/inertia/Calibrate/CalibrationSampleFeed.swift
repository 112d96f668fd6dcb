import IMUSamples

/// Samples one at a time from a started source, for the guided flow. Stops with
/// `CalibrationInterrupted` when the user presses Ctrl-C (or SIGTERM, SIGHUP arrive), and
/// with a clear failure when the source ends.
final class CalibrationSampleFeed {
    private let source: any IMUSampleSource
    private var pending: [IMUSample] = []
    private var nextIndex = 0
    /// Samples the source reported lost.
    private(set) var droppedSampleCount = 0

    /// Where every sample read is also written (`--save-session`), if anywhere.
    private let recorder: CalibrationSessionRecorder?

    init(source: any IMUSampleSource, recorder: CalibrationSessionRecorder? = nil) {
        self.source = source
        self.recorder = recorder
    }

    /// The next sample, in sensor-clock order.
    func next() throws -> IMUSample {
        while nextIndex >= pending.count {
            if InterruptFlag.isSet {
                throw CalibrationInterrupted(signalName: InterruptFlag.signalName ?? "a signal")
            }
            guard let batch = try source.nextBatch() else {
                throw CommandFailure("the sensor stopped delivering samples before the calibration finished")
            }
            droppedSampleCount += batch.droppedSampleCount
            pending = batch.samples
            try recorder?.append(batch.samples)
            nextIndex = 0
        }
        defer { nextIndex += 1 }
        return pending[nextIndex]
    }
}

/// The user stopped the calibration (Ctrl-C, SIGTERM, SIGHUP) while a step ran.
struct CalibrationInterrupted: Error, CustomStringConvertible {
    /// "SIGINT".
    let signalName: String

    var description: String { "calibration interrupted (\(signalName))" }
}
