import Calibration
import Foundation
import MotionMath
import Testing

@Suite struct CalibrationProfileFileTests {
    let directory: String = {
        let path = NSTemporaryDirectory() + "inertia-profile-tests-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    func sampleProfile() -> CalibrationProfile {
        var profile = CalibrationProfile(sensor: .init(chip: "MPU-6050", bus: "/dev/i2c-1", address: 0x68), created: "2026-11-22T00:00:00Z")
        profile.gyroscope = .init(biasRadiansPerSecond: [0.01, -0.02, 0.03])
        profile.accelerometer = .init(offsetMetersPerSecondSquared: [0.1, -0.2, 0.3], matrix: [[1.01, 0.002, 0], [0, 0.99, 0.001], [0, 0, 1.02]])
        profile.magnetometer = .init(hardIronMicrotesla: [10, -20, 30], softIron: [[1.1, 0.05, 0], [0.05, 0.95, 0], [0, 0, 1]], fieldStrengthMicrotesla: 48)
        return profile
    }

    @Test func savesAndLoadsTheSameProfile() throws {
        let path = directory + "/profile.json"
        let profile = sampleProfile()
        try profile.save(path: path)
        #expect(try CalibrationProfile.load(path: path) == profile)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for key in ["\"version\"", "\"bias_rad_s\"", "\"offset_m_s2\"", "\"matrix\"", "\"hard_iron_uT\"", "\"soft_iron\""] {
            #expect(text.contains(key), "missing \(key)")
        }
    }

    @Test func correctionInvertsTheDistortion() throws {
        let correction = try sampleProfile().correction(file: "memory")
        let distortion = try #require(correction.distortion())
        let truth = Vector3(0.3, -9.7, 1.2)
        #expect((correction.accelerometer(distortion.accelerometer(truth)) - truth).length < 1e-12)
        #expect((correction.magnetometer(distortion.magnetometer(truth)) - truth).length < 1e-12)
        #expect((correction.gyroscope(distortion.gyroscope(truth), temperatureCelsius: nil) - truth).length < 1e-12)
    }

    @Test func truncatedFileIsReportedAsNotJSON() throws {
        let path = directory + "/truncated.json"
        try sampleProfile().save(path: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try String(text.prefix(text.count / 2)).write(toFile: path, atomically: true, encoding: .utf8)
        #expect {
            try CalibrationProfile.load(path: path)
        } throws: { error in
            guard case .notJSON(let file, _) = error as? CalibrationProfileError else { return false }
            return file == path
        }
    }

    @Test(arguments: [
        ("{\"version\":1,\"sensor\":{\"chip\":\"x\"},\"accelerometer\":{\"offset_m_s2\":[1,2],\"matrix\":[[1,0,0],[0,1,0],[0,0,1]]}}", "accelerometer.offset_m_s2"),
        ("{\"version\":1,\"sensor\":{\"chip\":\"x\"},\"accelerometer\":{\"offset_m_s2\":[1,2,3],\"matrix\":[[1,0,0],[0,1,0]]}}", "accelerometer.matrix"),
        ("{\"version\":1,\"sensor\":{\"chip\":\"x\"},\"magnetometer\":{\"hard_iron_uT\":[1,2,3],\"soft_iron\":[[1,0,0],[0,0,0],[0,0,1]]}}", "magnetometer.soft_iron"),
        ("{\"version\":1,\"sensor\":{\"chip\":\"x\"},\"gyroscope\":{\"bias_rad_s\":[1,\"a\",3]}}", "gyroscope.bias_rad_s[1]"),
        ("{\"version\":1,\"gyroscope\":{\"bias_rad_s\":[1,2,3]}}", "sensor"),
        ("{\"sensor\":{\"chip\":\"x\"}}", "version"),
    ])
    func badFieldsAreNamed(json: String, field: String) throws {
        let path = directory + "/bad.json"
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        #expect {
            try CalibrationProfile.load(path: path)
        } throws: { error in
            guard case .invalidField(let file, let named, _) = error as? CalibrationProfileError else { return false }
            return file == path && named == field
        }
    }

    @Test func newerVersionIsRefused() throws {
        let path = directory + "/future.json"
        try "{\"version\":99,\"sensor\":{\"chip\":\"x\"}}".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: CalibrationProfileError.unsupportedVersion(file: path, found: 99, supported: 2)) {
            try CalibrationProfile.load(path: path)
        }
    }

    @Test func missingFileIsUnreadable() {
        #expect(throws: CalibrationProfileError.unreadable(file: directory + "/none.json", reason: "no such file or directory (ENOENT)")) {
            try CalibrationProfile.load(path: directory + "/none.json")
        }
    }

    @Test func matchesChipNamesLoosely() {
        let profile = sampleProfile()
        #expect(profile.matches(chip: "mpu6050", address: 0x68))
        #expect(!profile.matches(chip: "mpu6050", address: 0x69))
        #expect(!profile.matches(chip: "LSM6DS3", address: nil))
    }

    @Test func mismatchedChipNamesTheFileFieldAndBothValues() throws {
        let path = directory + "/mpu6050.json"
        try sampleProfile().save(path: path)
        let profile = try CalibrationProfile.load(path: path)
        let error = #expect(throws: CalibrationProfileError.self) {
            try profile.checkSensor(chip: "LSM6DS3", address: 0x6a, file: path)
        }
        #expect(error == .mismatchedSensor(file: path, field: "sensor.chip", profileValue: "\"MPU-6050\"", sensorValue: "\"LSM6DS3\""))
        let message = try #require(error).description
        for part in [path, "sensor.chip", "MPU-6050", "LSM6DS3"] { #expect(message.contains(part), "missing \(part) in: \(message)") }
    }

    @Test func mismatchedAddressNamesTheAddressField() throws {
        let error = #expect(throws: CalibrationProfileError.self) {
            try sampleProfile().checkSensor(chip: "mpu6050", address: 0x69, file: "p.json")
        }
        let message = try #require(error).description
        for part in ["p.json", "sensor.address", "104 (0x68)", "105 (0x69)"] { #expect(message.contains(part), "missing \(part) in: \(message)") }
    }

    @Test func mismatchedMagnetometerNamesItsField() throws {
        var profile = sampleProfile()
        profile.sensor.magnetometerChip = "QMC5883L"
        let error = #expect(throws: CalibrationProfileError.self) {
            try profile.checkSensor(chip: "MPU-6050", address: 0x68, magnetometerChip: "HMC5883L", file: "p.json")
        }
        #expect(error == .mismatchedSensor(file: "p.json", field: "sensor.magnetometer_chip", profileValue: "\"QMC5883L\"", sensorValue: "\"HMC5883L\""))
        // The same part (spelled differently), no magnetometer in use, or a profile without
        // a magnetometer section: nothing to object to.
        try profile.checkSensor(chip: "mpu6050", address: 0x68, magnetometerChip: "qmc5883l", file: "p.json")
        try profile.checkSensor(chip: "mpu6050", address: 0x68, magnetometerChip: nil, file: "p.json")
        profile.magnetometer = nil
        try profile.checkSensor(chip: "mpu6050", address: 0x68, magnetometerChip: "HMC5883L", file: "p.json")
    }

    @Test func matchingSensorPasses() throws {
        try sampleProfile().checkSensor(chip: "mpu-6050", address: 0x68, file: "p.json")
        try sampleProfile().checkSensor(chip: "MPU6050", address: nil, file: "p.json")
    }
}
