import IMUDrivers
import IMUSamples

/// A sample source whose samples pass through a `SampleCorrection` (a calibration
/// profile) before anyone reads them: for raw streams and recordings of calibrated data.
public final class CorrectedSampleSource: IMUSampleSource, InterruptTimingReporting {
    /// The uncorrected source.
    public let inner: any IMUSampleSource
    /// The correction applied.
    public let correction: any SampleCorrection
    /// The inner source's interrupt timing.
    public var interruptTiming: InterruptTimingMonitor? { (inner as? any InterruptTimingReporting)?.interruptTiming }

    /// Creates the corrected source.
    public init(inner: any IMUSampleSource, correction: any SampleCorrection) {
        self.inner = inner
        self.correction = correction
    }

    /// The inner source's information.
    public var information: SourceInformation { inner.information }

    /// Starts the inner source.
    public func start() throws { try inner.start() }

    /// The next batch, corrected.
    public func nextBatch() throws -> SampleBatch? {
        guard var batch = try inner.nextBatch() else { return nil }
        batch.samples = batch.samples.map(correction.corrected)
        return batch
    }

    /// Stops the inner source.
    public func stop() { inner.stop() }
}
