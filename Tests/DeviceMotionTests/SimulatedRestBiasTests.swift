import AttitudeFilters
import FilterEvaluation
import IMUSamples
@testable import IMUSimulator
import Foundation
import MotionMath
import Testing

/// The gyroscope bias Madgwick, Mahony and the complementary filter learn at rest
/// (`RestBiasEstimator`, their `restBiasEstimation`), on simulated motion with biases other
/// than the BROAD sensor's: the 6D heading's change since the start against the truth's,
/// with and without it. Benchmarks/README.md ("The bias learned at rest") has the table
/// this prints.
@Suite struct SimulatedRestBiasTests {
    static let rateHertz = 100.0
    static let degree = Double.pi / 180

    /// Put down and picked up: 12 poses held 3–6 s each, turned between in 2 s, 70 s.
    static let putDownAndPickedUp: PoseSequence = {
        var random = SeededRandom(seed: 31)
        let poses = (0..<12).map { index in
            let axis = random.normalVector(standardDeviation: 1)
            let turn = Quaternion(axis: axis, angleRadians: Double.random(in: 0.3...2.5, using: &random))
            return PoseSequence.Pose(attitude: turn, holdSeconds: 3 + Double(index % 4))
        }
        return PoseSequence(poses: poses)
    }()

    /// The RMS (degrees) of the 6D heading's change since the first sample less the truth's,
    /// from 5 s to the end of `seconds`, with a gyroscope `bias` (rad/s) and white noise.
    static func headingChangeRMS<Filter: AttitudeFilter>(
        _ filter: Filter, trajectory: any MotionTrajectory, seconds: Double, bias: Vector3
    ) -> (rms: Double, learned: Vector3) {
        var filter = filter
        var random = SeededRandom(seed: 7)
        var first: Double?
        var sum = 0.0, count = 0.0
        for index in 0..<Int(seconds * rateHertz) {
            let time = Double(index) / rateHertz
            let state = trajectory.state(atSeconds: time)
            filter.update(
                gyroscope: state.angularVelocityRadiansPerSecond + bias + random.normalVector(standardDeviation: 0.003),
                accelerometer: state.specificForce(in: .standard) + random.normalVector(standardDeviation: 0.03),
                magnetometer: nil, deltaTimeSeconds: index == 0 ? 0 : 1 / rateHertz)
            let heading = OrientationError.signedHeadingRadians(error: (filter.attitude * state.attitude.conjugate).normalized)
            guard let start = first else {
                first = heading
                continue
            }
            guard time >= 5 else { continue }
            let change = remainder(heading - start, 2 * .pi) / degree
            sum += change * change
            count += 1
        }
        return ((sum / count).squareRoot(), filter.estimatedGyroscopeBias)
    }

    static let biases: [Vector3] = [Vector3(0.3, -0.6, 0.8), Vector3(-1.5, 1, -1.2)].map { $0 * degree }

    @Test(arguments: [FilterKind.madgwick, .mahony, .complementary])
    func theBiasLearnedAtRestKeepsThe6DHeading(kind: FilterKind) {
        for bias in Self.biases {
            let learning = Self.headingChangeRMS(
                kind.makeFilter(sampleRateHertz: Self.rateHertz), trajectory: Self.putDownAndPickedUp, seconds: 70, bias: bias)
            let without = Self.headingChangeRMS(
                Self.withoutRestBias(kind), trajectory: Self.putDownAndPickedUp, seconds: 70, bias: bias)
            print(String(format: "%@, put down and picked up, bias (%.1f, %.1f, %.1f) °/s: 6D heading change error RMS %.2f° (without %.2f°), learned (%.2f, %.2f, %.2f) °/s",
                         kind.rawValue, bias.x / Self.degree, bias.y / Self.degree, bias.z / Self.degree, learning.rms, without.rms,
                         learning.learned.x / Self.degree, learning.learned.y / Self.degree, learning.learned.z / Self.degree))
            #expect(learning.rms < 0.25 * without.rms, "\(learning.rms)° against \(without.rms)°")
            #expect((learning.learned - bias).length < 0.1 * Self.degree)
        }
    }

    @Test(arguments: [FilterKind.madgwick, .mahony, .complementary])
    func withoutARestItChangesNothing(kind: FilterKind) {
        // `wave` moves from its first sample on: no rest, so nothing is learned.
        let wave = NamedMotion.waveTrajectory()
        let bias = Self.biases[0]
        let learning = Self.headingChangeRMS(kind.makeFilter(sampleRateHertz: Self.rateHertz), trajectory: wave, seconds: 60, bias: bias)
        let without = Self.headingChangeRMS(Self.withoutRestBias(kind), trajectory: wave, seconds: 60, bias: bias)
        print(String(format: "%@, wave, no rest: 6D heading change error RMS %.2f° (without %.2f°)", kind.rawValue, learning.rms, without.rms))
        #expect(learning.rms == without.rms)
    }

    /// `kind` with `restBiasEstimation` nil.
    static func withoutRestBias(_ kind: FilterKind) -> any AttitudeFilter {
        switch kind {
        case .madgwick:
            var settings = MadgwickFilter.Settings()
            settings.restBiasEstimation = nil
            return MadgwickFilter(settings: settings)
        case .mahony:
            var settings = MahonyFilter.Settings()
            settings.restBiasEstimation = nil
            return MahonyFilter(settings: settings)
        default:
            var settings = ComplementaryFilter.Settings()
            settings.restBiasEstimation = nil
            return ComplementaryFilter(settings: settings)
        }
    }
}
