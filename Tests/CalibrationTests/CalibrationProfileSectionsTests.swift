import Calibration
import Testing

@Suite struct CalibrationProfileSectionsTests {
    private func fullProfile() -> CalibrationProfile {
        var profile = CalibrationProfile(sensor: .init(chip: "MPU-6050", address: 104, magnetometerChip: "QMC5883L"))
        profile.gyroscope = .init(biasRadiansPerSecond: [0.1, 0.2, 0.3])
        profile.accelerometer = .init(offsetMetersPerSecondSquared: [0.01, 0.02, 0.03], matrix: [[1.01, 0, 0], [0, 0.99, 0], [0, 0, 1]])
        profile.magnetometer = .init(hardIronMicrotesla: [5, 6, 7], softIron: [[1, 0, 0], [0, 1.1, 0], [0, 0, 0.9]], fieldStrengthMicrotesla: 48)
        var quality = CalibrationProfile.Quality()
        quality.gyroscopeResidualRadiansPerSecond = [0.001, 0.001, 0.001]
        quality.accelerometerResidualMetersPerSecondSquared = 0.004
        quality.accelerometerPoseCoverage = 6
        quality.magnetometerSphereCoverage = 0.9
        quality.magnetometerFieldStrengthSpread = 0.003
        quality.accelerometerFitCondition = 1.7
        quality.magnetometerFitCondition = 3.2
        profile.quality = quality
        return profile
    }

    @Test func aNewGyroscopeKeepsTheOlderAccelerometerAndMagnetometer() {
        let older = fullProfile()
        var newer = CalibrationProfile(sensor: .init(chip: "MPU-6050", address: 104))
        newer.gyroscope = .init(biasRadiansPerSecond: [-1, -2, -3])
        var figures = CalibrationProfile.Quality()
        figures.gyroscopeResidualRadiansPerSecond = [0.002, 0.002, 0.002]
        newer.quality = figures

        let merged = newer.keepingSections(of: older)
        #expect(merged.gyroscope == newer.gyroscope)
        #expect(merged.accelerometer == older.accelerometer)
        #expect(merged.magnetometer == older.magnetometer)
        #expect(merged.sensor.magnetometerChip == "QMC5883L")
        #expect(merged.quality?.gyroscopeResidualRadiansPerSecond == [0.002, 0.002, 0.002])
        #expect(merged.quality?.accelerometerResidualMetersPerSecondSquared == 0.004)
        #expect(merged.quality?.magnetometerSphereCoverage == 0.9)
        // Every figure of a kept section comes with it.
        #expect(merged.quality?.accelerometerFitCondition == 1.7)
        #expect(merged.quality?.magnetometerFitCondition == 3.2)
        var olderWithoutGyroscope = older.quality
        olderWithoutGyroscope?.gyroscopeResidualRadiansPerSecond = [0.002, 0.002, 0.002]
        #expect(merged.quality == olderWithoutGyroscope)
        #expect(merged.sectionNames == ["gyroscope", "accelerometer", "magnetometer"])
        #expect(newer.sectionNames == ["gyroscope"])
    }

    @Test func sectionsTheNewProfileHoldsAreNotReplaced() {
        let older = fullProfile()
        var newer = fullProfile()
        newer.accelerometer = .init(offsetMetersPerSecondSquared: [0.5, 0.5, 0.5], matrix: [[1, 0, 0], [0, 1, 0], [0, 0, 1]])
        newer.quality?.accelerometerResidualMetersPerSecondSquared = 0.001
        #expect(newer.keepingSections(of: older) == newer)
    }

    @Test func anEmptyOlderProfileAddsNothing() {
        var newer = CalibrationProfile(sensor: .init(chip: "MPU-6050"))
        newer.gyroscope = .init(biasRadiansPerSecond: [0, 0, 0])
        let merged = newer.keepingSections(of: CalibrationProfile(sensor: .init(chip: "MPU-6050")))
        #expect(merged == newer)
    }
}
