import ArgumentParser
import Calibration
import IMUDrivers

/// `inertia characterize STILL.csv`: the sensor's noise from a still recording.
struct CharacterizeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "characterize",
        abstract: "Characterise a sensor's noise from a still recording (Allan deviation).",
        discussion: """
            Computes the overlapping Allan deviation of each gyroscope and accelerometer axis of a
            CSV log recorded while the board lay still (record one with 'inertia record' or
            'inertia calibrate noise'), and reads off the angle random walk (°/√h, the −½ slope
            line at τ = 1 s), the bias instability (°/h, the flat minimum / 0.664) and the
            velocity random walk (m/s/√h), with the chip's datasheet figures beside them
            (--chip) and the rest-detection settings they suggest for the VQF filter. Only
            averaging times up to a tenth of the recording count: an hour or more shows the
            bias instability of most MEMS parts.
            """
    )

    @Argument(help: ArgumentHelp("A CSV log of the board lying still.", valueName: "still.csv"))
    var file: String

    @Option(help: ArgumentHelp("The chip, for its datasheet figures: mpu6050, mpu6500, mpu9250, lsm6ds3, lsm6dso, ….", valueName: "chip"))
    var chip: String?

    @OptionGroup var options: NoiseReportOptions

    func validate() throws {
        if let chip, ChipCatalog.model(named: chip) == nil {
            throw ValidationError("unknown chip '\(chip)'; use one of: \(ChipCatalog.acceptedKeys)")
        }
    }

    func run() throws {
        try reportingFailures {
            try options.checkTargets(refusingInputs: [file])
            let recording = try StillRecordingReader.read(path: file)
            let result: NoiseCharacterization
            do throws(CalibrationError) {
                result = try NoiseCharacterization(recording: recording)
            } catch {
                throw CommandFailure("\(file): \(error.description); record longer (an hour or more shows the bias instability)")
            }
            try options.report(result, file: file, chip: chip.flatMap(ChipCatalog.model(named:))?.name, inputs: [file])
        }
    }
}
