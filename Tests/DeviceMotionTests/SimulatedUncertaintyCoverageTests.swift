import AttitudeFilters
import FilterEvaluation
import IMUSamples
@testable import IMUSimulator
import MotionMath
import Testing

/// The inclination bound of each filter (`AttitudeFilter.uncertaintySettings`) on simulated
/// motion with accelerations of other strengths than the BROAD trials its constants were
/// calibrated on: the simulator's `wave` (hand-held waving, peaks near 170 °/s) with its
/// translations scaled from 0 to 3 times (peaks of about 0, 3, 6, 12 and 18 m/s²), at rest
/// for the first 3 s and fading in over 2 s; 120 s at 200 Hz, the gyroscope with a bias of
/// about 0.17 °/s. Benchmarks/README.md ("Attitude uncertainty") has the table this prints.
@Suite struct SimulatedUncertaintyCoverageTests {
    static let rateHertz = 200.0
    static let translationScales = [0.0, 0.5, 1, 2, 3]

    /// `wave`'s motion (`NamedMotion.waveTrajectory`) with its translations scaled by
    /// `translationScale`, faded in after 3 s at rest.
    static func wave(translationScale: Double) -> ScriptedTrajectory {
        NamedMotion.waveTrajectory(translationScale: translationScale, envelope: .smoothStep(startSeconds: 3, durationSeconds: 2))
    }

    /// From 5 s in: the share of samples with the inclination error within the bound, the
    /// mean bound and the mean and largest error (degrees).
    struct Coverage {
        var inside = 0.0
        var meanBoundDegrees = 0.0
        var meanErrorDegrees = 0.0
        var largestErrorDegrees = 0.0
    }

    /// `kind` in 9D over `trajectory`, the bounds with `settings` (default: the filter's own).
    static func coverage(_ kind: FilterKind, trajectory: ScriptedTrajectory, settings: AttitudeUncertainty.Settings? = nil) -> Coverage {
        run(kind.makeFilter(sampleRateHertz: rateHertz), trajectory: trajectory, settings: settings)
    }

    static func run<Filter: AttitudeFilter>(_ filter: Filter, trajectory: ScriptedTrajectory, settings: AttitudeUncertainty.Settings?) -> Coverage {
        let environment = MotionEnvironment.standard
        var stepper = FilterStepper(
            filter, useMagnetometer: true, uncertainty: AttitudeUncertainty(settings: settings ?? filter.uncertaintySettings))
        var result = Coverage()
        var inside = 0, total = 0
        for index in 0..<Int(120 * rateHertz) {
            let time = Double(index) / rateHertz
            let state = trajectory.state(atSeconds: time)
            let sample = IMUSample(
                timestampSeconds: time,
                gyroscopeRadiansPerSecond: state.angularVelocityRadiansPerSecond + Vector3(0.002, -0.001, 0.002),
                accelerometerMetersPerSecondSquared: state.specificForce(in: environment),
                magnetometerMicrotesla: state.magneticField(in: environment))
            let attitude = stepper.attitude(after: sample)
            guard time >= 5, let uncertainty = stepper.uncertainty else { continue }
            let error = OrientationError(error: attitude.normalized * state.attitude.conjugate).inclinationRadians * 180 / .pi
            total += 1
            if error <= uncertainty.inclinationBoundDegrees { inside += 1 }
            result.meanBoundDegrees += uncertainty.inclinationBoundDegrees
            result.meanErrorDegrees += error
            result.largestErrorDegrees = max(result.largestErrorDegrees, error)
        }
        result.inside = Double(inside) / Double(total)
        result.meanBoundDegrees /= Double(total)
        result.meanErrorDegrees /= Double(total)
        return result
    }

    @Test(arguments: [FilterKind.madgwick, .mahony, .complementary])
    func theInclinationBoundFollowsTheAccelerationsStrength(kind: FilterKind) {
        var previousBound = 0.0
        for scale in Self.translationScales {
            let own = Self.coverage(kind, trajectory: Self.wave(translationScale: scale))
            let vqfConstants = Self.coverage(kind, trajectory: Self.wave(translationScale: scale), settings: AttitudeUncertainty.Settings())
            print(String(format: "%@ wave, translations × %.1f: inclination error mean %.2f° largest %.2f°; bound mean %.2f°, covers %.3f (VQF's constants: %.2f°, %.3f)",
                         kind.rawValue, scale, own.meanErrorDegrees, own.largestErrorDegrees, own.meanBoundDegrees, own.inside,
                         vqfConstants.meanBoundDegrees, vqfConstants.inside))
            // Measured: every sample inside at every strength.
            #expect(own.inside >= 0.95, "× \(scale): \(own.inside)")
            #expect(own.meanBoundDegrees > previousBound, "× \(scale): the bound does not grow with the accelerations")
            previousBound = own.meanBoundDegrees
        }
    }
}
