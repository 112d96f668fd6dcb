import MotionMath
import Platform
import Testing
@testable import MotionEffects


@Suite struct ParallaxEffectTests {
    let effect = parallax(distance: 50)

    @Test(arguments: [10.0, 30.0, 60.0, 90.0, 120.0, 150.0, 180.0])
    func offsetFollowsDistanceTimesSine(degrees: Double) {
        for axis in [Vector3(1, 0, 0), Vector3(0, 1, 0), Vector3(1, 1, 0)] {
            let delta = EffectMath.rotation(angleRadians: radians(degrees), axis: axis)
            let offset = effect.offset(for: snapshot(screenDelta: delta))
            #expect(isClose(length(offset), 50 * sin(radians(degrees)), 1e-9))
        }
    }

    @Test func offsetPeaksAtNinetyDegreesAndFallsBack() {
        let lengths = stride(from: 0.0, through: 180.0, by: 5).map { degrees in
            length(effect.offset(for: snapshot(screenDelta: EffectMath.rotationX(radians(degrees)))))
        }
        let peakIndex = lengths.indices.max { lengths[$0] < lengths[$1] }
        #expect(peakIndex == 18)  // 90°
        #expect(isClose(lengths[18], 50))
        #expect(isClose(lengths[6], lengths[30]))  // 30° and 150°
        #expect(isClose(lengths[36], 0, 1e-9))  // 180°
    }

    @Test(arguments: [-170.0, -45.0, 12.0, 90.0, 179.0])
    func rollAboutTheScreenNormalGivesNoOffset(degrees: Double) {
        let offset = effect.offset(for: snapshot(screenDelta: EffectMath.rotationZ(radians(degrees))))
        #expect(isClose(offset, .zero, 1e-9))
    }

    @Test func tiltsDoNotCrossTalk() {
        for degrees in [-40.0, -5.0, 7.0, 33.0] {
            let vertical = effect.offset(for: snapshot(screenDelta: EffectMath.rotationX(radians(degrees))))
            let horizontal = effect.offset(for: snapshot(screenDelta: EffectMath.rotationY(radians(degrees))))
            #expect(isClose(vertical.x, 0, 1e-12))
            #expect(abs(vertical.y) > 1)
            #expect(isClose(horizontal.y, 0, 1e-12))
            #expect(abs(horizontal.x) > 1)
        }
    }

    @Test func screenTiltDirections() {
        let down = effect.offset(for: snapshot(screenDelta: EffectMath.rotationX(radians(20))))
        let left = effect.offset(for: snapshot(screenDelta: EffectMath.rotationY(radians(20))))
        #expect(down.y > 0)
        #expect(left.x < 0)
    }

    @Test func deviceTiltDirectionsInPortrait() {
        // Top edge toward the viewer (device Rx +20°): down by 50·sin 20°.
        let pitched = effect.offset(for: snapshot(attitude: EffectMath.rotationX(radians(20))))
        #expect(isClose(pitched, SIMD2(0, 50 * sin(radians(20))), 1e-9))
        // Device Ry +20°: to the right.
        let rolled = effect.offset(for: snapshot(attitude: EffectMath.rotationY(radians(20))))
        #expect(isClose(rolled, SIMD2(50 * sin(radians(20)), 0), 1e-9))
    }

    @Test func radialLimitShortensWithoutTurning() {
        let delta = EffectMath.rotation(angleRadians: radians(50), axis: Vector3(1, 0.4, 0))
        let free = parallax(distance: 100).offset(for: snapshot(screenDelta: delta))
        let limited = parallax(distance: 100, maxOffset: 30).offset(for: snapshot(screenDelta: delta))
        #expect(length(free) > 30)
        #expect(isClose(length(limited), 30, 1e-9))
        #expect(isClose(limited / length(limited), free / length(free), 1e-12))
        // A limit above the length changes nothing.
        #expect(parallax(distance: 100, maxOffset: 1000).offset(for: snapshot(screenDelta: delta)) == free)
    }

    @Test func negativeDistanceMirrors() {
        let delta = EffectMath.rotation(angleRadians: radians(25), axis: Vector3(0.2, 1, 0.5))
        let front = parallax(distance: 40).offset(for: snapshot(screenDelta: delta))
        let behind = parallax(distance: -40).offset(for: snapshot(screenDelta: delta))
        #expect(isClose(front, -behind, 1e-12))
        #expect(length(front) > 1)
    }

    @Test func firstSampleIsAtRestAndMotionOffIsUnmoved() {
        var tracker = MotionTracker()
        let first = tracker.update(MotionSample(timestampSeconds: 0, attitude: EffectMath.rotationX(1.0)), updateIntervalSeconds: 0.1)
        #expect(isSameRotation(first.deltaRotation, .identity))
        #expect(effect.offset(for: first) == .zero)
        var off = snapshot(screenDelta: EffectMath.rotationX(0.5))
        off.isDetectingMotion = false
        #expect(effect.offset(for: off) == .zero)
    }

    @Test func depthLayersMoveInProportionToTheirDistance() {
        let stack = DepthParallax(layers: [
            .init(name: "back", distance: -30), .init(name: "middle", distance: 10), .init(name: "front", distance: 40),
        ])
        let offsets = stack.offsets(for: snapshot(screenDelta: EffectMath.rotationY(radians(15))))
        #expect(offsets.count == 3)
        #expect(isClose(offsets[2].x, 4 * offsets[1].x, 1e-9))
        #expect(isClose(offsets[0].x, -3 * offsets[1].x, 1e-9))
    }
}
