import Foundation
import MotionMath
import Testing

@testable import IMUSimulator

/// Angular velocity (sensor frame) from a central difference of the attitude:
/// ω ≈ 2 · vector(q⁻¹ ⊗ q̇).
private func finiteDifferenceRate(_ trajectory: any MotionTrajectory, at t: Double, step: Double = 1e-5) -> Vector3 {
    let q = trajectory.state(atSeconds: t).attitude
    var before = trajectory.state(atSeconds: t - step).attitude
    var after = trajectory.state(atSeconds: t + step).attitude
    if before.w * q.w + before.x * q.x + before.y * q.y + before.z * q.z < 0 {
        before = Quaternion(w: -before.w, x: -before.x, y: -before.y, z: -before.z)
    }
    if after.w * q.w + after.x * q.x + after.y * q.y + after.z * q.z < 0 {
        after = Quaternion(w: -after.w, x: -after.x, y: -after.y, z: -after.z)
    }
    let derivative = Quaternion(
        w: (after.w - before.w) / (2 * step), x: (after.x - before.x) / (2 * step),
        y: (after.y - before.y) / (2 * step), z: (after.z - before.z) / (2 * step)
    )
    return 2 * (q.conjugate * derivative).vector
}

private func length(_ v: Vector3) -> Double { (v * v).sum().squareRoot() }

@Test func stillLiesFlatFaceUp() {
    let state = NamedMotion.still.trajectory.state(atSeconds: 12.5)
    let force = state.specificForce()
    #expect(abs(force.x) < 1e-12 && abs(force.y) < 1e-12)
    #expect(abs(force.z - 9.80665) < 1e-12)
    #expect(length(state.angularVelocityRadiansPerSecond) == 0)
    let field = state.magneticField(in: MotionEnvironment(magneticFieldMicrotesla: Vector3(0, 20, -40)))
    #expect(abs(field.y - 20) < 1e-12 && abs(field.z + 40) < 1e-12)
}

@Test(arguments: NamedMotion.allCases)
func angularVelocityMatchesAttitudeDerivative(motion: NamedMotion) {
    let trajectory = motion.trajectory
    var largest = 0.0
    for index in 0..<400 {
        let t = 0.137 + Double(index) * 0.2731
        let analytic = trajectory.state(atSeconds: t).angularVelocityRadiansPerSecond
        let numeric = finiteDifferenceRate(trajectory, at: t)
        largest = max(largest, length(analytic - numeric))
        #expect(length(analytic - numeric) < 1e-5 * max(1, length(analytic)), "\(motion) at t = \(t)")
    }
    #expect(largest.isFinite)
}

@Test func movingMotionsActuallyMove() {
    for motion in [NamedMotion.tilt, .wave, .spin, .handheld, .sweep] {
        let peak = (0..<200).map { NamedMotion.trajectory(motion)(Double($0) * 0.1) }.max() ?? 0
        #expect(peak > 0.05, "\(motion) should rotate")
    }
}

extension NamedMotion {
    /// |ω| at time t, for quick checks.
    fileprivate static func trajectory(_ motion: NamedMotion) -> (Double) -> Double {
        let trajectory = motion.trajectory
        return { length(trajectory.state(atSeconds: $0).angularVelocityRadiansPerSecond) }
    }
}

@Test func tiltRollsThenPitchesByThirtyDegrees() {
    let tilt = NamedMotion.tilt.trajectory
    let g = 9.80665
    // 1.25 s: first roll peak, +30° about y: gravity leans onto −x.
    let rolled = tilt.state(atSeconds: 1.25).specificForce()
    #expect(abs(rolled.x + g * 0.5) < 1e-9 && abs(rolled.y) < 1e-9)
    // 11.25 s: first pitch peak, +30° about x: gravity leans onto +y.
    let pitched = tilt.state(atSeconds: 11.25).specificForce()
    #expect(abs(pitched.y - g * 0.5) < 1e-9 && abs(pitched.x) < 1e-9)
    // Repeats every 20 s.
    let again = tilt.state(atSeconds: 21.25).specificForce()
    #expect(length(again - rolled) < 1e-9)
}

@Test func waveTranslatesWithExactAcceleration() {
    let wave = NamedMotion.wave.trajectory
    let t = 0.3
    // x position is 0.08 sin(2πt/0.8): acceleration −0.08 (2π/0.8)² sin(2πt/0.8).
    let omega = 2 * Double.pi / 0.8
    let expected = -0.08 * omega * omega * sin(omega * t)
    #expect(abs(wave.state(atSeconds: t).linearAccelerationMetersPerSecondSquared.x - expected) < 1e-12)
}

@Test func spinTurnsAboutZAtNinetyDegreesPerSecond() {
    let state = NamedMotion.spin.trajectory.state(atSeconds: 1)
    #expect(abs(state.angularVelocityRadiansPerSecond.z - Double.pi / 2) < 1e-12)
    let east = state.attitude.rotate(Vector3(1, 0, 0))
    #expect(abs(east.y - 1) < 1e-12)
}

@Test func scalarSignalDerivativesMatchFiniteDifferences() {
    let signals: [ScalarSignal] = [
        .sine(amplitude: 2, periodSeconds: 1.3, phaseRadians: 0.4),
        .window(startSeconds: 0.2, endSeconds: 2, rampSeconds: 0.5),
        .smoothStep(startSeconds: 0.1, durationSeconds: 1.7),
        .product(.ramp(ratePerSecond: 3), .smoothStep(startSeconds: 0, durationSeconds: 2)),
        .periodic(periodSeconds: 2, .product(.sine(amplitude: 1, periodSeconds: 1), .window(startSeconds: 0, endSeconds: 2, rampSeconds: 0.5))),
        .scaled(-2, .sum([.constant(1), .sine(amplitude: 1, periodSeconds: 0.5)])),
    ]
    let h = 1e-5
    for signal in signals {
        for index in 0..<50 {
            let t = 0.013 + Double(index) * 0.0517
            let here = signal.evaluate(atSeconds: t)
            let before = signal.evaluate(atSeconds: t - h)
            let after = signal.evaluate(atSeconds: t + h)
            #expect(abs((after.value - before.value) / (2 * h) - here.firstDerivative) < 1e-5 * max(1, abs(here.firstDerivative)))
            #expect(abs((after.firstDerivative - before.firstDerivative) / (2 * h) - here.secondDerivative) < 1e-4 * max(1, abs(here.secondDerivative)))
        }
    }
}

@Test func sixFacesPutEachAxisUpThenDown() {
    let poses = PoseSequence.sixFaces(holdSeconds: 4, transitionSeconds: 3)
    let g = 9.80665
    let expected: [Vector3] = [
        Vector3(0, 0, g), Vector3(0, 0, -g), Vector3(g, 0, 0), Vector3(-g, 0, 0),
        Vector3(0, g, 0), Vector3(0, -g, 0), Vector3(0, 0, g),
    ]
    for (index, force) in expected.enumerated() {
        let middle = Double(index) * 7 + 2
        #expect(poses.poseIndex(atSeconds: middle) == index)
        let state = poses.state(atSeconds: middle)
        #expect(length(state.specificForce() - force) < 1e-9, "pose \(index)")
        #expect(length(state.angularVelocityRadiansPerSecond) == 0)
    }
    #expect(poses.poseIndex(atSeconds: 5.5) == nil)
    #expect(length(poses.state(atSeconds: 5.5).angularVelocityRadiansPerSecond) > 0.1)
    #expect(abs(poses.durationSeconds - (7 * 4 + 6 * 3)) < 1e-12)
}

@Test func sphereSweepShowsTheFieldFromEveryDirection() {
    let sweep = SphereSweep()
    let environment = MotionEnvironment.standard
    let fieldStrength = length(environment.magneticFieldMicrotesla)
    // Directions to hit: the 26 neighbours of the origin on a cube grid, within 30°.
    var targets = [Vector3]()
    for x in -1...1 { for y in -1...1 { for z in -1...1 where x != 0 || y != 0 || z != 0 {
        let v = Vector3(Double(x), Double(y), Double(z))
        targets.append(v / length(v))
    } } }
    var seen = Set<Int>()
    for index in 0..<1200 {
        let field = sweep.state(atSeconds: Double(index) * 0.1).magneticField(in: environment)
        #expect(abs(length(field) - fieldStrength) < 1e-9)
        for (target, direction) in targets.enumerated() where dot(direction, field / fieldStrength) > cos(Double.pi / 6) {
            seen.insert(target)
        }
    }
    #expect(seen.count == targets.count)
}

@Test func calibrationMotionIsPosesThenSweep() {
    let calibration = NamedMotion.calibration.trajectory
    let poses = PoseSequence.sixFaces()
    let lastPoseTime = poses.durationSeconds - 1
    #expect(length(calibration.state(atSeconds: lastPoseTime).specificForce() - Vector3(0, 0, 9.80665)) < 1e-9)
    let sweepState = SphereSweep().state(atSeconds: 10)
    let later = calibration.state(atSeconds: poses.durationSeconds + 10)
    #expect(length(later.angularVelocityRadiansPerSecond - sweepState.angularVelocityRadiansPerSecond) < 1e-12)
    #expect(later.timeSeconds == poses.durationSeconds + 10)
}
