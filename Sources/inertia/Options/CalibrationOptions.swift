import ArgumentParser
import Calibration
import DeviceMotion
import Foundation
import IMUDrivers
import IMUSamples

/// Which calibration profile to apply (`--calibration FILE`, else the one saved for the
/// sensor in the per-user folder, `--no-calibration` for none).
struct CalibrationOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Apply this calibration profile (see 'inertia calibrate'). Default: the profile saved for this sensor in the per-user folder, when there is one.",
        valueName: "file"))
    var calibration: String?

    @Flag(help: "Apply no calibration profile, not even the saved one.")
    var noCalibration = false

    func validate() throws {
        if calibration != nil && noCalibration { throw ValidationError("choose --calibration FILE or --no-calibration, not both") }
    }

    /// The profile for the sensor `chip` at `address` on `bus`, compiled, or nil when none
    /// applies. A given file must load, validate and belong to this chip; a saved file is
    /// used when it exists and must then be valid too.
    /// - Parameters:
    ///   - magnetometerChip: the magnetometer part in use, nil when none or unknown.
    ///   - checksSensor: false for a replayed recording (which names no chip): a given
    ///     profile then applies as it is, and no saved profile is looked up.
    func correction(chip: String, bus: String?, address: UInt8?, magnetometerChip: String? = nil, checksSensor: Bool = true) throws -> ProfileSampleCorrection? {
        try appliedProfile(
            chip: chip, bus: bus, address: address, magnetometerChip: magnetometerChip, checksSensor: checksSensor
        )?.correction
    }

    /// A profile in effect: its compiled correction, the file it came from and whether it is
    /// the one saved in the per-user folder (rather than named with `--calibration`).
    struct AppliedProfile {
        let correction: ProfileSampleCorrection
        let path: String
        let isSaved: Bool

        /// For status lines: the file's name, with "(saved)" for the per-user profile.
        var description: String {
            let name = URL(fileURLWithPath: path).lastPathComponent
            return isSaved ? "\(name) (saved)" : name
        }
    }

    /// Like `correction(chip:bus:address:magnetometerChip:checksSensor:)`, also saying which
    /// file applies.
    func appliedProfile(
        chip: String, bus: String?, address: UInt8?, magnetometerChip: String? = nil, checksSensor: Bool = true
    ) throws -> AppliedProfile? {
        if noCalibration { return nil }
        if !checksSensor {
            guard let calibration else { return nil }
            return AppliedProfile(correction: try Self.load(path: calibration, chip: nil, address: nil), path: calibration, isSaved: false)
        }
        let path: String
        if let calibration {
            path = calibration
        } else {
            path = CalibrationProfile.defaultDirectory() + "/"
                + CalibrationProfile.defaultFileName(chip: chip, bus: bus, address: address.map(Int.init))
            guard FileManager.default.fileExists(atPath: path) else { return nil }
        }
        return AppliedProfile(
            correction: try Self.load(path: path, chip: chip, address: address, magnetometerChip: magnetometerChip),
            path: path, isSaved: calibration == nil)
    }

    /// Loads and checks one profile; every failure is one message naming the file and field.
    static func load(path: String, chip: String?, address: UInt8?, magnetometerChip: String? = nil) throws -> ProfileSampleCorrection {
        switch checkedProfile(path: path, chip: chip, address: address, magnetometerChip: magnetometerChip) {
        case let .success(correction): return correction
        case let .failure(error): throw CommandFailure(String(describing: error))
        }
    }

    private static func checkedProfile(
        path: String, chip: String?, address: UInt8?, magnetometerChip: String?
    ) -> Result<ProfileSampleCorrection, CalibrationProfileError> {
        Result { () throws(CalibrationProfileError) -> ProfileSampleCorrection in
            let profile = try CalibrationProfile.load(path: path)
            let correction = try profile.correction(file: path)
            if let chip {
                try profile.checkSensor(chip: chip, address: address.map(Int.init), magnetometerChip: magnetometerChip, file: path)
            }
            return ProfileSampleCorrection(correction, calibratesMagnetometer: profile.magnetometer != nil)
        }
    }

    /// `source` with the profile applied, or `source` itself when none applies.
    func apply(to source: any IMUSampleSource) throws -> any IMUSampleSource {
        let information = source.information
        guard let correction = try correction(
            chip: information.chipName, bus: information.location, address: information.address,
            magnetometerChip: (source as? MagnetometerSampleSource)?.magnetometer.model.name,
            checksSensor: information.kind != .replay
        ) else {
            return source
        }
        return CorrectedSampleSource(inner: source, correction: correction)
    }
}
