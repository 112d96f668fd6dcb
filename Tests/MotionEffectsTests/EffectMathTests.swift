import MotionMath
import Testing
@testable import MotionEffects

@Suite struct EffectMathTests {
    let samples: [Quaternion] = [
        EffectMath.rotation(angleRadians: 0.7, axis: Vector3(1, 2, 3)),
        EffectMath.rotation(angleRadians: -2.1, axis: Vector3(-0.3, 0.2, 1)),
        EffectMath.rotationX(radians(20)),
    ]

    @Test func deviceToScreenIsItsOwnInverseAndKeepsTheAngle() {
        for q in samples {
            #expect(isSameRotation(EffectMath.deviceToScreen(EffectMath.deviceToScreen(q)), q))
            #expect(isClose(EffectMath.angle(of: EffectMath.deviceToScreen(q)), EffectMath.angle(of: q)))
        }
    }

    @Test func deviceToScreenDistributesOverProductsInOrder() {
        let a = samples[0]
        let b = samples[1]
        let lhs = EffectMath.deviceToScreen(a * b)
        let rhs = EffectMath.deviceToScreen(a) * EffectMath.deviceToScreen(b)
        #expect(isSameRotation(lhs, rhs))
    }

    @Test func deviceToScreenIsTheReflectionOfYOnVectors() {
        // R(d2s(q))·v = F·R(q)·F·v with F = diag(1, −1, 1).
        let q = samples[0]
        let v = Vector3(0.3, -1.2, 2)
        let flip = Vector3(1, -1, 1)
        #expect(isClose(EffectMath.deviceToScreen(q).rotate(v), flip * q.rotate(flip * v)))
    }

    @Test func slerpHitsEndpointsAndHalvesTheAngle() {
        let start = EffectMath.rotationZ(0.2)
        let end = EffectMath.rotationZ(1.4)
        #expect(isSameRotation(EffectMath.slerp(start, end, amount: 0), start))
        #expect(isSameRotation(EffectMath.slerp(start, end, amount: 1), end))
        #expect(isSameRotation(EffectMath.slerp(start, end, amount: 0.5), EffectMath.rotationZ(0.8)))
        // Shortest path even when the end is given as −q.
        let negated = Quaternion(w: -end.w, x: -end.x, y: -end.y, z: -end.z)
        #expect(isSameRotation(EffectMath.slerp(start, negated, amount: 0.5), EffectMath.rotationZ(0.8)))
    }

    @Test func offsetRotationIsYawPitchLocalRoll() {
        let o = EffectMath.offsetRotation(pitchRadians: 0.3, yawRadians: 0.5, localRollRadians: -0.2)
        let expected = EffectMath.rotationZ(0.5) * EffectMath.rotationX(0.3) * EffectMath.rotationZ(-0.2)
        #expect(isSameRotation(o, expected))
    }

    @Test func clampTreatsNaNAsTheLowerBound() {
        #expect(EffectMath.clamp(.nan, to: -1...1) == -1)
        #expect(EffectMath.clamp(5, to: -1...1) == 1)
    }
}
