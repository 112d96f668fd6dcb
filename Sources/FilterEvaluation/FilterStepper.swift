import AttitudeFilters
import IMUSamples
import MotionMath

/// Feeds samples to a filter one at a time, exactly as `FilterRun.estimate` does over an
/// array, for logs read as a stream: the time step is the difference of consecutive
/// timestamps (0 for the first sample). Generic, so the filter's update is called directly;
/// open an existential filter with a generic function (as `FilterRun.estimateOpened` does).
public struct FilterStepper<Filter: AttitudeFilter> {
    /// The filter, updated by every sample so far.
    public private(set) var filter: Filter
    /// Whether magnetometer readings are passed (9D) or not (6D).
    public let useMagnetometer: Bool
    /// The prediction applied to each reported attitude (default: none).
    public let latencyCompensation: LatencyCompensation
    private var previousTimeSeconds: Double?

    /// Steps a copy of `filter`.
    public init(_ filter: Filter, useMagnetometer: Bool, latencyCompensation: LatencyCompensation = .none) {
        self.filter = filter
        self.useMagnetometer = useMagnetometer
        self.latencyCompensation = latencyCompensation
    }

    /// Updates the filter with `sample` and returns the attitude after it (sensor→earth).
    public mutating func attitude(after sample: IMUSample) -> Quaternion {
        let previous = previousTimeSeconds ?? sample.timestampSeconds
        let step = sample.timestampSeconds - previous
        filter.update(
            gyroscope: sample.gyroscopeRadiansPerSecond,
            accelerometer: sample.accelerometerMetersPerSecondSquared,
            magnetometer: useMagnetometer ? sample.magnetometerMicrotesla : nil,
            deltaTimeSeconds: step
        )
        if sample.timestampSeconds.isFinite || previousTimeSeconds == nil { previousTimeSeconds = sample.timestampSeconds }
        guard latencyCompensation.isActive else { return filter.attitude }
        return filter.predictedAttitude(gyroscope: sample.gyroscopeRadiansPerSecond, compensation: latencyCompensation, stepSeconds: step)
    }
}
