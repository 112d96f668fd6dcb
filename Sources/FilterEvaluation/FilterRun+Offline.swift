import AttitudeFilters
import IMUSamples
import MotionMath

extension FilterRun {
    /// The offline smoother's estimate (``WindowedSmoother``: the VQF-class filter run
    /// forwards and backwards over each window of `windows`; a recording of up to 370 s is
    /// one window, ``VQFSmoother`` over the whole of it) at every sample of `samples`,
    /// sensor → ENU. With `useMagnetometer == false` the magnetometer is never passed (6D).
    public static func smooth(
        samples: [IMUSample], useMagnetometer: Bool, settings: VQFSmoother.Settings = .default,
        windows: WindowedSmoother.Windows = .default
    ) -> [Quaternion] {
        smooth(samples: samples, useMagnetometer: useMagnetometer, settings: settings, windows: windows, tracksUncertainty: false)
            .attitudes
    }

    /// ``smooth(samples:useMagnetometer:settings:windows:)`` with the smoother's 95 % error
    /// bounds at every sample (``SmoothedAttitudes``).
    public static func smoothWithUncertainty(
        samples: [IMUSample], useMagnetometer: Bool, settings: VQFSmoother.Settings = .default,
        windows: WindowedSmoother.Windows = .default
    ) -> SmoothedAttitudes {
        smooth(samples: samples, useMagnetometer: useMagnetometer, settings: settings, windows: windows, tracksUncertainty: true)
    }

    private static func smooth(
        samples: [IMUSample], useMagnetometer: Bool, settings: VQFSmoother.Settings, windows: WindowedSmoother.Windows,
        tracksUncertainty: Bool
    ) -> SmoothedAttitudes {
        var smoother = WindowedSmoother(
            settings: settings, windows: windows, usesMagnetometer: useMagnetometer, tracksUncertainty: tracksUncertainty)
        var smoothed = SmoothedAttitudes(attitudes: [], inclinationErrorBoundsDegrees: [], headingErrorBoundsDegrees: [])
        smoothed.attitudes.reserveCapacity(samples.count)
        func keep(_ sample: WindowedSmoother.Sample) {
            smoothed.attitudes.append(sample.attitude)
            if let inclination = sample.inclinationErrorBoundDegrees, let heading = sample.headingErrorBoundDegrees {
                smoothed.inclinationErrorBoundsDegrees.append(inclination)
                smoothed.headingErrorBoundsDegrees.append(heading)
            }
        }
        for sample in samples {
            smoother.add(
                timestampSeconds: sample.timestampSeconds, gyroscope: sample.gyroscopeRadiansPerSecond,
                accelerometer: sample.accelerometerMetersPerSecondSquared, magnetometer: sample.magnetometerMicrotesla,
                emit: keep)
        }
        smoother.finish(emit: keep)
        return smoothed
    }

    /// The BROAD error of the offline smoother's estimate over `recording`
    /// (``smooth(samples:useMagnetometer:settings:windows:)``). A caller that hands over its
    /// only copy (`consume`) has the samples freed once they are smoothed (the metric needs
    /// only the references and, with `tracksUncertainty`, the times: then the result also
    /// says how often the errors were within the smoother's own 95 % bounds,
    /// ``TrialResult/boundCoverage``).
    public static func evaluateOffline(
        recording: consuming Recording, useMagnetometer: Bool, settings: VQFSmoother.Settings = .default,
        windows: WindowedSmoother.Windows = .default, tracksUncertainty: Bool = false
    ) throws(EvaluationError) -> TrialResult {
        var recording = recording
        let samples = recording.samples
        let times = tracksUncertainty ? samples.map(\.timestampSeconds) : []
        recording.samples = []
        guard tracksUncertainty else {
            let estimates = smooth(samples: consume samples, useMagnetometer: useMagnetometer, settings: settings, windows: windows)
            return try BroadMetric.evaluate(estimates: estimates, recording: recording, usesMagnetometer: useMagnetometer)
        }
        let smoothed = smoothWithUncertainty(
            samples: consume samples, useMagnetometer: useMagnetometer, settings: settings, windows: windows)
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
