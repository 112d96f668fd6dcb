import Calibration
import Foundation
import MotionMath
import Testing

@Suite struct CalibrationScoreTests {
    /// A profile whose every figure is what a clean calibration gives (the simulator's
    /// `calibrate all` on an MPU-9250: noise 0.087 °/s, residual 0.002 m/s², spread 0.35 %).
    func cleanProfile() -> CalibrationProfile {
        var profile = CalibrationProfile(sensor: .init(chip: "MPU-9250", address: 104, magnetometerChip: "AK8963"))
        profile.gyroscope = .init(biasRadiansPerSecond: [0.01, -0.02, 0.003])
        profile.accelerometer = .init(offsetMetersPerSecondSquared: [0.1, 0.5, -0.3], matrix: [[1, 0, 0], [0, 1, 0], [0, 0, 1]])
        profile.magnetometer = .init(hardIronMicrotesla: [20, -5, 3], softIron: [[1, 0, 0], [0, 1, 0], [0, 0, 1]], fieldStrengthMicrotesla: 44.7, dipDegrees: 63.4)
        var quality = CalibrationProfile.Quality()
        quality.gyroscopeResidualRadiansPerSecond = [0.0015, 0.0014, 0.0015]
        quality.accelerometerResidualMetersPerSecondSquared = 0.002
        quality.accelerometerPoseCoverage = 6
        quality.accelerometerFitCondition = 1.73
        quality.magnetometerSphereCoverage = 24.0 / 26
        quality.magnetometerFieldStrengthSpread = 0.0035
        quality.magnetometerFitCondition = 3.7
        profile.quality = quality
        return profile
    }

    func step(_ score: CalibrationScore, _ name: String) throws -> CalibrationScore.Step {
        try #require(score.steps.first { $0.name == name })
    }

    @Test func aCleanCalibrationIsGoodThroughout() {
        let score = CalibrationScore(profile: cleanProfile())
        #expect(score.steps.map(\.name) == ["gyroscope", "accelerometer", "magnetometer"])
        #expect(score.steps.allSatisfy { $0.grade == .good && $0.reason.isEmpty })
        #expect(score.overall == .good)
    }

    @Test func aBoardThatMovedDuringTheGyroscopeStepIsRedone() throws {
        var profile = cleanProfile()
        profile.quality?.gyroscopeResidualRadiansPerSecond = [0.0015, 0.006, 0.0015]      // 0.34 °/s
        #expect(try step(CalibrationScore(profile: profile), "gyroscope").grade == .usable)
        profile.quality?.gyroscopeResidualRadiansPerSecond = [0.0015, 0.02, 0.0015]       // 1.15 °/s
        let gyroscope = try step(CalibrationScore(profile: profile), "gyroscope")
        #expect(gyroscope.grade == .redo)
        #expect(gyroscope.reason.contains("moved during the still period"))
        #expect(CalibrationScore(profile: profile).overall == .redo)
    }

    @Test func missingFacesAndDisagreeingPosesLowerTheAccelerometer() throws {
        var profile = cleanProfile()
        profile.quality?.accelerometerPoseCoverage = 5
        let fiveFaces = try step(CalibrationScore(profile: profile), "accelerometer")
        #expect(fiveFaces.grade == .usable)
        #expect(fiveFaces.reason.contains("only 5 of the 6 faces"))
        profile.quality?.accelerometerPoseCoverage = 6
        profile.quality?.accelerometerResidualMetersPerSecondSquared = 0.3
        #expect(try step(CalibrationScore(profile: profile), "accelerometer").grade == .redo)
    }

    @Test func aFieldThatIsNotTheEarthsAloneIsRedone() throws {
        var profile = cleanProfile()
        profile.magnetometer?.fieldStrengthMicrotesla = 95
        let magnetometer = try step(CalibrationScore(profile: profile), "magnetometer")
        #expect(magnetometer.grade == .redo)
        #expect(magnetometer.reason.contains("not the earth's alone"))
    }

    @Test func aSpreadingFieldStrengthOrAPoorlyConditionedFitLowersTheMagnetometer() throws {
        var profile = cleanProfile()
        profile.quality?.magnetometerFieldStrengthSpread = 0.02
        #expect(try step(CalibrationScore(profile: profile), "magnetometer").grade == .usable)
        profile.quality?.magnetometerFieldStrengthSpread = 0.0035
        profile.quality?.magnetometerFitCondition = 1000
        let magnetometer = try step(CalibrationScore(profile: profile), "magnetometer")
        #expect(magnetometer.grade == .redo)
        #expect(magnetometer.reason.contains("a direction is missing"))
    }

    @Test func theFieldIsComparedWithTheModelsWhenTheLocationIsKnown() throws {
        let profile = cleanProfile()   // 44.7 µT, dip 63.4°
        let london = WorldMagneticModel.field(latitudeDegrees: 51.5, longitudeDegrees: -0.13, decimalYear: 2026.9)  // 49.1 µT, 66.5°
        let nearby = try step(CalibrationScore(profile: profile, expectedField: london), "magnetometer")
        #expect(nearby.grade == .good)
        #expect(nearby.figures.contains("the model gives 49.1 µT and 66.5° here"))
        let sydney = WorldMagneticModel.field(latitudeDegrees: -33.9, longitudeDegrees: 151.2, decimalYear: 2026.9)  // 57.0 µT, −64.4°
        let farAway = try step(CalibrationScore(profile: profile, expectedField: sydney), "magnetometer")
        #expect(farAway.grade == .redo)
        #expect(farAway.reason.contains("the dip is 127.8° off the model's"))
        #expect(farAway.reason.contains("or the location is wrong"))
    }

    @Test func aSmallMountingTipIsUsable() throws {
        var profile = cleanProfile()
        profile.mounting = .init(matrix: [[1, 0, 0], [0, 1, 0], [0, 0, 1]], tipDegrees: 11)
        #expect(try step(CalibrationScore(profile: profile), "mounting").grade == .usable)
        profile.mounting?.tipDegrees = 30
        #expect(try step(CalibrationScore(profile: profile), "mounting").grade == .good)
    }

    /// The condition of real fits, graded: a sweep through the whole sphere, one through a
    /// hemisphere, one that never leaves a cap 37° above the horizon, and one turning about
    /// a single axis.
    @Test func theEllipsoidFitsConditionGradesTheSweep() throws {
        func grade(_ keep: (Vector3) -> Bool) throws -> CalibrationGrade {
            var generator = SeededGenerator(seed: 1)
            let readings = sphereDirections(count: 600).filter(keep).map { 45 * $0 + Vector3(20, -10, 5) + generator.noise(standardDeviation: 0.3) }
            var profile = cleanProfile()
            profile.quality?.magnetometerFitCondition = try MagnetometerEllipsoidFit(rawMicrotesla: readings).conditionEstimate
            return try step(CalibrationScore(profile: profile), "magnetometer").grade
        }
        #expect(try grade { _ in true } == .good)
        #expect(try grade { $0.z > 0 } == .usable)
        #expect(try grade { $0.z > 0.6 } == .redo)
        #expect(try grade { abs($0.z) < 0.3 } == .redo)
    }

    @Test func sixFacesGiveAWellConditionedAccelerometerFit() throws {
        let poses = sixFaces.map { AccelerometerPose(meanRawMetersPerSecondSquared: standardGravityMetersPerSecondSquared * $0, upDirectionInSensorFrame: $0) }
        let fit = try AccelerometerPoseFit(poses: poses)
        #expect(abs(fit.conditionEstimate - 3.0.squareRoot()) < 1e-9)
    }
}
