import AttitudeFilters
import DeviceMotion
import Foundation
import IMUSamples
import IMUSimulator
import MotionMath
import Testing

/// The heading bound (`DeviceMotion.attitudeAccuracy`, VQF in 9D) on the simulator's
/// motions when the field changes at 30 s, at strengths other than the magnet test's: a
/// magnet fixed to the sensor (hard iron: a constant vector in the IMU frame) of 14, 37, 75
/// and 150 µT, and a change of the field in the room (a constant vector in the earth
/// frame) of 15 and 38 µT; and no change, for comparison. 90 s at 200 Hz, the gyroscope with a bias. Benchmarks/README.md
/// ("Attitude uncertainty") has the table this prints.
@Suite struct MagneticDisturbanceSweepTests {
    struct Disturbance {
        var name: String
        var sensorFrameMicrotesla = Vector3.zero
        var earthFrameMicrotesla = Vector3.zero
    }

    static let disturbances = [
        Disturbance(name: "none"),
        Disturbance(name: "magnet 14 µT", sensorFrameMicrotesla: Vector3(12, -8, 4)),
        Disturbance(name: "magnet 37 µT", sensorFrameMicrotesla: Vector3(30, -20, 10)),
        Disturbance(name: "magnet 75 µT", sensorFrameMicrotesla: Vector3(60, -40, 20)),
        Disturbance(name: "magnet 150 µT", sensorFrameMicrotesla: Vector3(120, -80, 40)),
        Disturbance(name: "room 15 µT", earthFrameMicrotesla: Vector3(10, -10, 5)),
        Disturbance(name: "room 38 µT", earthFrameMicrotesla: Vector3(25, -25, 15)),
    ]

    struct Coverage {
        /// Share of samples with the heading error within its bound, from 5 s to the change.
        var before: Double
        /// The same from the change to the end.
        var after: Double
        var meanBoundAfterDegrees: Double
        var largestErrorAfterDegrees: Double
        /// The mean heading error from 5 s to the change, degrees.
        var meanErrorBeforeDegrees: Double
    }

    static let rateHertz = 200.0
    static let changeSeconds = 30.0

    /// 90 s of `motion` at 200 Hz with `disturbance` from 30 s on, and the true attitudes.
    static func recording(_ motion: NamedMotion, _ disturbance: Disturbance) -> (samples: [IMUSample], truth: [Quaternion]) {
        let trajectory = motion.trajectory
        let environment = MotionEnvironment.standard
        var samples: [IMUSample] = [], truth: [Quaternion] = []
        for index in 0..<Int(90 * rateHertz) {
            let time = Double(index) / rateHertz
            let state = trajectory.state(atSeconds: time)
            var field = state.magneticField(in: environment)
            if time >= changeSeconds {
                field += disturbance.sensorFrameMicrotesla + state.attitude.conjugate.rotate(disturbance.earthFrameMicrotesla)
            }
            samples.append(IMUSample(
                timestampSeconds: time,
                gyroscopeRadiansPerSecond: state.angularVelocityRadiansPerSecond + Vector3(0.002, -0.001, 0.002),
                accelerometerMetersPerSecondSquared: state.specificForce(in: environment),
                magnetometerMicrotesla: field))
            truth.append(state.attitude)
        }
        return (samples, truth)
    }

    /// The heading coverage of `estimates` (attitude and heading bound per sample) against `truth`.
    static func coverage(estimates: [(attitude: Quaternion, headingBoundDegrees: Double)], truth: [Quaternion]) -> Coverage {
        var inside = (before: 0, after: 0), counted = (before: 0, after: 0)
        var boundSum = 0.0, largestError = 0.0, meanErrorBefore = 0.0
        for (index, estimate) in estimates.enumerated() {
            let time = Double(index) / rateHertz
            let error = estimate.attitude.normalized * truth[index].conjugate
            let headingError = (error.w == 0 ? Double.pi : 2 * atan(abs(error.z / error.w))) * 180 / .pi
            let bound = estimate.headingBoundDegrees
            if time >= changeSeconds {
                counted.after += 1
                if headingError <= bound { inside.after += 1 }
                boundSum += bound
                largestError = max(largestError, headingError)
            } else if time >= 5 {
                meanErrorBefore += headingError
                counted.before += 1
                if headingError <= bound { inside.before += 1 }
            }
        }
        return Coverage(
            before: Double(inside.before) / Double(counted.before), after: Double(inside.after) / Double(counted.after),
            meanBoundAfterDegrees: boundSum / Double(counted.after), largestErrorAfterDegrees: largestError,
            meanErrorBeforeDegrees: meanErrorBefore / Double(counted.before))
    }

    static let tableHeader = """
        | motion | field change | mean error before | within the bound before | after | mean bound after | largest error after |
        |---|---|---|---|---|---|---|
        """

    static func tableRow(_ motion: NamedMotion, _ disturbance: Disturbance, _ coverage: Coverage) -> String {
        String(format: "| %@ | %@ | %.1f° | %.1f %% | %.1f %% | %.1f° | %.1f° |", motion.rawValue, disturbance.name,
               coverage.meanErrorBeforeDegrees, 100 * coverage.before, 100 * coverage.after,
               coverage.meanBoundAfterDegrees, coverage.largestErrorAfterDegrees)
    }

    /// The online filter (`MotionPipeline`, VQF, magnetic north) and its `attitudeAccuracy`.
    static func coverage(_ motion: NamedMotion, _ disturbance: Disturbance) throws -> Coverage {
        let (samples, truth) = recording(motion, disturbance)
        let filter = try AttitudeFilterFactory.standard.makeFilter(named: "vqf", sampleRateHertz: rateHertz)
        var pipeline = MotionPipeline(filter: filter, settings: .init(
            referenceFrame: .xMagneticNorthZVertical, firstTimeStepSeconds: 1 / rateHertz))
        let estimates = samples.map { sample in
            let motion = pipeline.process(sample).deviceMotion
            return (pipeline.filter.attitude, motion.attitudeAccuracy.headingErrorBoundDegrees)
        }
        return coverage(estimates: estimates, truth: truth)
    }

    /// The offline smoother (`VQFSmoother.smoothWithUncertainty`) over the whole recording.
    static func offlineCoverage(_ motion: NamedMotion, _ disturbance: Disturbance) -> Coverage {
        let (samples, truth) = recording(motion, disturbance)
        let smoothed = VQFSmoother().smoothWithUncertainty(
            timestampsSeconds: samples.map(\.timestampSeconds), gyroscope: samples.map(\.gyroscopeRadiansPerSecond),
            accelerometer: samples.map(\.accelerometerMetersPerSecondSquared), magnetometer: samples.map(\.magnetometerMicrotesla))
        let estimates = zip(smoothed.attitudes, smoothed.headingErrorBoundsDegrees).map { ($0, $1) }
        return coverage(estimates: estimates, truth: truth)
    }

    @Test func theHeadingBoundCoversStrongMagnetsAndNeverFailsBeforeTheChange() throws {
        var lines = [Self.tableHeader]
        for motion in [NamedMotion.handheld, .wave, .tilt] {
            for disturbance in Self.disturbances {
                let coverage = try Self.coverage(motion, disturbance)
                lines.append(Self.tableRow(motion, disturbance, coverage))
                #expect(coverage.before >= 0.95, "\(motion) \(disturbance.name): before \(coverage.before)")
                // A strong magnet on the sensor is detected, and while the filter finds the
                // field disturbed the bound keeps the largest disagreement: measured 91.3–94.3 %
                // (86.8–89.8 % when the disagreement faded while rejected).
                if disturbance.sensorFrameMicrotesla.length > 70 {
                    #expect(coverage.after >= 0.9, "\(motion) \(disturbance.name): after \(coverage.after)")
                }
            }
        }
        print(lines.joined(separator: "\n"))
    }
}

extension MagneticDisturbanceSweepTests {
    /// The offline smoother (`VQFSmoother.smoothWithUncertainty`) on the same recordings.
    /// After a strong magnet arrives, which the passes detect, its heading bound covers the
    /// error; the rest of the table shows what the BROAD calibration of the offline bound
    /// does not carry over to (Benchmarks/README.md, "Offline smoothing: error bounds"): a
    /// field the filter takes for the earth's is covered only in part, where the smoother's
    /// two headings disagree about it. Before a strong magnet the smoothed heading is as good
    /// as the online filter's, as the last pass starts with the heading of the first 3 s of field
    /// (`SmootherStartField`; it started 7–9° off with the heading the backward pass
    /// carried from the magnet).
    @Test func theOfflineHeadingBoundCoversAStrongMagnetAfterItArrives() {
        var lines = [Self.tableHeader]
        for motion in [NamedMotion.handheld, .wave, .tilt] {
            for disturbance in Self.disturbances {
                let coverage = Self.offlineCoverage(motion, disturbance)
                lines.append(Self.tableRow(motion, disturbance, coverage))
                if disturbance.name == "none" {
                    // Measured: 100 % before and after. `wave` was covered 89.8 % after 30 s while
                    // its z bias was set wrongly at the start (a heading lag of up to 7°, before
                    // `motionBiasEstimationWaitsForStartUp`).
                    #expect(min(coverage.before, coverage.after) >= 0.95, "\(motion): \(coverage.before), \(coverage.after)")
                }
                if disturbance.sensorFrameMicrotesla.length > 70 {
                    // Measured: 100 % after the change; before it the mean error is
                    // 0.6–0.8° (the online filter's 0.9–1.7°), 100 % covered.
                    #expect(coverage.after >= 0.95, "\(motion) \(disturbance.name): after \(coverage.after)")
                    #expect(coverage.meanErrorBeforeDegrees <= 1.5, "\(motion) \(disturbance.name): before \(coverage.meanErrorBeforeDegrees)°")
                    #expect(coverage.before >= 0.99, "\(motion) \(disturbance.name): before \(coverage.before)")
                }
            }
        }
        print(lines.joined(separator: "\n"))
    }
}
