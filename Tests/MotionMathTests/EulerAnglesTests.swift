import MotionMath
import Platform
import Testing

/// CoreMotion's names: pitch turns about the device x axis, roll about y, yaw about z.
@Suite struct EulerAnglesTests {
    @Test func aTurnAboutXIsPitch() {
        let angles = Quaternion(axis: Vector3(1, 0, 0), angleRadians: 0.4).eulerAngles
        #expect(abs(angles.pitchRadians - 0.4) < 1e-12)
        #expect(abs(angles.rollRadians) < 1e-12 && abs(angles.yawRadians) < 1e-12)
    }

    @Test func aTurnAboutYIsRoll() {
        let angles = Quaternion(axis: Vector3(0, 1, 0), angleRadians: -1.1).eulerAngles
        #expect(abs(angles.rollRadians - (-1.1)) < 1e-12)
        #expect(abs(angles.pitchRadians) < 1e-12 && abs(angles.yawRadians) < 1e-12)
    }

    @Test func aTurnAboutZIsYaw() {
        let angles = Quaternion(axis: Vector3(0, 0, 1), angleRadians: 2.5).eulerAngles
        #expect(abs(angles.yawRadians - 2.5) < 1e-12)
        #expect(abs(angles.rollRadians) < 1e-12 && abs(angles.pitchRadians) < 1e-12)
    }

    @Test func theOrderIsYawThenPitchThenRoll() {
        let angles = EulerAngles(rollRadians: 0.3, pitchRadians: -0.2, yawRadians: 1.0)
        let expected = Quaternion(axis: Vector3(0, 0, 1), angleRadians: 1.0)
            * Quaternion(axis: Vector3(1, 0, 0), angleRadians: -0.2)
            * Quaternion(axis: Vector3(0, 1, 0), angleRadians: 0.3)
        #expect(rotationDistance(Quaternion(angles), expected) < 1e-12)
    }

    @Test func anglesRoundTripAwayFromGimbalLock() {
        var generator = SeededGenerator(seed: 5)
        for _ in 0..<300 {
            let angles = EulerAngles(
                rollRadians: Double.random(in: -3.1...3.1, using: &generator),
                pitchRadians: Double.random(in: -1.5...1.5, using: &generator),
                yawRadians: Double.random(in: -3.1...3.1, using: &generator)
            )
            let back = Quaternion(angles).eulerAngles
            #expect(abs(back.rollRadians - angles.rollRadians) < 1e-9)
            #expect(abs(back.pitchRadians - angles.pitchRadians) < 1e-9)
            #expect(abs(back.yawRadians - angles.yawRadians) < 1e-9)
        }
    }

    @Test func gimbalLockKeepsTheRotation() {
        let q = Quaternion(EulerAngles(rollRadians: 0.7, pitchRadians: .pi / 2, yawRadians: 0.2))
        let angles = q.eulerAngles
        #expect(abs(angles.pitchRadians - .pi / 2) < 1e-6)
        #expect(rotationDistance(Quaternion(angles), q) < 1e-6)
    }
}
