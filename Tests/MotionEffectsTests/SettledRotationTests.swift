import MotionMath
import Platform
import Testing
@testable import MotionEffects


@Suite struct SettledRotationTests {
    /// Residual angle between the held attitude and S after `seconds`, sampled every `step`.
    func residual(after seconds: Double, step: Double, turnDegrees: Double = 20, tau: Double = 2) -> Double {
        var chase = SettledRotation(settlingDurationSeconds: tau)
        chase.update(attitude: .identity, deltaTimeSeconds: step)
        let held = EffectMath.rotation(angleRadians: radians(turnDegrees), axis: Vector3(0.3, 1, 0.2))
        var settled = Quaternion.identity
        let count = Int((seconds / step).rounded())
        for _ in 0..<count { settled = chase.update(attitude: held, deltaTimeSeconds: step) }
        return EffectMath.angle(of: held.conjugate * settled) * 180 / .pi
    }

    @Test(arguments: [0.5, 1.0, 2.0, 4.0, 8.0])
    func heldTurnDecaysAsOnePlusTOverTauTimesExponential(seconds: Double) {
        let expected = 20 * (1 + seconds / 2) * exp(-seconds / 2)
        // Fine sampling approaches the continuous curve.
        #expect(abs(residual(after: seconds, step: 0.001) - expected) < 0.005 * 20)
    }

    @Test func oneTimeConstantLeavesTwoOverE() {
        #expect(abs(residual(after: 2, step: 0.001) / 20 - 2 / M_E) < 0.001)
    }

    @Test func decayDoesNotDependOnTheSampleRate() {
        for seconds in [1.0, 3.0, 6.0] {
            let slow = residual(after: seconds, step: 0.1)
            let fast = residual(after: seconds, step: 1.0 / 60)
            let fastest = residual(after: seconds, step: 0.002)
            #expect(abs(slow - fastest) < 0.03 * 20)
            #expect(abs(fast - fastest) < 0.01 * 20)
        }
    }

    @Test func neverOvershootsAndBarelyMovesAtFirst() {
        var previous = 20.0
        for step in 1...200 {
            let value = residual(after: Double(step) * 0.05, step: 0.05)
            #expect(value <= previous + 1e-9)
            #expect(value >= 0)
            previous = value
        }
        #expect(residual(after: 0.3, step: 1.0 / 60) > 19)
    }

    @Test func nonPositiveTauOrTimeStepHoldsS() {
        var chase = SettledRotation(settlingDurationSeconds: 0)
        chase.update(attitude: .identity, deltaTimeSeconds: 0.1)
        let s = chase.update(attitude: EffectMath.rotationX(1), deltaTimeSeconds: 0.1)
        #expect(isSameRotation(s, .identity))
        var other = SettledRotation()
        other.update(attitude: .identity, deltaTimeSeconds: 0.1)
        #expect(isSameRotation(other.update(attitude: EffectMath.rotationX(1), deltaTimeSeconds: 0), .identity))
    }

    @Test func firstSampleAfterResetSetsBothStages() {
        var chase = SettledRotation()
        chase.update(attitude: .identity, deltaTimeSeconds: 0.1)
        chase.update(attitude: EffectMath.rotationY(0.5), deltaTimeSeconds: 0.1)
        chase.reset()
        let q = EffectMath.rotationZ(2)
        #expect(isSameRotation(chase.update(attitude: q, deltaTimeSeconds: 0.1), q))
        #expect(chase.intermediate.map { isSameRotation($0, q) } == true)
    }

    @Test func trackerUsesSensorTimestampsForTheTimeStep() {
        // Samples 0.5 s apart with a nominal interval of 0.01 s: settling follows the timestamps.
        var tracker = MotionTracker()
        _ = tracker.update(MotionSample(timestampSeconds: 10, attitude: .identity), updateIntervalSeconds: 0.01)
        let turned = EffectMath.rotationX(radians(20))
        var last: MotionSnapshot?
        for index in 1...4 {
            last = tracker.update(MotionSample(timestampSeconds: 10 + 0.5 * Double(index), attitude: turned), updateIntervalSeconds: 0.01)
        }
        let remaining = EffectMath.angle(of: turned.conjugate * (last?.settledDeviceRotation ?? .identity)) * 180 / .pi
        let expected = 20 * (1 + 4 * (1 - exp(-0.25))) * exp(-1.0)
        #expect(abs(remaining - expected) < 1e-6)
    }
}
