import Calibration
import Foundation
import IMUSamples

extension CalibrateCommand {
    /// `calibrate TARGET --replay FILE`: the fits over a recorded session. The profile names
    /// the chip `--chip` gives (else "recorded"), the bus "replay" and `--address` if given.
    func runReplay(path: String) throws {
        // The fits look at the whole session (still stretches, faces, every magnetometer
        // reading): it is held in memory as numbers, about 100 bytes per sample.
        let recording = try CSVLogReader.read(path: path)
        for warning in recording.warnings { printWarning(warning.description) }
        if let output { try OutputFile.checkTarget(path: output, refusingInputs: [path]) }
        let recorded = RecordedCalibration(recordings: [recording.samples])
        Console.writeError("Calibrating from the recorded session \(path): \(recording.samples.count) samples, "
            + "\(recorded.stillStretches.count) still stretches, \(recorded.magnetometerReadingsMicrotesla.count) magnetometer readings.\n")
        var profile = CalibrationProfile(
            sensor: .init(chip: source.chipModel?.name ?? "recorded", bus: "replay", address: source.address.map { Int($0.value) }),
            created: ISO8601DateFormatter().string(from: Date())
        )
        do {
            for step in target.steps {
                switch step {
                case .gyroscope: profile.apply(try recorded.gyroscopeFit())
                case .accelerometer:
                    let poses = recorded.accelerometerPoses()
                    Console.writeError("The session lies still on \(poses.count) of 6 faces.\n")
                    profile.apply(try AccelerometerPoseFit(poses: poses))
                case .magnetometer:
                    let fit = try recorded.magnetometerFit()
                    let accelerometer = profile.accelerometer == nil ? SensorCorrection() : try profile.correction(file: path)
                    profile.apply(fit, dip: recorded.magnetometerDip(for: fit, accelerometer: accelerometer))
                case .mounting:
                    var collector = MountingTipCollector()
                    for sample in recording.samples {
                        collector.add(timeSeconds: sample.timestampSeconds, gyroscope: sample.gyroscopeRadiansPerSecond, accelerometer: sample.accelerometerMetersPerSecondSquared)
                    }
                    profile.apply(try collector.fit())
                }
            }
        } catch {
            throw CommandFailure("\(path): \(String(describing: error)); no profile was written")
        }
        let output = output ?? CalibrationProfile.defaultDirectory() + "/" + CalibrationProfile.defaultFileName(
            chip: profile.sensor.chip, bus: "replay", address: profile.sensor.address)
        _ = try profile.correction(file: output)  // within the documented ranges, or nothing is saved
        try profile.save(path: output, refusingInputs: [path])
        var summary = CalibrationSummary(profile: profile)
        summary.expectedField = location.expectedField()
        summary.print()
        Console.writeError("\nSaved the profile to \(output)\n")
    }
}
