import AttitudeFilters
import FilterEvaluation
import IMUSamples
@testable import IMUSimulator
import MotionMath

/// Simulated motions with accelerations of other strengths than the BROAD trials', for
/// checking on them what was fitted on BROAD: `wave` with its translations at ½, 1 and 3
/// times, `handheld` and `tilt`.
enum VariedMotions {
    static let all: [(name: String, trajectory: any MotionTrajectory)] = [
        ("wave, translations × 0.5", NamedMotion.waveTrajectory(translationScale: 0.5)),
        ("wave", NamedMotion.waveTrajectory()),
        ("wave, translations × 3", NamedMotion.waveTrajectory(translationScale: 3)),
        ("handheld", NamedMotion.handheld.trajectory),
        ("tilt", NamedMotion.tilt.trajectory),
    ]

    /// The gyroscope's bias in these checks, rad/s (about 0.2 °/s).
    static let gyroscopeBias = Vector3(0.003, -0.002, 0.002)

    /// A sample of `trajectory` at `seconds` with the bias and white noise (gyroscope
    /// 0.003 rad/s, accelerometer 0.03 m/s²) drawn from `random`, and the true attitude: 6D,
    /// or 9D when `magnetometerOffsetMicrotesla` is given, the standard field (0, 20, −40) µT
    /// plus that offset fixed to the sensor (hard iron) plus white noise of 0.3 µT.
    static func sample(
        of trajectory: any MotionTrajectory, atSeconds seconds: Double, random: inout SeededRandom,
        magnetometerOffsetMicrotesla: Vector3? = nil
    ) -> (sample: IMUSample, attitude: Quaternion) {
        let state = trajectory.state(atSeconds: seconds)
        let sample = IMUSample(
            timestampSeconds: seconds,
            gyroscopeRadiansPerSecond: state.angularVelocityRadiansPerSecond + gyroscopeBias
                + random.normalVector(standardDeviation: 0.003),
            accelerometerMetersPerSecondSquared: state.specificForce(in: .standard) + random.normalVector(standardDeviation: 0.03),
            magnetometerMicrotesla: magnetometerOffsetMicrotesla.map {
                state.magneticField(in: .standard) + $0 + random.normalVector(standardDeviation: 0.3)
            })
        return (sample, state.attitude)
    }

    /// The times into each motion at which the start-in-motion checks start a filter, s.
    static let startSeconds = [7.3, 21.9, 36.1]

    /// The RMS (degrees) of `error` (radians, of the filter's attitude against the truth)
    /// from `fromSeconds` to `toSeconds` after each start in ``startSeconds``, over all
    /// motions, at `rateHertz`, of the filter `make` gives: 6D, or 9D with
    /// `magnetometerOffsetMicrotesla` (``sample(of:atSeconds:random:magnetometerOffsetMicrotesla:)``).
    /// The samples are drawn from `SeededRandom(seed:)` from the first one on.
    static func startInMotionRMS<Filter: AttitudeFilter>(
        seed: UInt64, rateHertz: Double, fromSeconds: Double = 0, toSeconds: Double,
        magnetometerOffsetMicrotesla: Vector3? = nil, error: (OrientationError) -> Double, _ make: () -> Filter
    ) -> Double {
        var squares = 0.0, count = 0.0
        startsInMotion(
            seed: seed, rateHertz: rateHertz, toSeconds: toSeconds, magnetometerOffsetMicrotesla: magnetometerOffsetMicrotesla,
            make
        ) { index, errorQuaternion in
            guard index >= Int(fromSeconds * rateHertz) else { return }
            let degrees = error(OrientationError(error: errorQuaternion)) * 180 / .pi
            squares += degrees * degrees
            count += 1
        }
        return (squares / count).squareRoot()
    }

    /// The RMS (degrees) of the 6D heading's change since each start's first sample less the
    /// truth's (the yaw an application sees in an arbitrary frame whose zero is that first
    /// sample), from `fromSeconds` to `toSeconds` after each start, as
    /// ``startInMotionRMS(seed:rateHertz:fromSeconds:toSeconds:magnetometerOffsetMicrotesla:error:_:)``.
    static func startInMotionHeadingChangeRMS<Filter: AttitudeFilter>(
        seed: UInt64, rateHertz: Double, fromSeconds: Double, toSeconds: Double, _ make: () -> Filter
    ) -> Double {
        var squares = 0.0, count = 0.0
        var firstHeading = 0.0
        startsInMotion(seed: seed, rateHertz: rateHertz, toSeconds: toSeconds, magnetometerOffsetMicrotesla: nil, make) {
            index, errorQuaternion in
            let heading = OrientationError.signedHeadingRadians(error: errorQuaternion)
            if index == 0 { firstHeading = heading }
            guard index >= Int(fromSeconds * rateHertz) else { return }
            let degrees = (heading - firstHeading).remainder(dividingBy: 2 * .pi) * 180 / .pi
            squares += degrees * degrees
            count += 1
        }
        return (squares / count).squareRoot()
    }

    /// Runs the filter `make` gives from each start in ``startSeconds`` of every motion for
    /// `toSeconds` at `rateHertz` and hands `visit` each sample's index since its start and
    /// the error quaternion (estimate ⊗ truth⁻¹, normalised).
    private static func startsInMotion<Filter: AttitudeFilter>(
        seed: UInt64, rateHertz: Double, toSeconds: Double, magnetometerOffsetMicrotesla: Vector3?,
        _ make: () -> Filter, visit: (Int, Quaternion) -> Void
    ) {
        var random = SeededRandom(seed: seed)
        for (_, trajectory) in all {
            for start in startSeconds {
                var stepper = FilterStepper(make(), useMagnetometer: magnetometerOffsetMicrotesla != nil)
                for index in 0..<Int(toSeconds * rateHertz) {
                    let (sample, truth) = Self.sample(
                        of: trajectory, atSeconds: start + Double(index) / rateHertz, random: &random,
                        magnetometerOffsetMicrotesla: magnetometerOffsetMicrotesla)
                    let attitude = stepper.attitude(after: sample)
                    visit(index, (attitude.normalized * truth.conjugate).normalized)
                }
            }
        }
    }
}
