import Calibration
import Foundation
import MotionMath

/// Runs the guided steps in order and saves the profile. When a step fails or the user
/// stops it (Ctrl-C, SIGTERM) after other steps finished, the finished steps are saved
/// (the sections of a profile already there for this sensor are kept for the steps that
/// did not finish), and the one error line says what was saved.
struct CalibrationRun {
    let session: CalibrationSession
    /// Where the profile goes.
    let path: String
    /// Files the command reads, refused as the target.
    let inputs: [String]
    /// `--save-session`: the recorder and its path.
    let recorder: (recorder: CalibrationSessionRecorder, path: String)?
    /// Summary lines for steps left out (a magnetometer the sensor does not have).
    var skippedRemarks: [String] = []
    /// The board file's sensor-to-device matrix, when a board file names one (the mounting
    /// found is reported against it).
    var boardSensorToDevice: Matrix3?
    /// The World Magnetic Model's field where the user calibrates, when they said where.
    var expectedField: ReferenceMagneticField?

    /// Runs `steps` into `profile` (which names the sensor) and saves it.
    func run(_ steps: [CalibrationStep], into profile: CalibrationProfile) throws {
        var profile = profile
        var magnetometerAssessment: MagnetometerCoverageAssessment?
        var finished: [CalibrationStep] = []
        // The mounting joins the sensor's calibration already at `path` (and is measured with it).
        let calibrated = steps.contains(.mounting) ? existingProfile(for: profile) : nil
        do {
            for step in steps {
                switch step {
                case .gyroscope: profile.apply(try session.calibrateGyroscope())
                case .accelerometer: profile.apply(try session.calibrateAccelerometer())
                case .magnetometer:
                    let accelerometer = profile.accelerometer == nil ? SensorCorrection() : try profile.correction(file: path)
                    let result = try session.calibrateMagnetometer(accelerometerCorrection: accelerometer.accelerometer)
                    profile.apply(result.fit, dip: result.dip)
                    magnetometerAssessment = MagnetometerCoverageAssessment(fit: result.fit)
                case .mounting:
                    profile.apply(try session.calibrateMounting(correction: try calibrated?.correction(file: path)))
                }
                finished.append(step)
            }
        } catch {
            let cause = (error as? CalibrationError)?.description ?? ErrorMessage.describe(error)
            let unfinished = steps[finished.count].name
            guard !finished.isEmpty else {
                throw CommandFailure("\(unfinished) step: \(cause); no profile was written and any existing profile is untouched")
            }
            let saved = try savePartial(profile, finished: finished)
            throw CommandFailure("\(unfinished) step: \(cause); \(saved)")
        }
        try finishSession()
        if let calibrated { profile = profile.keepingSections(of: calibrated) }
        _ = try profile.correction(file: path)  // within the documented ranges, or nothing is saved
        try profile.save(path: path, refusingInputs: inputs)
        var summary = CalibrationSummary(profile: profile)
        summary.expectedField = expectedField
        summary.magnetometerAssessment = magnetometerAssessment
        summary.remarks = skippedRemarks
        summary.remarks += mountingRemarks(profile)
        summary.print()
        Console.writeError("\nSaved the profile to \(path)\n")
    }

    /// Saves the finished steps (keeping the other sections of the profile already at
    /// `path` when it belongs to this sensor) and says what the file now holds.
    private func savePartial(_ profile: CalibrationProfile, finished: [CalibrationStep]) throws -> String {
        _ = try profile.correction(file: path)
        let older = existingProfile(for: profile)
        let merged = older.map(profile.keepingSections(of:)) ?? profile
        try merged.save(path: path, refusingInputs: inputs)
        try finishSession()
        let finishedNames = Self.list(finished.map(\.name))
        let keptNames = merged.sectionNames.filter { !profile.sectionNames.contains($0) }
        var summary = CalibrationSummary(profile: merged)
        summary.expectedField = expectedField
        summary.remarks = merged.magnetometer == nil ? skippedRemarks : []
        if !keptNames.isEmpty { summary.remarks.append("kept from the profile already there: \(Self.list(keptNames))") }
        summary.print()
        let keptText = keptNames.isEmpty ? "" : " (its earlier \(Self.list(keptNames)) calibration kept)"
        return "saved the finished \(finishedNames) calibration to \(path)\(keptText)"
    }

    /// The valid profile for this sensor already at `path`, if any; anything else there is
    /// replaced, with a line saying why.
    private func existingProfile(for profile: CalibrationProfile) -> CalibrationProfile? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        do {
            let older = try CalibrationProfile.load(path: path)
            _ = try older.correction(file: path)
            try older.checkSensor(chip: profile.sensor.chip, address: profile.sensor.address, file: path)
            return older
        } catch {
            Console.writeError("replacing \(path), which holds no usable profile for this sensor: \(error)\n")
            return nil
        }
    }

    /// How the mounting found compares with the board file's.
    private func mountingRemarks(_ profile: CalibrationProfile) -> [String] {
        guard let rows = profile.mounting?.matrix, rows.count == 3, rows.allSatisfy({ $0.count == 3 }), let board = boardSensorToDevice else { return [] }
        let found = Matrix3(rows: Vector3(rows[0][0], rows[0][1], rows[0][2]), Vector3(rows[1][0], rows[1][1], rows[1][2]), Vector3(rows[2][0], rows[2][1], rows[2][2]))
        let angle = MountingFit.angleDegrees(between: found, and: board)
        return [String(format: "profile mounting differs from the board's by %.1f°; the profile's applies", angle)]
    }

    private func finishSession() throws {
        guard let recorder else { return }
        try recorder.recorder.finish()
        Console.writeError("Saved the session's samples to \(recorder.path)\n")
    }

    /// "gyroscope", "gyroscope and accelerometer", "a, b and c".
    static func list(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }
}
