import Calibration
import Foundation
import IMUSamples
import MotionMath
import Testing
@testable import DeviceMotion

/// A `MotionManager` applies the profile `inertia calibrate` saved for its sensor, with no
/// command line involved, and says where its calibration came from.
@Suite struct SavedCalibrationTests {
    /// Two seconds flat and still on an MPU-6050 at 0x68 on /dev/i2c-1 whose gyroscope reads
    /// a constant bias.
    static let bias = Vector3(0.05, -0.02, 0.03)

    static func biasedSensor() -> RecordedSampleSource {
        let samples = (0..<200).map { index in
            IMUSample(
                timestampSeconds: Double(index) / 100,
                gyroscopeRadiansPerSecond: bias,
                accelerometerMetersPerSecondSquared: Vector3(0, 0, standardGravityMetersPerSecondSquared))
        }
        let information = SourceInformation(kind: .i2c, chipName: "MPU-6050", location: "/dev/i2c-1", address: 0x68, sampleRateHertz: 100)
        return RecordedSampleSource(samples: samples, information: information)
    }

    /// A folder holding `profile` under the name the saved-profile lookup uses for the sensor.
    static func folder(with profile: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("saved-calibration-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let name = CalibrationProfile.defaultFileName(chip: "MPU-6050", bus: "/dev/i2c-1", address: 0x68)
        try profile.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        return folder
    }

    /// A profile in the file format `inertia calibrate` writes: the sensor and its gyroscope bias.
    static func profile(chip: String = "MPU-6050", address: Int = 0x68) -> String {
        """
        {"version": 1, "sensor": {"chip": "\(chip)", "bus": "/dev/i2c-1", "address": \(address)},
         "gyroscope": {"bias_rad_s": [\(bias.x), \(bias.y), \(bias.z)]}}
        """
    }

    static func length(_ vector: Vector3) -> Double { dot(vector, vector).squareRoot() }

    static func meanRotationRate(_ configuration: MotionManager.Configuration) async throws -> Vector3 {
        let motions = try await collectDeviceMotion(biasedSensor(), configuration: configuration)
        #expect(motions.count == 200)
        return motions.map(\.rotationRate).reduce(.zero, +) / Double(max(1, motions.count))
    }

    @Test func theSavedProfileRemovesTheGyroscopeBias() async throws {
        let folder = try Self.folder(with: Self.profile())
        let calibrated = try await Self.meanRotationRate(MotionManager.Configuration(calibration: .savedProfileInFolder(folder)))
        let raw = try await Self.meanRotationRate(MotionManager.Configuration(calibration: .none))
        #expect(Self.length(calibrated) < 1e-9)
        #expect(Self.length(raw - Self.bias) < 1e-9)
    }

    @Test func theManagerSaysWhichProfileApplies() throws {
        let folder = try Self.folder(with: Self.profile())
        let manager = MotionManager(source: Self.biasedSensor(), configuration: .init(calibration: .savedProfileInFolder(folder)))
        #expect(manager.calibration.origin == .savedProfile)
        #expect(manager.calibrationDescription == "mpu-6050-dev-i2c-1-0x68.json (saved)")
        #expect(manager.calibrationError == nil)
        #expect(manager.isDeviceMotionAvailable)
        let none = MotionManager(source: Self.biasedSensor(), configuration: .init(calibration: .none))
        #expect(none.calibrationDescription == "none")
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-profile-\(UUID().uuidString)").path
        let missing = MotionManager(source: Self.biasedSensor(), configuration: .init(calibration: .savedProfileInFolder(empty)))
        #expect(missing.calibration.origin == .none)
    }

    @Test func aProfileForAnotherSensorStopsTheManagerWithTheField() async throws {
        let folder = try Self.folder(with: Self.profile(address: 0x69))
        let manager = MotionManager(source: Self.biasedSensor(), configuration: .init(calibration: .savedProfileInFolder(folder)))
        #expect(!manager.isDeviceMotionAvailable)
        #expect("\(manager.calibrationError.map(String.init(describing:)) ?? "")".contains("sensor.address"))
        var count = 0
        for await _ in try manager.deviceMotionUpdates(interval: 0, buffering: .unbounded) { count += 1 }
        #expect(count == 0)
        #expect(manager.status.lastError?.contains("sensor.address") == true)
    }

    @Test func aReplayNeverLooksUpASavedProfile() throws {
        let folder = try Self.folder(with: Self.profile())
        let replay = RecordedSampleSource(
            samples: Self.biasedSensor().samples,
            information: SourceInformation(kind: .replay, chipName: "MPU-6050", location: "/dev/i2c-1", address: 0x68, sampleRateHertz: 100))
        let manager = MotionManager(source: replay, configuration: .init(calibration: .savedProfileInFolder(folder)))
        #expect(manager.calibration.origin == .none)
    }
}
