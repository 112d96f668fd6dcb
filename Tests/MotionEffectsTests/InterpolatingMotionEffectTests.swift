import MotionMath
import Platform
import Testing
@testable import MotionEffects


@Suite struct InterpolatingMotionEffectTests {
    @Test func viewerOffsetEndpointsMapToMinimumAndMaximum() {
        let scalar = InterpolatingMotionEffect(property: "center.x", axis: .horizontal, minimumRelativeValue: -30, maximumRelativeValue: 10)
        #expect(scalar.relativeValue(forViewerOffset: SIMD2(-1, 0.7)) == .scalar(-30))
        #expect(scalar.relativeValue(forViewerOffset: SIMD2(1, -0.2)) == .scalar(10))
        #expect(scalar.relativeValue(forViewerOffset: SIMD2(0, 1)) == .scalar(-10))
        #expect(scalar.relativeValue(forViewerOffset: SIMD2(5, 0)) == .scalar(10))  // clamped
        let point = InterpolatingMotionEffect(property: "center", axis: .vertical, minimumRelativeValue: SIMD2(-4, 8), maximumRelativeValue: SIMD2(4, -8))
        #expect(point.relativeValue(forViewerOffset: SIMD2(0.9, -1)) == .point(SIMD2(-4, 8)))
        #expect(point.relativeValue(forViewerOffset: SIMD2(-0.9, 1)) == .point(SIMD2(4, -8)))
        #expect(point.relativeValue(forViewerOffset: SIMD2(0, 0.5)) == .point(SIMD2(2, -4)))
    }

    @Test func transformEndpointsAndMidpointStayRotations() {
        let minimum = Transform3D.tilt(strength: 0.5, angleRadians: -.pi / 4, axis: Vector3(0, 1, 0))
        let maximum = Transform3D.tilt(strength: 0.5, angleRadians: .pi / 4, axis: Vector3(0, 1, 0))
        let effect = InterpolatingMotionEffect(property: "layer.transform", axis: .horizontal, minimumRelativeValue: minimum, maximumRelativeValue: maximum)
        guard case .transform(let low) = effect.relativeValue(forViewerOffset: SIMD2(-1, 0)),
              case .transform(let high) = effect.relativeValue(forViewerOffset: SIMD2(1, 0)),
              case .transform(let middle) = effect.relativeValue(forViewerOffset: SIMD2(0, 0)),
              case .transform(let quarter) = effect.relativeValue(forViewerOffset: SIMD2(0.5, 0)) else {
            Issue.record("expected transforms")
            return
        }
        for (a, b) in zip(low.columnMajorValues, minimum.columnMajorValues) { #expect(isClose(a, b, 1e-12)) }
        for (a, b) in zip(high.columnMajorValues, maximum.columnMajorValues) { #expect(isClose(a, b, 1e-12)) }
        // Half way: no rotation, the shared perspective kept (not a shrunken element-wise blend).
        for (a, b) in zip(middle.columnMajorValues, Transform3D.perspective(m34: 0.5 / 2000).columnMajorValues) {
            #expect(isClose(a, b, 1e-12))
        }
        // Three quarters: π/8 about y.
        let expected = Transform3D.tilt(strength: 0.5, angleRadians: .pi / 8, axis: Vector3(0, 1, 0))
        for (a, b) in zip(quarter.columnMajorValues, expected.columnMajorValues) { #expect(isClose(a, b, 1e-12)) }
    }

    @Test func decompositionRoundTrips() {
        let t = Transform3D.perspective(m34: -0.002)
            * Transform3D.translation(x: 3, y: -4, z: 5)
            * Transform3D.rotation(angleRadians: 1.1, axis: Vector3(0.2, 1, -0.3))
            * Transform3D.scale(x: 2, y: 0.5, z: 1.5)
        let rebuilt = t.decomposition?.transform
        #expect(rebuilt != nil)
        for (a, b) in zip(rebuilt?.columnMajorValues ?? [], t.columnMajorValues) { #expect(isClose(a, b, 1e-9)) }
        #expect(isClose(t.decomposition?.scale ?? .zero, Vector3(2, 0.5, 1.5), 1e-9))
    }

    @Test func mismatchedKindsThrowATypedError() {
        #expect(throws: MotionEffectError.mismatchedValueKinds(property: "alpha", minimum: .scalar, maximum: .point)) {
            try InterpolatingMotionEffect(property: "alpha", axis: .vertical, minimumRelativeValue: .scalar(0), maximumRelativeValue: .point(.zero))
        }
    }

    @Test func viewerOffsetSignsFollowApple() {
        // Screen pointing down (device Rx +) is vertical +; pointing right (device Ry +) is horizontal +.
        let down = ViewerOffset.offset(for: snapshot(attitude: EffectMath.rotationX(radians(10))))
        let right = ViewerOffset.offset(for: snapshot(attitude: EffectMath.rotationY(radians(10))))
        #expect(isClose(down ?? .zero, SIMD2(0, sin(radians(10)) / sin(radians(25))), 1e-12))
        #expect(isClose(right ?? .zero, SIMD2(sin(radians(10)) / sin(radians(25)), 0), 1e-12))
        #expect(ViewerOffset.offset(for: snapshot(attitude: EffectMath.rotationX(radians(40)))) == SIMD2(0, 1))
        #expect(ViewerOffset.offset(for: snapshot(attitude: EffectMath.rotationY(radians(-40)))) == SIMD2(-1, 0))
        #expect(ViewerOffset.offset(for: .atRest()) == nil)
    }

    @Test func twoAxesShiftMovesLikeParallaxAndIsUnmodifiedWithMotionOff() {
        let group = MotionEffectGroup.twoAxesShift(strength: 40)
        let s = snapshot(attitude: EffectMath.rotation(angleRadians: radians(8), axis: Vector3(1, 1, 0)))
        let values = group.relativeValues(for: s)
        let offset = ParallaxEffect(distance: 40 / sin(radians(25))).offset(for: s)
        #expect(values["center.x"].map { if case .scalar(let v) = $0 { isClose(v, offset.x, 1e-9) } else { false } } == true)
        #expect(values["center.y"].map { if case .scalar(let v) = $0 { isClose(v, offset.y, 1e-9) } else { false } } == true)
        #expect(group.relativeValues(for: .atRest()).isEmpty)
    }

    @Test func groupCombinesValuesForTheSameProperty() {
        let group = MotionEffectGroup(motionEffects: [
            InterpolatingMotionEffect(property: "center.x", axis: .horizontal, minimumRelativeValue: -10, maximumRelativeValue: 10),
            InterpolatingMotionEffect(property: "center.x", axis: .vertical, minimumRelativeValue: -1, maximumRelativeValue: 1),
        ])
        #expect(group.relativeValues(forViewerOffset: SIMD2(1, -1)) == ["center.x": .scalar(9)])
        let tilt = MotionEffectGroup.twoAxesTilt(strength: 0.5).relativeValues(forViewerOffset: SIMD2(1, 1))
        let expected = Transform3D.tilt(strength: 0.5, angleRadians: .pi / 4, axis: Vector3(0, 1, 0))
            * Transform3D.tilt(strength: 0.5, angleRadians: -.pi / 4, axis: Vector3(1, 0, 0))
        #expect(tilt == ["layer.transform": .transform(expected)])
    }

    @Test func defaultTiltAndDepthLayering() {
        #expect(isClose(Transform3D.defaultTilt[3, 2], cos(.pi / 4) / 1000, 1e-15))
        #expect(isClose(Transform3D.defaultTilt[1, 1], cos(.pi / 4), 1e-15))
        let layering = ZDepthLayering(layers: [
            .init(name: "front", zPosition: 0), .init(name: "back", zPosition: -500), .init(name: "middle", zPosition: -300),
        ], parentPerspectiveM34: -1.0 / 1000)
        #expect(layering.drawOrder.map(\.name) == ["back", "middle", "front"])
        let transforms = layering.screenTransforms()
        let projected = transforms.map { $0.transform.project(SIMD2(100, 0)) ?? .zero }
        // Deeper layers look smaller under the parent perspective: 100·1000/(1000 − z).
        #expect(isClose(projected[0].x, 100 * 1000 / 1500, 1e-9))
        #expect(isClose(projected[1].x, 100 * 1000 / 1300, 1e-9))
        #expect(isClose(projected[2].x, 100, 1e-9))
    }
}
