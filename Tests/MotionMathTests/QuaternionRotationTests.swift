import Foundation
import MotionMath
import Platform
import Testing

@Suite struct QuaternionRotationTests {
    @Test func axisAngleHasTheClosedForm() {
        let q = Quaternion(axis: Vector3(0, 0, 2), angleRadians: .pi / 3)
        #expect(abs(q.w - cos(.pi / 6)) < 1e-15 && abs(q.z - sin(.pi / 6)) < 1e-15)
        #expect(abs(q.angleRadians - .pi / 3) < 1e-12)
        #expect(distance(q.axis, Vector3(0, 0, 1)) < 1e-12)
        #expect(Quaternion(axis: .zero, angleRadians: 1) == .identity)
    }

    @Test func rotationVectorRoundTrips() {
        var generator = SeededGenerator(seed: 1)
        for _ in 0..<200 {
            let q = randomRotation(&generator)
            let back = Quaternion(rotationVector: q.rotationVector)
            #expect(rotationDistance(back, q) < 1e-12)
            #expect(q.rotationVector.length <= .pi + 1e-12)
        }
        let tiny = Vector3(1e-14, -2e-14, 3e-14)
        #expect(distance(Quaternion(rotationVector: tiny).rotationVector, tiny) < 1e-20)
    }

    /// Up to 0.1 rad the exponential map is a series in θ²: it agrees with the closed form
    /// cos(θ/2), sin(θ/2)·axis to the last bits on both sides of the switch, keeps unit
    /// length, and a non-finite vector still gives a non-finite rotation.
    @Test func theSeriesAgreesWithTheClosedForm() {
        var generator = SeededGenerator(seed: 3)
        for step in 0...300 {
            let angle = 0.11 * Double(step) / 300
            let axis = randomVector(&generator).normalizedOrNil ?? Vector3(1, 0, 0)
            let q = Quaternion(rotationVector: angle * axis)
            let expected = Quaternion(
                w: Foundation.cos(angle / 2), x: axis.x * Foundation.sin(angle / 2),
                y: axis.y * Foundation.sin(angle / 2), z: axis.z * Foundation.sin(angle / 2))
            #expect(abs(q.w - expected.w) < 4e-16 && distance(q.vector, expected.vector) < 4e-16, "θ \(angle)")
            #expect(abs(q.norm - 1) < 4e-16, "θ \(angle)")
        }
        #expect(Quaternion(rotationVector: Vector3(.nan, 0, 0)).w.isNaN)
        #expect(!Quaternion(rotationVector: Vector3(.infinity, 0, 0)).w.isFinite)
    }

    @Test func matrixAndQuaternionRotateAlike() {
        var generator = SeededGenerator(seed: 2)
        for _ in 0..<200 {
            let q = randomRotation(&generator)
            let v = randomVector(&generator)
            #expect(distance(q.rotationMatrix * v, q.rotate(v)) < 1e-12)
            #expect(rotationDistance(Quaternion(rotationMatrix: q.rotationMatrix), q) < 1e-12)
        }
    }

    @Test func halfTurnsConvertInEveryBranch() {
        for axis in [Vector3(1, 0, 0), Vector3(0, 1, 0), Vector3(0, 0, 1), Vector3(1, 1, 0)] {
            let q = Quaternion(axis: axis, angleRadians: .pi)
            #expect(rotationDistance(Quaternion(rotationMatrix: q.rotationMatrix), q) < 1e-12)
        }
    }

    @Test func inverseRotateUndoesRotate() {
        var generator = SeededGenerator(seed: 3)
        let q = randomRotation(&generator)
        let v = randomVector(&generator)
        #expect(distance(q.inverseRotate(q.rotate(v)), v) < 1e-12)
    }

    @Test func shortestArcTurnsOneDirectionOntoAnother() {
        var generator = SeededGenerator(seed: 4)
        for _ in 0..<100 {
            let a = randomVector(&generator), b = randomVector(&generator)
            let q = Quaternion(rotating: a, onto: b)
            #expect(distance(q.rotate(a / a.length), b / b.length) < 1e-9)
            #expect(abs(q.angleRadians - angleBetween(a, b)) < 1e-9)
        }
        let opposite = Quaternion(rotating: Vector3(0, 0, 1), onto: Vector3(0, 0, -3))
        #expect(distance(opposite.rotate(Vector3(0, 0, 1)), Vector3(0, 0, -1)) < 1e-12)
    }

    @Test func angleBetweenRotationsIsTheRelativeAngle() {
        let a = Quaternion(axis: Vector3(1, 0, 0), angleRadians: 0.3)
        let b = Quaternion(axis: Vector3(1, 0, 0), angleRadians: -0.5)
        #expect(abs(a.angle(to: b) - 0.8) < 1e-12)
        #expect(abs(a.angle(to: -a)) < 1e-7)
    }

    @Test func wrappedAngleStaysInRange() {
        #expect(abs(wrappedAngle(3 * .pi / 2) - (-.pi / 2)) < 1e-12)
        #expect(abs(wrappedAngle(-.pi) - .pi) < 1e-12)
        #expect(abs(wrappedAngle(0.25) - 0.25) < 1e-15)
    }
}
