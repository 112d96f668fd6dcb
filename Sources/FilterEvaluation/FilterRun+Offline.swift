import AttitudeFilters
import IMUSamples
import MotionMath

extension FilterRun {
    /// The ``VQFSmoother`` estimate (offline: forward and backward passes over the whole
    /// recording) at every sample of `samples`, sensor → ENU. With
    /// `useMagnetometer == false` the magnetometer is never passed (6D).
    public static func smooth(
        samples: [IMUSample], useMagnetometer: Bool, settings: VQFSmoother.Settings = .default
    ) -> [Quaternion] {
        VQFSmoother(settings: settings).smooth(
            timestampsSeconds: samples.map(\.timestampSeconds),
            gyroscope: samples.map(\.gyroscopeRadiansPerSecond),
            accelerometer: samples.map(\.accelerometerMetersPerSecondSquared),
            magnetometer: useMagnetometer ? samples.map(\.magnetometerMicrotesla) : nil)
    }

    /// The BROAD error of the ``VQFSmoother`` estimate over `recording`.
    public static func evaluateOffline(
        recording: Recording, useMagnetometer: Bool, settings: VQFSmoother.Settings = .default
    ) throws(EvaluationError) -> TrialResult {
        let estimates = smooth(samples: recording.samples, useMagnetometer: useMagnetometer, settings: settings)
        return try BroadMetric.evaluate(estimates: estimates, recording: recording, usesMagnetometer: useMagnetometer)
    }
}
