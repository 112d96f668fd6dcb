import Boards
import Calibration
import Foundation
import IMUDrivers
import IMUSamples

/// Which calibration a `MotionManager` applies to every raw sample.
///
/// The default, `.savedProfile`, looks for the profile `inertia calibrate` saved for the
/// sensor: `CalibrationProfile.defaultDirectory()` (`$XDG_CONFIG_HOME/inertia/calibration`,
/// else `~/.config/inertia/calibration`) joined with
/// `CalibrationProfile.defaultFileName(chip:bus:address:)` (for example
/// `mpu6050-i2c-1-0x68.json`). When that file exists it must load, pass validation and
/// belong to the sensor (chip, address, magnetometer part); when it does not, no
/// calibration applies. A recorded log names no sensor, so a replay never looks one up.
public enum CalibrationChoice: Sendable {
    /// The profile saved for the sensor in the per-user folder, when there is one (default).
    case savedProfile
    /// The profile saved for the sensor in this folder instead of the per-user folder (a
    /// system-wide folder for a service, or a test's own), when there is one; the file name
    /// is the same as in the per-user folder.
    case savedProfileInFolder(String)
    /// The profile in this file. It must load, validate and belong to the sensor (a replay
    /// applies it as it is).
    case file(String)
    /// No calibration.
    case none
    /// A correction the application supplies, with a short description for status lines.
    case correction(any SampleCorrection, description: String)

    /// The calibration this choice gives for `source`, or a message naming the file and the
    /// field that is wrong.
    public func resolve(for source: any IMUSampleSource) throws(CalibrationProfileError) -> AppliedCalibration {
        let information = source.information
        let checksSensor = information.kind != .replay
        let path: String
        switch self {
        case .none:
            return .none
        case let .correction(correction, description):
            return AppliedCalibration(correction: correction, path: nil, origin: .application(description))
        case let .file(given):
            path = given
        case .savedProfile, .savedProfileInFolder:
            guard checksSensor else { return .none }
            path = savedDirectory + "/"
                + CalibrationProfile.defaultFileName(chip: information.chipName, bus: information.location, address: information.address.map(Int.init))
            guard FileManager.default.fileExists(atPath: path) else { return .none }
        }
        let profile = try CalibrationProfile.load(path: path)
        let compiled = try profile.correction(file: path)
        if checksSensor {
            try profile.checkSensor(
                chip: information.chipName, address: information.address.map(Int.init),
                magnetometerChip: (source as? MagnetometerSampleSource)?.magnetometer.model.name, file: path)
        }
        let correction = ProfileSampleCorrection(compiled, calibratesMagnetometer: profile.magnetometer != nil)
        var mounting: MountMatrix?
        if try profile.mountingMatrix(file: path) != nil, let rows = profile.mounting?.matrix {
            do throws(BoardError) {
                mounting = try MountMatrix(rows: rows)
            } catch {
                throw .invalidField(file: path, field: "mounting.matrix", reason: error.description)
            }
        }
        let reference = RecalibrationMonitor.Reference(
            fieldStrengthMicrotesla: profile.magnetometer?.fieldStrengthMicrotesla,
            dipDegrees: profile.magnetometer?.dipDegrees,
            calibratesGyroscope: profile.gyroscope != nil,
            gyroscopeFollowsTemperature: profile.gyroscope?.temperatureSlopeRadiansPerSecondPerCelsius != nil)
        return AppliedCalibration(
            correction: correction, path: path, origin: self.isSaved ? .savedProfile : .file, mounting: mounting,
            recalibrationReference: reference)
    }

    private var isSaved: Bool {
        switch self {
        case .savedProfile, .savedProfileInFolder: true
        default: false
        }
    }

    /// The folder a saved profile is looked up in.
    private var savedDirectory: String {
        if case let .savedProfileInFolder(directory) = self { return directory }
        return CalibrationProfile.defaultDirectory()
    }
}

/// The calibration in effect: the correction, and where it came from.
public struct AppliedCalibration: Sendable {
    /// Where a calibration came from.
    public enum Origin: Sendable, Equatable {
        /// None applies.
        case none
        /// The profile saved for the sensor in the per-user folder.
        case savedProfile
        /// A profile file named by the application or the user.
        case file
        /// A correction supplied by the application, with its description.
        case application(String)
    }

    /// The correction applied to every raw sample; nil when none applies.
    public let correction: (any SampleCorrection)?
    /// The profile's file, when it came from one.
    public let path: String?
    /// Where it came from.
    public let origin: Origin
    /// The profile's mounting (sensor → device frame), which replaces the board's
    /// `sensorToDevice` matrix; nil when the profile has none.
    public var mounting: MountMatrix? = nil
    /// What the profile saw when it was made (field strength and dip, whether it calibrates
    /// the gyroscope), for noticing when it no longer fits; nil without a profile.
    public var recalibrationReference: RecalibrationMonitor.Reference? = nil

    /// No calibration.
    public static let none = AppliedCalibration(correction: nil, path: nil, origin: .none)

    /// For status lines: "none", the file's name, with "(saved)" for the per-user profile,
    /// or the application's description.
    public var description: String {
        switch origin {
        case .none: return "none"
        case .application(let text): return text
        case .file, .savedProfile:
            let name = path.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "profile"
            return origin == .savedProfile ? "\(name) (saved)" : name
        }
    }
}
