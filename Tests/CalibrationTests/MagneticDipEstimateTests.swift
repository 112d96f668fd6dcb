import Calibration
import Foundation
import MotionMath
import Testing

@Suite struct MagneticDipEstimateTests {
    /// The earth's field (north, up) at `dipDegrees` and gravity's specific force, seen by a
    /// sensor in random orientations.
    func readings(dipDegrees: Double, count: Int, seed: UInt64) -> (fields: [Vector3], forces: [Vector3]) {
        var generator = SeededGenerator(seed: seed)
        let dip = dipDegrees * .pi / 180
        let fieldWorld = 48 * Vector3(0, cos(dip), -sin(dip))          // ENU: north and down
        let forceWorld = Vector3(0, 0, standardGravityMetersPerSecondSquared)  // up
        var fields: [Vector3] = [], forces: [Vector3] = []
        for _ in 0..<count {
            let worldToSensor = generator.rotation(maximumAngleRadians: .pi)
            fields.append(worldToSensor * fieldWorld)
            forces.append(worldToSensor * forceWorld)
        }
        return (fields, forces)
    }

    @Test(arguments: [-72.0, -20, 0, 35, 63.4, 85]) func theDipComesBackInAnyOrientation(dip: Double) throws {
        let (fields, forces) = readings(dipDegrees: dip, count: 200, seed: 7)
        let estimate = try #require(MagneticDipEstimate(fieldsMicrotesla: fields, specificForcesMetersPerSecondSquared: forces))
        #expect(abs(estimate.dipDegrees - dip) < 1e-9)
        #expect(estimate.readingCount == 200)
    }

    @Test func acceleratedReadingsDoNotCount() throws {
        var (fields, forces) = readings(dipDegrees: 60, count: 100, seed: 3)
        // 60 more readings taken while the sensor was shaken: 1.3 g along a wrong direction.
        for index in 0..<60 {
            fields.append(fields[index])
            forces.append(Vector3(1.3 * standardGravityMetersPerSecondSquared, 0, 0))
        }
        let estimate = try #require(MagneticDipEstimate(fieldsMicrotesla: fields, specificForcesMetersPerSecondSquared: forces))
        #expect(estimate.readingCount == 100)
        #expect(abs(estimate.dipDegrees - 60) < 1e-9)
    }

    @Test func tooFewStillReadingsGiveNoEstimate() {
        let (fields, forces) = readings(dipDegrees: 60, count: 9, seed: 1)
        #expect(MagneticDipEstimate(fieldsMicrotesla: fields, specificForcesMetersPerSecondSquared: forces) == nil)
    }
}
