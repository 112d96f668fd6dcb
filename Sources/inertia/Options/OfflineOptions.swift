import ArgumentParser
import AttitudeFilters

/// `--offline`, shared by replay and evaluate: the offline smoother (`VQFSmoother`) over the
/// whole recording instead of the causal filter.
struct OfflineOptions: ParsableArguments {
    @Flag(
        name: .long,
        help: ArgumentHelp(
            "Smooth offline: run the VQF-class filter forwards and backwards over the whole recording and average.",
            discussion: "Needs --filter vqf. The whole recording is read into memory first (about 100 bytes per sample). With --sensor-delay-ms the output is moved earlier by the delay (interpolated, not predicted)."))
    var offline = false

    /// Checks that `filter` can run offline.
    func validate(filter: FilterKind) throws {
        guard offline, filter != .vqf else { return }
        throw ValidationError("--offline smooths with the VQF-class filter; use it with --filter vqf (got \(filter.rawValue)).")
    }

    /// The smoother's settings: its defaults, with the sensor delay of `latency`.
    func smootherSettings(latency: LatencyOptions) -> VQFSmoother.Settings {
        VQFSmoother.Settings(sensorDelaySeconds: latency.sensorDelayMilliseconds / 1000)
    }
}
