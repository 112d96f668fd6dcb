import AttitudeFilters
import IMUSamples
import MotionMath

/// Runs filters causally over recordings.
public enum FilterRun {
    /// Feeds every sample of `samples` to `filter` in order and returns the attitude after
    /// each (one per sample). The time step is the difference of consecutive timestamps
    /// (0 for the first sample). With `useMagnetometer == false` the magnetometer is never
    /// passed (6D). `latencyCompensation` predicts each reported attitude ahead by the
    /// sensor's delay less half the time step (default: none); the filter's own state is
    /// not touched by it.
    @inlinable
    public static func estimate<Filter: AttitudeFilter>(
        _ filter: inout Filter, samples: [IMUSample], useMagnetometer: Bool,
        latencyCompensation: LatencyCompensation = .none
    ) -> [Quaternion] {
        var attitudes: [Quaternion] = []
        attitudes.reserveCapacity(samples.count)
        var previousTime = samples.first?.timestampSeconds ?? 0
        for sample in samples {
            let step = sample.timestampSeconds - previousTime
            filter.update(
                gyroscope: sample.gyroscopeRadiansPerSecond,
                accelerometer: sample.accelerometerMetersPerSecondSquared,
                magnetometer: useMagnetometer ? sample.magnetometerMicrotesla : nil,
                deltaTimeSeconds: step
            )
            if sample.timestampSeconds.isFinite { previousTime = sample.timestampSeconds }
            if latencyCompensation.isActive {
                attitudes.append(filter.predictedAttitude(
                    gyroscope: sample.gyroscopeRadiansPerSecond, compensation: latencyCompensation, stepSeconds: step))
            } else {
                attitudes.append(filter.attitude)
            }
        }
        return attitudes
    }

    /// Runs a fresh copy of `filter` over `recording` and returns its BROAD error.
    public static func evaluate(
        _ filter: any AttitudeFilter, recording: Recording, useMagnetometer: Bool,
        latencyCompensation: LatencyCompensation = .none
    ) throws(EvaluationError) -> TrialResult {
        let estimates = estimateOpened(
            filter, samples: recording.samples, useMagnetometer: useMagnetometer,
            latencyCompensation: latencyCompensation)
        return try BroadMetric.evaluate(estimates: estimates, recording: recording, usesMagnetometer: useMagnetometer)
    }

    /// `estimate` on a copy of an existential filter.
    public static func estimateOpened(
        _ filter: any AttitudeFilter, samples: [IMUSample], useMagnetometer: Bool,
        latencyCompensation: LatencyCompensation = .none
    ) -> [Quaternion] {
        func run<Filter: AttitudeFilter>(_ filter: Filter) -> [Quaternion] {
            var copy = filter
            return estimate(
                &copy, samples: samples, useMagnetometer: useMagnetometer, latencyCompensation: latencyCompensation)
        }
        return run(filter)
    }
}
