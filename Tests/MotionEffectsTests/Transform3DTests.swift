import MotionMath
import Platform
import Testing
@testable import MotionEffects


@Suite struct Transform3DTests {
    @Test func productAppliesTheRightOperandFirst() {
        let move = Transform3D.translation(x: 10, y: 0, z: 0)
        let turn = Transform3D.rotation(angleRadians: .pi / 2, axis: Vector3(0, 0, 1))
        // Turn first: (1,0) → (0,1), then move → (10, 1).
        #expect(isClose((move * turn).project(SIMD2(1, 0)) ?? .zero, SIMD2(10, 1), 1e-12))
        // Move first: (11, 0) → (0, 11).
        #expect(isClose((turn * move).project(SIMD2(1, 0)) ?? .zero, SIMD2(0, 11), 1e-12))
    }

    @Test func cssMatrix3dIsColumnMajorWithPerspectiveInTheFourthRowOfTheThirdColumn() {
        var t = Transform3D.translation(x: 7, y: 8, z: 9)
        t.m34 = -0.002
        #expect(t.columnMajorValues == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.002, 7, 8, 9, 1])
        #expect(t.cssMatrix3d == "matrix3d(1.0, 0, 0, 0, 0, 1.0, 0, 0, 0, 0, 1.0, -0.002, 7.0, 8.0, 9.0, 1.0)")
    }

    @Test func perspectiveShrinksPointsBehindThePlane() {
        // CA's m34 = −1/d: a point at z = −d/2 (away from the viewer) is drawn at 2/3 its offset.
        let p = Transform3D.perspective(m34: -1.0 / 600)
        #expect(isClose(p.project(SIMD2(30, 0), z: -300) ?? .zero, SIMD2(20, 0), 1e-12))
        // At the eye the point is not drawn.
        #expect(p.project(SIMD2(1, 1), z: 600) == nil)
    }

    @Test func rotatedMatchesCoreAnimationConcatenationOrder() {
        // CATransform3DRotate(t, a, axis) applies the rotation first, then t.
        let base = Transform3D.perspective(m34: 0.25 / 1000)
        let rotated = base.rotated(angleRadians: .pi / 4, axis: Vector3(1, 0, 0))
        #expect(rotated == base * Transform3D.rotation(angleRadians: .pi / 4, axis: Vector3(1, 0, 0)))
        // The perspective row picks up the rotation: [3,1] = m34·sin 45°, [3,2] = m34·cos 45°.
        #expect(isClose(rotated[3, 1], base.m34 * sin(.pi / 4), 1e-15))
        #expect(isClose(rotated.m34, base.m34 * cos(.pi / 4), 1e-15))
    }

    @Test func badColumnCountGivesTheIdentity() {
        #expect(Transform3D(columns: [SIMD4(1, 2, 3, 4)]) == .identity)
        #expect(Transform3D.identity[4, 0] == 0)
    }
}
