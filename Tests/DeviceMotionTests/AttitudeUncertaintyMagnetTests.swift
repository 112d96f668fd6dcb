import AttitudeFilters
import DeviceMotion
import Foundation
import IMUSamples
import IMUSimulator
import MotionMath
import Testing

/// The heading bound (`DeviceMotion.attitudeAccuracy`) on the simulator's hand-held motion
/// with VQF in 9D: a magnet appears (the simulator's hard-iron fault: the field in the IMU
/// frame moves by a fixed vector for good) and the bound must grow before the heading error
/// does.
@Suite struct AttitudeUncertaintyMagnetTests {
    static let rateHertz = 200.0
    static let magnetSeconds = 30.0
    /// The magnet's field at the sensor, µT, IMU frame (as `--sim-faults hard-iron@30s:30/-20/10`).
    static let magnetMicrotesla = Vector3(30, -20, 10)
    /// A gyroscope bias, rad/s: the vertical part is what makes the heading drift once the
    /// magnetometer is rejected.
    static let gyroscopeBias = Vector3(0.002, -0.001, 0.002)

    struct Run {
        var times: [Double] = []
        var headingErrorDegrees: [Double] = []
        var headingBoundDegrees: [Double] = []
        var inclinationErrorDegrees: [Double] = []
        var inclinationBoundDegrees: [Double] = []
    }

    /// 60 s of `NamedMotion.handheld`, exact samples plus the bias, the magnet from 30 s.
    static func run() throws -> Run {
        let trajectory = NamedMotion.handheld.trajectory
        let environment = MotionEnvironment.standard
        let filter = try AttitudeFilterFactory.standard.makeFilter(named: "vqf", sampleRateHertz: rateHertz)
        var pipeline = MotionPipeline(filter: filter, settings: .init(
            referenceFrame: .xMagneticNorthZVertical, firstTimeStepSeconds: 1 / rateHertz))
        var run = Run()
        for index in 0..<Int(60 * rateHertz) {
            let time = Double(index) / rateHertz
            let state = trajectory.state(atSeconds: time)
            var field = state.magneticField(in: environment)
            if time >= magnetSeconds { field += magnetMicrotesla }
            let motion = pipeline.process(IMUSample(
                timestampSeconds: time,
                gyroscopeRadiansPerSecond: state.angularVelocityRadiansPerSecond + gyroscopeBias,
                accelerometerMetersPerSecondSquared: state.specificForce(in: environment),
                magnetometerMicrotesla: field)).deviceMotion
            // The filter's own frame is ENU, like the trajectory's truth.
            let error = pipeline.filter.attitude.normalized * state.attitude.conjugate
            let heading = error.w == 0 ? Double.pi : 2 * atan(abs(error.z / error.w))
            let inclination = 2 * acos(min(1, (error.w * error.w + error.z * error.z).squareRoot()))
            run.times.append(time)
            run.headingErrorDegrees.append(heading * 180 / .pi)
            run.inclinationErrorDegrees.append(inclination * 180 / .pi)
            run.headingBoundDegrees.append(motion.attitudeAccuracy.headingErrorBoundDegrees)
            run.inclinationBoundDegrees.append(motion.attitudeAccuracy.inclinationErrorBoundDegrees)
        }
        return run
    }

    @Test func theHeadingBoundGrowsBeforeTheHeadingErrorWhenAMagnetAppears() throws {
        let run = try Self.run()
        let before = run.times.indices.filter { run.times[$0] >= 20 && run.times[$0] < Self.magnetSeconds }
        let after = run.times.indices.filter { run.times[$0] >= Self.magnetSeconds }
        let boundBefore = try #require(before.map { run.headingBoundDegrees[$0] }.max())
        let errorBefore = try #require(before.map { run.headingErrorDegrees[$0] }.max())
        // The first sample after the magnet where each has grown by 1° beyond its largest
        // value in the 10 s before.
        let boundGrown = try #require(after.first { run.headingBoundDegrees[$0] > boundBefore + 1 }, "the bound never grew")
        let errorGrown = after.first { run.headingErrorDegrees[$0] > errorBefore + 1 } ?? run.times.count
        let boundDelay = run.times[boundGrown] - Self.magnetSeconds
        let errorDelay = errorGrown < run.times.count ? run.times[errorGrown] - Self.magnetSeconds : .infinity
        print(String(format: "magnet at 30 s: heading bound +1° after %.2f s, heading error +1° after %.2f s; before: bound %.2f°, error %.2f°",
                     boundDelay, errorDelay, boundBefore, errorBefore))
        #expect(boundGrown < errorGrown)
        #expect(boundDelay < 1, "the bound took \(boundDelay) s")
        // Before the magnet the bounds cover the errors from 5 s in. (After it they do
        // not always: the filter now and then takes the disturbed field for a clean one,
        // and the heading jumps by about 20°; measured 64.2 % within the bound after it,
        // 35.8 % when the disagreement faded while the field was found disturbed.)
        let counted = run.times.indices.filter { run.times[$0] >= 5 && run.times[$0] < Self.magnetSeconds }
        let headingInside = counted.filter { run.headingErrorDegrees[$0] <= run.headingBoundDegrees[$0] }.count
        let inclinationInside = counted.filter { run.inclinationErrorDegrees[$0] <= run.inclinationBoundDegrees[$0] }.count
        #expect(Double(headingInside) / Double(counted.count) >= 0.95)
        let afterMagnet = after.filter { run.headingErrorDegrees[$0] <= run.headingBoundDegrees[$0] }.count
        print(String(format: "after the magnet: heading within its bound for %.1f %% of the samples, largest error %.1f°, largest bound %.1f°",
                     100 * Double(afterMagnet) / Double(after.count), after.map { run.headingErrorDegrees[$0] }.max() ?? 0,
                     after.map { run.headingBoundDegrees[$0] }.max() ?? 0))
        #expect(Double(inclinationInside) / Double(counted.count) >= 0.95)
    }
}
