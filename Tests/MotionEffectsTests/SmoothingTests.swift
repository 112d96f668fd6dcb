import MotionMath
import Testing
@testable import MotionEffects

@Suite struct SmoothingTests {
    @Test func outputsMoveLinearlyOverOneInterval() {
        var smoother = SampleSmoother<SIMD2<Double>>()
        #expect(smoother.value(atSeconds: 0) == nil)
        smoother.receive(SIMD2(0, 0), atSeconds: 0, intervalSeconds: 0.1, snap: true)
        smoother.receive(SIMD2(10, -20), atSeconds: 1, intervalSeconds: 0.1)
        #expect(isClose(smoother.value(atSeconds: 1) ?? .zero, SIMD2(0, 0)))
        #expect(isClose(smoother.value(atSeconds: 1.025) ?? .zero, SIMD2(2.5, -5), 1e-9))
        #expect(isClose(smoother.value(atSeconds: 1.1) ?? .zero, SIMD2(10, -20), 1e-9))
        #expect(isClose(smoother.value(atSeconds: 3) ?? .zero, SIMD2(10, -20), 1e-9))
    }

    @Test func aNewSampleStartsFromWhatIsOnScreen() {
        var smoother = SampleSmoother<Double>()
        smoother.receive(0, atSeconds: 0, intervalSeconds: 0.1)
        smoother.receive(10, atSeconds: 0, intervalSeconds: 0.1)
        smoother.receive(20, atSeconds: 0.05, intervalSeconds: 0.1)  // shown: 5
        #expect(isClose(smoother.value(atSeconds: 0.05) ?? 0, 5, 1e-9))
        #expect(isClose(smoother.value(atSeconds: 0.1) ?? 0, 12.5, 1e-9))
    }

    @Test func attitudeIsSlerpedAndSnapsOnCloneChange() {
        var smoother = SnapshotSmoother()
        var first = snapshot(attitude: .identity)
        smoother.receive(first, atSeconds: 0)
        first.currentDeviceRotation = EffectMath.rotationZ(1.0)
        smoother.receive(first, atSeconds: 0)
        let half = smoother.snapshot(atSeconds: 0.05)?.currentDeviceRotation
        #expect(half.map { isSameRotation($0, EffectMath.rotationZ(0.5), 1e-12) } == true)
        var snapped = first
        snapped.currentDeviceRotation = EffectMath.rotationZ(2.0)
        snapped.cloneRotationDidChange = true
        smoother.receive(snapped, atSeconds: 0.05)
        #expect(smoother.snapshot(atSeconds: 0.05).map { isSameRotation($0.currentDeviceRotation, EffectMath.rotationZ(2.0), 1e-12) } == true)
    }
}
