import AttitudeFilters
import FilterEvaluation
import Foundation
@testable import IMUSimulator
import MotionMath
import Testing

/// The VQF-class filter's motion bias estimate while its accelerometer low-pass starts up
/// (`VQFFilter.Settings.motionBiasEstimationWaitsForStartUp`), on the simulator's `wave`
/// (waving by hand, the sensor upright: its z axis is seen by motion only through small
/// tilts). Started in motion, the published filter takes the start's inclination
/// corrections for bias and keeps a wrong z bias for good; holding the estimate until the
/// low-pass runs leaves it near zero. Benchmarks/README.md ("The motion bias estimate during
/// start-up") has the table `theHeldEstimateIsBetterOnAverageOnOtherWaves` prints.
@Suite struct MotionBiasStartUpTests {
    struct Outcome {
        /// The bias estimate about the sensor's z axis after 90 s, rad/s.
        var zBiasRadiansPerSecond: Double
        /// How far the 6D heading moved against the truth from 10 s to 90 s, degrees.
        var headingDriftDegrees: Double
        /// The mean 9D heading error from 30 s to 90 s, degrees (nil without a magnetometer).
        var headingErrorDegrees: Double?
        /// The mean inclination error from 30 s to 90 s, degrees.
        var inclinationErrorDegrees: Double
    }

    static let rateHertz = 200.0

    /// 90 s of `trajectory` from `offsetSeconds` into it at 200 Hz, the gyroscope with `bias`.
    static func run(
        _ trajectory: any MotionTrajectory, offsetSeconds: Double = 0, bias: Vector3 = .zero, magnetometer: Bool,
        waitsForStartUp: Bool
    ) -> Outcome {
        let environment = MotionEnvironment.standard
        var settings = VQFFilter.Settings.default
        settings.motionBiasEstimationWaitsForStartUp = waitsForStartUp
        var filter = VQFFilter(settings: settings, samplePeriodSeconds: 1 / rateHertz)
        var headingAtTenSeconds = 0.0, heading6D = 0.0
        var headingSum = 0.0, inclinationSum = 0.0, counted = 0.0
        for index in 0...Int(90 * rateHertz) {
            let time = Double(index) / rateHertz
            let state = trajectory.state(atSeconds: offsetSeconds + time)
            filter.update(
                gyroscope: state.angularVelocityRadiansPerSecond + bias, accelerometer: state.specificForce(in: environment),
                magnetometer: magnetometer ? state.magneticField(in: environment) : nil, deltaTimeSeconds: 1 / rateHertz)
            let error6D = filter.quaternion6D.normalized * state.attitude.conjugate
            heading6D = OrientationError.signedHeadingRadians(error: error6D) * 180 / .pi
            if index == Int(10 * rateHertz) { headingAtTenSeconds = heading6D }
            if time >= 30 {
                let error = OrientationError(estimate: filter.attitude, reference: state.attitude)
                headingSum += error.headingRadians * 180 / .pi
                inclinationSum += error.inclinationRadians * 180 / .pi
                counted += 1
            }
        }
        return Outcome(
            zBiasRadiansPerSecond: filter.estimatedGyroscopeBias.z, headingDriftDegrees: heading6D - headingAtTenSeconds,
            headingErrorDegrees: magnetometer ? headingSum / counted : nil, inclinationErrorDegrees: inclinationSum / counted)
    }

    @Test func theStartsInclinationCorrectionsDoNotSetTheBias() {
        // A perfect gyroscope, no magnetometer. Measured: z bias −0.00003 rad/s, heading
        // drift 0.2° (published: −0.0033 rad/s, 14.0°, the 0.18 °/s the wrong bias turns it by).
        let holding = Self.run(NamedMotion.wave.trajectory, magnetometer: false, waitsForStartUp: true)
        let published = Self.run(NamedMotion.wave.trajectory, magnetometer: false, waitsForStartUp: false)
        #expect(abs(holding.zBiasRadiansPerSecond) < 0.0005, "z bias \(holding.zBiasRadiansPerSecond) rad/s")
        #expect(abs(holding.headingDriftDegrees) < 2, "heading drift \(holding.headingDriftDegrees)°")
        #expect(abs(published.zBiasRadiansPerSecond) > 0.002, "published z bias \(published.zBiasRadiansPerSecond) rad/s")
        #expect(abs(published.headingDriftDegrees) > 6, "published heading drift \(published.headingDriftDegrees)°")
    }

    /// Away from the one recording the cause was found on: waves scaled (rotation ×0.5–1.5,
    /// translation ×0–2), started at three phases, the gyroscope with a bias; and `wave`
    /// with other biases, none among them. 9D, as the magnetometer shows the heading's error.
    @Test func theHeldEstimateIsBetterOnAverageOnOtherWaves() {
        let sweepBias = Vector3(0.002, -0.001, 0.002)
        var cases: [(name: String, trajectory: any MotionTrajectory, offset: Double, bias: Vector3)] = []
        for rotation in [0.5, 1.0, 1.5] {
            for translation in [0.0, 0.5, 1.0, 2.0] {
                for offset in [0.0, 0.37, 0.81] {
                    cases.append(("rotation ×\(rotation), translation ×\(translation), start \(offset) s",
                                  NamedMotion.waveTrajectory(rotationScale: rotation, translationScale: translation), offset, sweepBias))
                }
            }
        }
        let scaledCount = cases.count
        for bias in [Vector3(-0.002, 0.001, -0.002), Vector3(0, 0, 0.004), Vector3(0.003, 0.002, -0.001), .zero] {
            for offset in [0.0, 0.37, 0.81] {
                cases.append(("bias \(bias.x) \(bias.y) \(bias.z) rad/s, start \(offset) s", NamedMotion.wave.trajectory, offset, bias))
            }
        }
        var rows: [(held: [Double], published: [Double])] = []
        var lines = ["| case | 9D heading error after 30 s | inclination error after 30 s | 6D heading drift 10–90 s |", "|---|---|---|---|"]
        /// A table row: heading error, inclination error and 6D drift, held / published.
        func line(_ name: String, _ held: [Double], _ published: [Double]) -> String {
            String(format: "| %@ | %.2f° / %.2f° | %.3f° / %.3f° | %.1f° / %.1f° |", name,
                   held[0], published[0], held[1], published[1], held[2], published[2])
        }
        for testCase in cases {
            let held = Self.run(testCase.trajectory, offsetSeconds: testCase.offset, bias: testCase.bias, magnetometer: true, waitsForStartUp: true)
            let published = Self.run(testCase.trajectory, offsetSeconds: testCase.offset, bias: testCase.bias, magnetometer: true, waitsForStartUp: false)
            let row = (held: [held.headingErrorDegrees ?? .nan, held.inclinationErrorDegrees, abs(held.headingDriftDegrees)],
                       published: [published.headingErrorDegrees ?? .nan, published.inclinationErrorDegrees, abs(published.headingDriftDegrees)])
            rows.append(row)
            lines.append(line(testCase.name, row.held, row.published))
        }
        /// The mean of each figure over `rows`.
        func means(_ rows: ArraySlice<(held: [Double], published: [Double])>) -> (held: [Double], published: [Double]) {
            let count = Double(rows.count)
            return ((0..<3).map { figure in rows.map { $0.held[figure] }.reduce(0, +) / count },
                    (0..<3).map { figure in rows.map { $0.published[figure] }.reduce(0, +) / count })
        }
        let scaled = means(rows[..<scaledCount]), all = means(rows[...])
        lines.append(line("mean of the \(scaledCount) scaled waves", scaled.held, scaled.published))
        lines.append(line("mean of all \(rows.count)", all.held, all.published))
        print(lines.joined(separator: "\n"))
        // Not better in every case (a wrong kick can happen to point the way a bias does),
        // but on average: the heading and the inclination.
        #expect(all.held[0] < 0.9 * all.published[0], "heading \(all.held[0])° against \(all.published[0])°")
        #expect(all.held[1] < all.published[1], "inclination \(all.held[1])° against \(all.published[1])°")
    }
}
