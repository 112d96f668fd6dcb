import MotionMath
import Platform
import Testing

@Suite struct SlerpTests {
    @Test func halfwayIsHalfTheAngle() {
        let end = Quaternion(axis: Vector3(0, 0, 1), angleRadians: 2.0)
        let middle = Quaternion.identity.slerp(to: end, fraction: 0.5)
        #expect(rotationDistance(middle, Quaternion(axis: Vector3(0, 0, 1), angleRadians: 1.0)) < 1e-12)
    }

    @Test func endpointsAreReproduced() {
        var generator = SeededGenerator(seed: 6)
        let a = randomRotation(&generator), b = randomRotation(&generator)
        #expect(rotationDistance(a.slerp(to: b, fraction: 0), a) < 1e-12)
        #expect(rotationDistance(a.slerp(to: b, fraction: 1), b) < 1e-12)
    }

    @Test func theShorterArcIsTaken() {
        let a = Quaternion(axis: Vector3(1, 0, 0), angleRadians: 0.2)
        let b = -Quaternion(axis: Vector3(1, 0, 0), angleRadians: 0.6)
        let middle = a.slerp(to: b, fraction: 0.5)
        #expect(abs(middle.angle(to: Quaternion(axis: Vector3(1, 0, 0), angleRadians: 0.4))) < 1e-7)
    }

    @Test func angularSpeedIsConstant() {
        var generator = SeededGenerator(seed: 8)
        let a = randomRotation(&generator), b = randomRotation(&generator)
        let total = a.angle(to: b)
        for step in 1..<10 {
            let t = Double(step) / 10
            #expect(abs(a.angle(to: a.slerp(to: b, fraction: t)) - t * total) < 1e-9)
        }
    }
}
