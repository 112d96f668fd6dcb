import Calibration
import Foundation
import MotionMath
import Testing

/// The profile's `mounting` section: version 2, a rotation, kept when other steps are saved.
@Suite struct CalibrationProfileMountingTests {
    private func decode(_ text: String) throws(CalibrationProfileError) -> CalibrationProfile {
        try CalibrationProfile.decode(json: Data(text.utf8), file: "p.json")
    }

    @Test func aQuarterTurnLoads() throws {
        let profile = try decode(#"{"version":2,"sensor":{"chip":"MPU-6050"},"mounting":{"matrix":[[0,-1,0],[1,0,0],[0,0,1]]}}"#)
        let matrix = try #require(try profile.mountingMatrix(file: "p.json"))
        #expect(matrix * Vector3(1, 0, 0) == Vector3(0, 1, 0))
        #expect(profile.sectionNames == ["mounting"])
    }

    @Test(arguments: [
        (#"{"version":1,"sensor":{"chip":"x"},"mounting":{"matrix":[[1,0,0],[0,1,0],[0,0,1]]}}"#, "version"),
        (#"{"version":2,"sensor":{"chip":"x"},"mounting":{"matrix":[[1,0,0],[0,1,0]]}}"#, "mounting.matrix"),
        (#"{"version":2,"sensor":{"chip":"x"},"mounting":{"matrix":[[1,0,0],[0,1,0],[0,0,-1]]}}"#, "mounting.matrix"),
        (#"{"version":2,"sensor":{"chip":"x"},"mounting":{"matrix":[[2,0,0],[0,1,0],[0,0,1]]}}"#, "mounting.matrix"),
    ])
    func aBadMountingNamesTheField(text: String, field: String) {
        #expect {
            _ = try decode(text)
        } throws: { error in
            guard case let .invalidField(_, found, _) = error as? CalibrationProfileError else { return false }
            return found == field
        }
    }

    @Test func aFitSetsVersionTwoAndIsKeptByLaterSteps() throws {
        var mounted = CalibrationProfile(sensor: .init(chip: "MPU-6050"))
        #expect(mounted.version == 1)
        mounted.apply(try MountingFit(restSpecificForce: Vector3(0, 0, 9.81), tipRotation: Vector3(-0.5, 0, 0)))
        #expect(mounted.version == 2)
        var later = CalibrationProfile(sensor: .init(chip: "MPU-6050"))
        later.gyroscope = .init(biasRadiansPerSecond: [0.01, 0, 0])
        let merged = later.keepingSections(of: mounted)
        #expect(merged.mounting == mounted.mounting)
        #expect(merged.version == 2)
        _ = try merged.correction(file: "p.json")
    }
}
