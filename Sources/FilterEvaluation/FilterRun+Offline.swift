import AttitudeFilters
import IMUSamples
import MotionMath

extension FilterRun {
    /// The ``VQFSmoother`` estimate (offline: forward and backward passes over the whole
    /// recording) at every sample of `samples`, sensor → ENU. With
    /// `useMagnetometer == false` the magnetometer is never passed (6D). The samples are
    /// copied into the smoother's arrays first; a caller that hands over its only copy
    /// (`consume`) has them freed before the passes run.
    public static func smooth(
        samples: consuming [IMUSample], useMagnetometer: Bool, settings: VQFSmoother.Settings = .default
    ) -> [Quaternion] {
        smooth(samples: samples, useMagnetometer: useMagnetometer, settings: settings, tracksUncertainty: false).attitudes
    }

    /// ``smooth(samples:useMagnetometer:settings:)`` with the smoother's 95 % error bounds
    /// at every sample (``SmoothedAttitudes``).
    public static func smoothWithUncertainty(
        samples: consuming [IMUSample], useMagnetometer: Bool, settings: VQFSmoother.Settings = .default
    ) -> SmoothedAttitudes {
        smooth(samples: samples, useMagnetometer: useMagnetometer, settings: settings, tracksUncertainty: true)
    }

    private static func smooth(
        samples: consuming [IMUSample], useMagnetometer: Bool, settings: VQFSmoother.Settings, tracksUncertainty: Bool
    ) -> SmoothedAttitudes {
        let times = samples.map(\.timestampSeconds)
        let gyroscope = samples.map(\.gyroscopeRadiansPerSecond)
        let accelerometer = samples.map(\.accelerometerMetersPerSecondSquared)
        let magnetometer = useMagnetometer ? samples.map(\.magnetometerMicrotesla) : nil
        _ = consume samples
        let smoother = VQFSmoother(settings: settings)
        guard tracksUncertainty else {
            let attitudes = smoother.smooth(
                timestampsSeconds: times, gyroscope: gyroscope, accelerometer: accelerometer, magnetometer: magnetometer)
            return SmoothedAttitudes(attitudes: attitudes, inclinationErrorBoundsDegrees: [], headingErrorBoundsDegrees: [])
        }
        return smoother.smoothWithUncertainty(
            timestampsSeconds: times, gyroscope: gyroscope, accelerometer: accelerometer, magnetometer: magnetometer)
    }

    /// The BROAD error of the ``VQFSmoother`` estimate over `recording`. A caller that
    /// hands over its only copy (`consume`) has the samples freed once the smoother has its
    /// own arrays of them (the metric needs only the references and, with
    /// `tracksUncertainty`, the times: then the result also says how often the errors were
    /// within the smoother's own 95 % bounds, ``TrialResult/boundCoverage``).
    public static func evaluateOffline(
        recording: consuming Recording, useMagnetometer: Bool, settings: VQFSmoother.Settings = .default,
        tracksUncertainty: Bool = false
    ) throws(EvaluationError) -> TrialResult {
        var recording = recording
        let samples = recording.samples
        let times = tracksUncertainty ? samples.map(\.timestampSeconds) : []
        recording.samples = []
        guard tracksUncertainty else {
            let estimates = smooth(samples: consume samples, useMagnetometer: useMagnetometer, settings: settings)
            return try BroadMetric.evaluate(estimates: estimates, recording: recording, usesMagnetometer: useMagnetometer)
        }
        let smoothed = smoothWithUncertainty(samples: consume samples, useMagnetometer: useMagnetometer, settings: settings)
        var coverage = BoundCoverageCounter(usesMagnetometer: useMagnetometer)
        for (index, time) in times.enumerated() {
            coverage.add(
                timeSeconds: time, estimate: smoothed.attitudes[index], reference: recording.referenceAttitudes?[index],
                inclinationBoundDegrees: smoothed.inclinationErrorBoundsDegrees[index],
                headingBoundDegrees: smoothed.headingErrorBoundsDegrees[index])
        }
        var result = try BroadMetric.evaluate(estimates: smoothed.attitudes, recording: recording, usesMagnetometer: useMagnetometer)
        result.boundCoverage = coverage.coverage
        return result
    }
}
