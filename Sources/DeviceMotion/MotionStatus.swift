import IMUSamples
import IMUDrivers

/// A snapshot of what a `MotionManager`'s sampling thread is doing.
public struct MotionStatus: Sendable {
    /// True while the sampling thread runs.
    public var isRunning: Bool
    /// The sample source.
    public var source: SourceInformation
    /// The name of the attitude filter in use.
    public var filterName: String
    /// What a person is shown for the filter: `filterName`, or the factory's label for it
    /// ("madgwick as published"; `AttitudeFilterFactory.label(of:)`).
    public var filterLabel: String
    /// τ_acc and τ_mag of the filter in use when it is the VQF-class one; nil for the other
    /// filters and before sampling has made a filter.
    public var filterTimeConstants: FilterTimeConstants?
    /// The reference frame in use.
    public var referenceFrame: AttitudeReferenceFrame
    /// The rate the consumers ask for (the fastest of them), Hz; nil when nobody asks.
    public var requestedSampleRateHertz: Double?
    /// The sensor's rate measured from sample timestamps, Hz (0 before two samples).
    public var measuredSampleRateHertz: Double
    /// Samples processed since the manager was created.
    public var processedSampleCount: Int
    /// Samples the source reported lost (FIFO overflow, gaps).
    public var sourceDroppedSampleCount: Int
    /// Samples consumers missed because they were slower than the sensor, all consumers.
    public var consumerMissedSampleCount: Int
    /// Push-mode consumers currently subscribed.
    public var consumerCount: Int
    /// Latency from reading a sample off the sensor to delivering it, all consumers (a
    /// consumer served on the sampling loop's own thread, `runDeviceMotionUpdates`, has it
    /// measured on every 32nd delivery).
    public var deliveryLatency: LatencyStatistics
    /// Mean time the pipeline (calibration, mounting, filter, frames) takes per sample,
    /// seconds, measured on every 32nd sample.
    public var meanProcessingSecondsPerSample: Double
    /// The last error from the source or the configuration, if any.
    public var lastError: String?
    /// Set when the calibration in use no longer fits (see `DeviceMotion.recalibration`),
    /// as of the latest sample.
    public var recalibration: RecalibrationPrompt? = nil
    /// The sensor's delay the prediction works from, s: the configuration's
    /// `latencyCompensation(for:)`; 0 when nothing is predicted.
    public var sensorDelaySeconds: Double = 0
    /// How far ahead the attitude is predicted at the source's nominal rate, s: the delay
    /// less half a sample period, at least 0 (`LatencyCompensation.leadSeconds(stepSeconds:)`).
    public var predictionLeadSeconds: Double = 0
    /// How well interrupt-driven reading keeps time (edge-to-read latency, sample age,
    /// sensor-clock drift, missed edges, overruns); nil when the source polls.
    public var interruptTiming: InterruptTimingReport? = nil
}
