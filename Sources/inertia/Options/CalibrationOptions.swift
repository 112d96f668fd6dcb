import ArgumentParser
import DeviceMotion
import IMUSamples

/// Which calibration profile to apply (`--calibration FILE`, else the one saved for the
/// sensor in the per-user folder, `--no-calibration` for none): the command line's spelling
/// of `CalibrationChoice`, which the library resolves the same way for every program.
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

    /// The library's choice these options name.
    var choice: CalibrationChoice {
        if noCalibration { return .none }
        if let calibration { return .file(calibration) }
        return .savedProfile
    }

    /// The calibration these options give for `source`: checked against the sensor, one
    /// message naming the file and field when it does not apply.
    func resolve(for source: any IMUSampleSource) throws -> AppliedCalibration {
        do {
            return try choice.resolve(for: source)
        } catch {
            throw CommandFailure(String(describing: error))
        }
    }

    /// `source` with the calibration applied (or `source` itself when none applies); says
    /// on stderr which profile applies.
    func apply(to source: any IMUSampleSource) throws -> any IMUSampleSource {
        let applied = try resolve(for: source)
        Self.announce(applied)
        guard let correction = applied.correction else { return source }
        return CorrectedSampleSource(inner: source, correction: correction)
    }

    /// One line on stderr naming the calibration in effect.
    static func announce(_ applied: AppliedCalibration) {
        announce(description: applied.description)
    }

    /// One line on stderr naming the calibration in effect ("none", "profile.json (saved)").
    static func announce(description: String) {
        Console.writeError("calibration: \(description)\n")
    }
}
