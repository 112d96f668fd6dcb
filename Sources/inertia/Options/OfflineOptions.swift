import ArgumentParser
import AttitudeFilters

/// `--offline`, shared by replay and evaluate: the offline smoother (`VQFSmoother`) over the
/// whole recording instead of the causal filter.
struct OfflineOptions: ParsableArguments {
    @Flag(
        name: .long,
        help: ArgumentHelp(
            "Smooth offline: run the VQF-class filter forwards and backwards over the recording and average.",
            discussion: "Needs --filter vqf. The recording is smoothed 300 s at a time with 60 s on either side (a recording of up to 370 s whole); replay holds one such window in memory, evaluate the whole recording (about 310 bytes per sample; a recording larger than the memory left is refused). With --sensor-delay-ms the output is moved earlier by the delay (interpolated, not predicted)."))
    var offline = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "With --offline: the weight of the zero-phase inclination against the passes' midpoint, 0…1 (default: 0.5).",
            visibility: .hidden))
    var offlineZeroPhaseInclinationWeight: Double?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "With --offline: how many accelerometer time constants from each end the passes' midpoint fades in over; 0 for none (default: 2).",
            visibility: .hidden))
    var offlinePassesFadeInTimeConstants: Double?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "With --offline: the weight of the two-direction heading against the passes' heading, 0…1 (default: 0.5).",
            visibility: .hidden))
    var offlineTwoDirectionHeadingWeight: Double?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "With --offline: τ of the smoother's heading filters, s (default: 30 s).", visibility: .hidden))
    var offlineHeadingTimeConstantSeconds: Double?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "With --offline: the backward pass's weight in the passes' heading, 0…1 (default: 0).",
            visibility: .hidden))
    var offlineBackwardHeadingWeight: Double?

    @Option(
        name: .long,
        help: ArgumentHelp("With --offline: the length of each smoothed window, s (default: 300 s).", visibility: .hidden))
    var offlineWindowSeconds: Double?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "With --offline: the log smoothed on either side of each window, s (default: 60 s).", visibility: .hidden))
    var offlineWindowMarginSeconds: Double?

    @Flag(
        name: .long,
        help: ArgumentHelp(
            "With --offline: reject the field where either pass finds it disturbed (default: where both do).",
            visibility: .hidden))
    var offlineDisturbanceInEitherDirection = false

    /// Checks that `filter` can run offline, and the smoother's tuning options: weights
    /// within 0…1, time constants positive and finite.
    func validate(filter: FilterKind, published: Bool = false) throws {
        let weights = [
            ("--offline-zero-phase-inclination-weight", offlineZeroPhaseInclinationWeight),
            ("--offline-two-direction-heading-weight", offlineTwoDirectionHeadingWeight),
            ("--offline-backward-heading-weight", offlineBackwardHeadingWeight),
        ]
        for case let (name, weight?) in weights where !(0...1).contains(weight) {
            throw ValidationError("\(name) is a weight from 0 to 1 (got \(weight)).")
        }
        if let factor = offlinePassesFadeInTimeConstants, !(factor.isFinite && factor >= 0) {
            throw ValidationError("--offline-passes-fade-in-time-constants is a number of time constants, 0 or more (got \(factor)).")
        }
        if let seconds = offlineHeadingTimeConstantSeconds, !(seconds.isFinite && seconds > 0) {
            throw ValidationError("--offline-heading-time-constant-seconds is a time constant in seconds, above 0 (got \(seconds)).")
        }
        if let seconds = offlineWindowSeconds, !(seconds.isFinite && seconds > 0) {
            throw ValidationError("--offline-window-seconds is a length in seconds, above 0 (got \(seconds)).")
        }
        if let seconds = offlineWindowMarginSeconds, !(seconds.isFinite && seconds >= 0) {
            throw ValidationError("--offline-window-margin-seconds is a length in seconds, 0 or more (got \(seconds)).")
        }
        if offline && published {
            throw ValidationError("--offline smooths with Inertia's own smoother, which has no published form; use --published without --offline.")
        }
        guard offline, filter != .vqf else { return }
        throw ValidationError("--offline smooths with the VQF-class filter; use it with --filter vqf (got \(filter.rawValue)).")
    }

    /// How the smoother cuts a log into windows: the defaults, with the lengths given.
    var windows: WindowedSmoother.Windows {
        var windows = WindowedSmoother.Windows.default
        if let offlineWindowSeconds { windows.windowSeconds = offlineWindowSeconds }
        if let offlineWindowMarginSeconds { windows.marginSeconds = offlineWindowMarginSeconds }
        return windows
    }

    /// The smoother's settings: its defaults, with the sensor delay of `latency` and its
    /// filter's time constants from `tuning`.
    func smootherSettings(latency: LatencyOptions, tuning: FilterTuningOptions) -> VQFSmoother.Settings {
        var settings = VQFSmoother.Settings(sensorDelaySeconds: latency.sensorDelayMilliseconds / 1000)
        settings.filter = tuning.applied(to: settings.filter)
        if let offlineZeroPhaseInclinationWeight { settings.zeroPhaseInclinationWeight = offlineZeroPhaseInclinationWeight }
        if let offlinePassesFadeInTimeConstants {
            settings.passesFadeInAccelerometerTimeConstants = offlinePassesFadeInTimeConstants
        }
        if let offlineTwoDirectionHeadingWeight { settings.twoDirectionHeadingWeight = offlineTwoDirectionHeadingWeight }
        if let offlineHeadingTimeConstantSeconds { settings.headingTimeConstantSeconds = offlineHeadingTimeConstantSeconds }
        if let offlineBackwardHeadingWeight { settings.backwardHeadingWeight = offlineBackwardHeadingWeight }
        settings.disturbanceInBothDirections = !offlineDisturbanceInEitherDirection
        return settings
    }
}
