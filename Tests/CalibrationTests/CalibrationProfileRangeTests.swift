import Calibration
import Foundation
import IMUSamples
import MotionMath
import Testing

/// Every field's physical range (`CalibrationProfile.Ranges`): inside it a profile loads,
/// outside it the profile is refused naming the field and component.
@Suite struct CalibrationProfileRangeTests {
    func profile() -> CalibrationProfile {
        var profile = CalibrationProfile(sensor: .init(chip: "MPU-6050", address: 0x68))
        profile.gyroscope = .init(biasRadiansPerSecond: [0.01, -0.02, 0.03], temperatureSlopeRadiansPerSecondPerCelsius: [0.001, 0, 0],
                                  referenceTemperatureCelsius: 30)
        profile.accelerometer = .init(offsetMetersPerSecondSquared: [0.1, -0.2, 0.3], matrix: [[1.01, 0.002, 0], [0, 0.99, 0.001], [0, 0, 1.02]])
        profile.magnetometer = .init(hardIronMicrotesla: [10, -20, 30], softIron: [[1.1, 0.05, 0], [0.05, 0.95, 0], [0, 0, 1]], fieldStrengthMicrotesla: 48)
        return profile
    }

    /// The field named by the error `change` makes, or nil when the profile is accepted.
    func refusedField(_ change: (inout CalibrationProfile) -> Void) -> String? {
        var changed = profile()
        change(&changed)
        do {
            _ = try changed.correction(file: "p.json")
            return nil
        } catch let .invalidField(file, field, _) {
            #expect(file == "p.json")
            return field
        } catch {
            Issue.record("unexpected error \(error)")
            return "?"
        }
    }

    @Test func aTypicalProfileIsAccepted() {
        #expect(refusedField { _ in } == nil)
    }

    @Test func gyroscopeBiasWithinTheFullScale() {
        #expect(refusedField { $0.gyroscope?.biasRadiansPerSecond = [34.9, -34.9, 0] } == nil)
        #expect(refusedField { $0.gyroscope?.biasRadiansPerSecond = [1e308, 0, 0] } == "gyroscope.bias_rad_s[0]")
        #expect(refusedField { $0.gyroscope?.biasRadiansPerSecond = [0, 0, -36] } == "gyroscope.bias_rad_s[2]")
    }

    @Test func temperatureSlopeAndReference() {
        #expect(refusedField { $0.gyroscope?.temperatureSlopeRadiansPerSecondPerCelsius = [0.1, 0, 0] } == nil)
        #expect(refusedField { $0.gyroscope?.temperatureSlopeRadiansPerSecondPerCelsius = [0, 1e300, 0] } == "gyroscope.temperature_slope_rad_s_per_c[1]")
        #expect(refusedField { $0.gyroscope?.referenceTemperatureCelsius = 400 } == "gyroscope.reference_temperature_c")
    }

    @Test func accelerometerOffsetWithinTwoG() {
        #expect(refusedField { $0.accelerometer?.offsetMetersPerSecondSquared = [19.6, 0, 0] } == nil)
        #expect(refusedField { $0.accelerometer?.offsetMetersPerSecondSquared = [0, 20, 0] } == "accelerometer.offset_m_s2[1]")
    }

    @Test func accelerometerMatrixEntries() {
        #expect(refusedField { $0.accelerometer?.matrix = [[0.5, 0.5, 0], [0, 2, 0], [0, 0, 1]] } == nil)
        #expect(refusedField { $0.accelerometer?.matrix = [[0.4, 0, 0], [0, 1, 0], [0, 0, 1]] } == "accelerometer.matrix[0][0]")
        #expect(refusedField { $0.accelerometer?.matrix = [[1, 0, 0], [0, 1, 0], [0, 0, 2.5]] } == "accelerometer.matrix[2][2]")
        #expect(refusedField { $0.accelerometer?.matrix = [[1, 0, 0], [0.6, 1, 0], [0, 0, 1]] } == "accelerometer.matrix[1][0]")
    }

    @Test func magnetometerHardIronSoftIronAndFieldStrength() {
        #expect(refusedField { $0.magnetometer?.hardIronMicrotesla = [2000, -2000, 0] } == nil)
        #expect(refusedField { $0.magnetometer?.hardIronMicrotesla = [0, 0, 2001] } == "magnetometer.hard_iron_uT[2]")
        #expect(refusedField { $0.magnetometer?.softIron = [[5, 0, 0], [0, 1, 0], [0, 0, 1]] } == "magnetometer.soft_iron[0][0]")
        #expect(refusedField { $0.magnetometer?.softIron = [[1, 0, 2.5], [0, 1, 0], [0, 0, 1]] } == "magnetometer.soft_iron[0][2]")
        #expect(refusedField { $0.magnetometer?.fieldStrengthMicrotesla = 10 } == nil)
        #expect(refusedField { $0.magnetometer?.fieldStrengthMicrotesla = 0 } == "magnetometer.field_strength_uT")
        #expect(refusedField { $0.magnetometer?.fieldStrengthMicrotesla = 150 } == "magnetometer.field_strength_uT")
    }

    @Test func theMessageNamesTheValueAndTheRange() {
        var changed = profile()
        changed.gyroscope?.biasRadiansPerSecond = [1e308, 0, 0]
        #expect(throws: (any Error).self) { try changed.correction(file: "p.json") }
        do {
            _ = try changed.correction(file: "p.json")
        } catch {
            #expect(error.description.contains("gyroscope.bias_rad_s[0] is 1e+308 rad/s"))
            #expect(error.description.contains("±35.0 rad/s"))
        }
    }

    @Test func aLoadedFileIsCheckedToo() throws {
        let path = NSTemporaryDirectory() + "inertia-range-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let text = #"{"version":1,"sensor":{"chip":"MPU-6050"},"magnetometer":{"hard_iron_uT":[0,0,0],"soft_iron":[[1,0,0],[0,1,0],[0,0,1]],"field_strength_uT":0}}"#
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: CalibrationProfileError.self) { try CalibrationProfile.load(path: path) }
        do {
            _ = try CalibrationProfile.load(path: path)
        } catch {
            guard case let .invalidField(_, field, _) = error else { Issue.record("\(error)"); return }
            #expect(field == "magnetometer.field_strength_uT")
        }
    }

    @Test func aWrongTypeNamesTheFieldAndIsNotCalledInvalidJSON() throws {
        let path = NSTemporaryDirectory() + "inertia-range-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try #"{"version":1,"sensor":{"chip":"MPU-6050"},"gyroscope":{"bias_rad_s":"fast"}}"#.write(toFile: path, atomically: true, encoding: .utf8)
        do {
            _ = try CalibrationProfile.load(path: path)
            Issue.record("loaded")
        } catch {
            #expect(!error.description.contains("not valid JSON"))
            #expect(error.description.contains("field gyroscope.bias_rad_s must be an array"))
        }
    }

    @Test func aDirectoryGivesItsErrnoName() {
        do {
            _ = try CalibrationProfile.load(path: NSTemporaryDirectory())
            Issue.record("loaded")
        } catch {
            #expect(error.description.contains("EISDIR"))
        }
    }
}

/// Clipped calibration data is refused.
@Suite struct FullScaleCheckTests {
    let fullScale = FullScaleCheck.defaultGyroscopeFullScaleRadiansPerSecond

    @Test func stillSamplesAtTheFullScaleAreRefused() {
        let check = FullScaleCheck(fullScale: fullScale)
        let clipped = Array(repeating: Vector3(fullScale, 0.001, 0), count: 100)
        #expect(throws: CalibrationError.self) { try check.checkGyroscope(stillSamples: clipped) }
        let nearly = Array(repeating: Vector3(0, -0.995 * fullScale, 0), count: 100)
        #expect(throws: CalibrationError.self) { try check.checkGyroscope(stillSamples: nearly) }
        let fine = Array(repeating: Vector3(0.02, -0.01, 0.005), count: 100)
        #expect(throws: Never.self) { try check.checkGyroscope(stillSamples: fine, biasRadiansPerSecond: Vector3(0.02, -0.01, 0.005)) }
    }

    @Test func aBiasBeyondHalfTheFullScaleIsRefused() {
        let check = FullScaleCheck(fullScale: fullScale)
        #expect(throws: CalibrationError.self) {
            try check.checkGyroscope(stillSamples: [], biasRadiansPerSecond: Vector3(0, 0, 0.6 * fullScale))
        }
        #expect(throws: Never.self) { try check.checkGyroscope(stillSamples: [], biasRadiansPerSecond: Vector3(0, 0, 0.4 * fullScale)) }
    }

    @Test func clippedAccelerometerSamplesAreRefused() {
        let check = FullScaleCheck(fullScale: 4 * standardGravityMetersPerSecondSquared)
        #expect(throws: CalibrationError.self) { try check.checkAccelerometer([Vector3(0, 0, 39.2)]) }
        #expect(throws: Never.self) { try check.checkAccelerometer([Vector3(0, 0, 9.81)]) }
    }

    @Test func aRecordedSessionFromASaturatedGyroscopeIsRefused() {
        let samples = (0..<400).map { index in
            IMUSample(timestampSeconds: Double(index) * 0.01, gyroscopeRadiansPerSecond: Vector3(fullScale, 0, 0),
                      accelerometerMetersPerSecondSquared: Vector3(0, 0, standardGravityMetersPerSecondSquared))
        }
        let recorded = RecordedCalibration(recordings: [samples])
        #expect(throws: CalibrationError.self) { try recorded.gyroscopeFit() }
    }
}
