import ArgumentParser
import AttitudeFilters
import DeviceMotion

/// `--accelerometer-time-constant-seconds S`, `--magnetometer-time-constant-seconds S`: the
/// VQF-class filter's two correction time constants (`VQFFilter.Settings`);
/// `--published`; `--[no-]magnetic-disturbance-rejection`. Shared by the commands that run
/// a filter: stream, demo, serve, replay, evaluate and bench.
struct FilterTuningOptions: ParsableArguments {
    /// The range both time constants accept, s.
    static let acceptedSeconds: ClosedRange<Double> = 0.1...10_000

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The VQF-class filter's inclination time constant τ_acc, s (default: 3).",
            discussion: "Longer trusts the gyroscope longer: better under sustained linear acceleration, worse where the gyroscope drifts. From 0.1 to 10000 s. On the 10 BROAD recordings the mean 6D inclination error is 0.77° at 2 s, 0.76° at 3 s and 0.97° at 6 s.",
            valueName: "seconds"))
    var accelerometerTimeConstantSeconds: Double?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The VQF-class filter's heading time constant τ_mag, s (default: 9; the offline smoother's 30).",
            discussion: "Longer averages more of the magnetic field's own errors but mends the gyroscope's drift and the heading after a magnetic disturbance more slowly: it suits a clean field and a calibrated gyroscope. From 0.1 to 10000 s. On the 10 BROAD recordings the mean 9D error is 2.32° at 9 s and 2.04° at 20 s, but worse at 20 s on those with breaks and with magnets.",
            valueName: "seconds"))
    var magnetometerTimeConstantSeconds: Double?

    @Flag(
        name: .long,
        help: ArgumentHelp(
            "Run the filter as published, without Inertia's additions (madgwick, mahony, vqf).",
            discussion: "Madgwick and Mahony then start from their first reading and learn no gyroscope bias at rest; the VQF-class filter runs with its six extensions off, as VQF's C++ does (on the 10 BROAD recordings 9D 3.03° against 2.32°). The complementary filter is Inertia's own and has no published form. Not with --offline."))
    var published = false

    @Flag(
        name: .long,
        inversion: .prefixedNo,
        help: ArgumentHelp(
            "Keep a disturbed magnetic field out of the filter's 9D update, or let every reading in (default: on for vqf, mahony and complementary, off for madgwick).",
            discussion: "While the field's strength or dip leaves the reference the filter learned (a magnet near the sensor, steel, a motor), the update is a 6D one for at most 60 s, and heading_referenced is false. On the 10 BROAD recordings (9D total) Madgwick gives 3.75° with it and 4.87° without, at about twice its time per update; Mahony 4.13° and 7.10°. Not with --published."))
    var magneticDisturbanceRejection: Bool?

    /// Whether either time constant was given.
    var isSet: Bool { accelerometerTimeConstantSeconds != nil || magnetometerTimeConstantSeconds != nil }

    func validate() throws {
        if published, let magneticDisturbanceRejection {
            throw ValidationError("--published runs the filter as published; \(magneticDisturbanceRejection ? "--magnetic-disturbance-rejection" : "--no-magnetic-disturbance-rejection") changes it. Give one of the two.")
        }
        let timeConstants = [
            ("--accelerometer-time-constant-seconds", accelerometerTimeConstantSeconds),
            ("--magnetometer-time-constant-seconds", magnetometerTimeConstantSeconds),
        ]
        for case let (name, seconds?) in timeConstants where !Self.acceptedSeconds.contains(seconds) {
            throw ValidationError("\(name) is a time constant from 0.1 to 10000 seconds (got \(seconds)).")
        }
    }

    /// Checks that the filter named `filterName` is the one these options tune.
    func validate(filterName: String) throws {
        if published, let kind = FilterKind(rawValue: filterName.lowercased()), !kind.hasPublishedForm {
            throw ValidationError("--published runs madgwick, mahony or vqf as published; the \(kind.rawValue) filter is Inertia's own (got --filter \(kind.rawValue)).")
        }
        guard isSet, filterName.lowercased() != FilterKind.vqf.rawValue else { return }
        throw ValidationError("the time constants tune the VQF-class filter; use them with --filter vqf (got \(filterName)).")
    }

    /// `settings` with the time constants and the magnetic disturbance rejection given here.
    func applied(to settings: VQFFilter.Settings) -> VQFFilter.Settings {
        var tuned = settings
        if let accelerometerTimeConstantSeconds { tuned.accelerometerTimeConstantSeconds = accelerometerTimeConstantSeconds }
        if let magnetometerTimeConstantSeconds { tuned.magnetometerTimeConstantSeconds = magnetometerTimeConstantSeconds }
        if let magneticDisturbanceRejection { tuned.magneticDisturbanceRejectionEnabled = magneticDisturbanceRejection }
        return tuned
    }

    /// The VQF-class filter's settings: its defaults with the time constants and the
    /// magnetic disturbance rejection given here.
    var vqfSettings: VQFFilter.Settings { applied(to: .default) }

    /// Inertia's filters by name, the VQF-class one tuned by these options, each as published
    /// with `--published` (the complementary filter as it is), each with or without magnetic
    /// disturbance rejection as given.
    var filterFactory: AttitudeFilterFactory {
        .standard(vqfSettings: vqfSettings, published: published, magneticDisturbanceRejection: magneticDisturbanceRejection)
    }

    /// What a person is shown for `kind` under these options ("madgwick as published",
    /// "vqf without magnetic disturbance rejection").
    func label(of kind: FilterKind) -> String {
        kind.label(published: published, magneticDisturbanceRejection: magneticDisturbanceRejection)
    }

    /// Whether `kind` runs with magnetic disturbance rejection under these options.
    func rejectsMagneticDisturbance(_ kind: FilterKind) -> Bool {
        magneticDisturbanceRejection ?? kind.rejectsMagneticDisturbanceByDefault(published: published)
    }
}
