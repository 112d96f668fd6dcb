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
    /// The 95 % error bounds after every sample so far, when tracked (default: not).
    public private(set) var uncertainty: AttitudeUncertainty?
    private var previousTimeSeconds: Double?

    /// Steps a copy of `filter`; with `uncertainty` (usually
    /// `AttitudeUncertainty(settings: filter.uncertaintySettings)`), it also tracks the
    /// error bounds, fed every sample after the filter.
    public init(
        _ filter: Filter, useMagnetometer: Bool, latencyCompensation: LatencyCompensation = .none,
        uncertainty: AttitudeUncertainty? = nil
    ) {
        self.filter = filter
        self.useMagnetometer = useMagnetometer
        self.latencyCompensation = latencyCompensation
        self.uncertainty = uncertainty
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
        if var tracked = uncertainty {
            tracked.add(
                after: filter, gyroscope: sample.gyroscopeRadiansPerSecond,
                accelerometer: sample.accelerometerMetersPerSecondSquared,
                magnetometer: useMagnetometer ? sample.magnetometerMicrotesla : nil, magnetic: useMagnetometer,
                timeStepSeconds: step)
            uncertainty = tracked
        }
        guard latencyCompensation.isActive else { return filter.attitude }
        return filter.predictedAttitude(gyroscope: sample.gyroscopeRadiansPerSecond, compensation: latencyCompensation, stepSeconds: step)
    }
}
