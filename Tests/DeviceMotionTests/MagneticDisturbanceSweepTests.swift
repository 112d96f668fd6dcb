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
/// frame) of 15 and 38 µT. 90 s at 200 Hz, the gyroscope with a bias. Benchmarks/README.md
/// ("Attitude uncertainty") has the table this prints.
@Suite struct MagneticDisturbanceSweepTests {
    struct Disturbance {
        var name: String
        var sensorFrameMicrotesla = Vector3.zero
        var earthFrameMicrotesla = Vector3.zero
    }

    static let disturbances = [
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
    }

    static func coverage(_ motion: NamedMotion, _ disturbance: Disturbance) throws -> Coverage {
        let rateHertz = 200.0
        let changeSeconds = 30.0
        let trajectory = motion.trajectory
        let environment = MotionEnvironment.standard
        let filter = try AttitudeFilterFactory.standard.makeFilter(named: "vqf", sampleRateHertz: rateHertz)
        var pipeline = MotionPipeline(filter: filter, settings: .init(
            referenceFrame: .xMagneticNorthZVertical, firstTimeStepSeconds: 1 / rateHertz))
        var inside = (before: 0, after: 0), counted = (before: 0, after: 0)
        var boundSum = 0.0, largestError = 0.0
        for index in 0..<Int(90 * rateHertz) {
            let time = Double(index) / rateHertz
            let state = trajectory.state(atSeconds: time)
            var field = state.magneticField(in: environment)
            if time >= changeSeconds {
                field += disturbance.sensorFrameMicrotesla + state.attitude.conjugate.rotate(disturbance.earthFrameMicrotesla)
            }
            let motion = pipeline.process(IMUSample(
                timestampSeconds: time,
                gyroscopeRadiansPerSecond: state.angularVelocityRadiansPerSecond + Vector3(0.002, -0.001, 0.002),
                accelerometerMetersPerSecondSquared: state.specificForce(in: environment),
                magnetometerMicrotesla: field)).deviceMotion
            let error = pipeline.filter.attitude.normalized * state.attitude.conjugate
            let headingError = (error.w == 0 ? Double.pi : 2 * atan(abs(error.z / error.w))) * 180 / .pi
            let bound = motion.attitudeAccuracy.headingErrorBoundDegrees
            if time >= changeSeconds {
                counted.after += 1
                if headingError <= bound { inside.after += 1 }
                boundSum += bound
                largestError = max(largestError, headingError)
            } else if time >= 5 {
                counted.before += 1
                if headingError <= bound { inside.before += 1 }
            }
        }
        return Coverage(
            before: Double(inside.before) / Double(counted.before), after: Double(inside.after) / Double(counted.after),
            meanBoundAfterDegrees: boundSum / Double(counted.after), largestErrorAfterDegrees: largestError)
    }

    @Test func theHeadingBoundCoversStrongMagnetsAndNeverFailsBeforeTheChange() throws {
        var lines = ["| motion | field change | within the bound before | after | mean bound after | largest error after |", "|---|---|---|---|---|---|"]
        for motion in [NamedMotion.handheld, .wave, .tilt] {
            for disturbance in Self.disturbances {
                let coverage = try Self.coverage(motion, disturbance)
                lines.append(String(format: "| %@ | %@ | %.1f %% | %.1f %% | %.1f° | %.1f° |", motion.rawValue, disturbance.name,
                                    100 * coverage.before, 100 * coverage.after, coverage.meanBoundAfterDegrees,
                                    coverage.largestErrorAfterDegrees))
                #expect(coverage.before >= 0.95, "\(motion) \(disturbance.name): before \(coverage.before)")
                // A strong magnet on the sensor is detected, and while the filter finds the
                // field disturbed the bound keeps the largest disagreement: measured 90.5–93.7 %
                // (86.8–89.8 % when the disagreement faded while rejected).
                if disturbance.sensorFrameMicrotesla.length > 70 {
                    #expect(coverage.after >= 0.9, "\(motion) \(disturbance.name): after \(coverage.after)")
                }
            }
        }
        print(lines.joined(separator: "\n"))
    }
}
