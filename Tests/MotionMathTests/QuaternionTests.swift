import Foundation
import MotionMath
import Testing

@Suite struct QuaternionTests {
    @Test func rotatingXByNinetyDegreesAboutZGivesY() {
        let half = Double.pi / 4
        let q = Quaternion(w: cos(half), x: 0, y: 0, z: sin(half))
        let v = q.rotate(SIMD3(1, 0, 0))
        #expect(abs(v.x) < 1e-12 && abs(v.y - 1) < 1e-12 && abs(v.z) < 1e-12)
    }

    @Test func productWithConjugateIsIdentity() {
        let q = Quaternion(w: 0.5, x: 0.5, y: -0.5, z: 0.5)
        let p = q * q.conjugate
        #expect(abs(p.w - 1) < 1e-12 && abs(p.x) + abs(p.y) + abs(p.z) < 1e-12)
    }
}
