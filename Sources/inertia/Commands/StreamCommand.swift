import ArgumentParser
import AttitudeFilters

/// `inertia stream`: live samples on stdout. `--raw` streams the sensor's own samples (SI
/// units, sensor clock) from the FIFO; without it the stream carries device motion.
struct StreamCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stream",
        abstract: "Stream samples live: raw sensor samples (--raw) or device motion.",
        discussion: "A status line on stderr shows the rate and the dropped samples; Ctrl-C stops."
    )

    @OptionGroup var source: SourceOptions

    @OptionGroup var calibration: CalibrationOptions

    @OptionGroup var latency: LatencyOptions

    @OptionGroup var magnetometerOptions: MagnetometerOptions

    @Flag(help: "Stream raw sensor samples (rad/s, m/s², °C) at full rate from the FIFO.")
    var raw = false

    @Option(help: "Output format: text, csv or json.")
    var format: SampleFormat = .text

    @Option(help: ArgumentHelp("Stop after this many seconds of sensor time (default: until Ctrl-C).", valueName: "seconds"))
    var duration: Double?

    @Flag(help: "With --simulate: run the simulated chip on a virtual clock; with --replay: play the log without pausing. Either way as fast as the host allows.")
    var fast = false

    @Option(help: ArgumentHelp("Device motion: the attitude filter (vqf, complementary, madgwick, mahony). Default: vqf.", valueName: "name"))
    var filter: String?

    @OptionGroup(title: "Filter tuning")
    var tuning: FilterTuningOptions

    @Option(help: ArgumentHelp(
        "Device motion: the reference frame (xArbitraryZVertical, xArbitraryCorrectedZVertical, xMagneticNorthZVertical, xTrueNorthZVertical). Default: xArbitraryZVertical.",
        valueName: "name"))
    var frame: String?

    @Option(help: ArgumentHelp("Device motion: magnetic declination, degrees east positive (for xTrueNorthZVertical).", valueName: "degrees"))
    var declination: Double?

    func validate() throws {
        if let duration, !(duration.isFinite && duration > 0) { throw ValidationError("--duration must be a positive number of seconds") }
        if fast && source.simulate == nil && source.replay == nil { throw ValidationError("--fast needs --simulate or --replay") }
        if let declination, !(declination >= -180 && declination <= 180) {
            throw ValidationError("--declination must be from -180 to 180 degrees (east positive)")
        }
        if raw && source.simulatedFaults != nil { throw ValidationError("--sim-faults works with the device-motion stream, not --raw") }
        try magnetometerOptions.validate(with: source)
        if raw && tuning.isSet { throw ValidationError("the time constants tune the device-motion stream's filter, not --raw") }
        if raw && (tuning.published || tuning.magneticDisturbanceRejection != nil || filter != nil) {
            throw ValidationError("--filter, --published and --[no-]magnetic-disturbance-rejection choose the device-motion stream's filter; --raw runs none")
        }
        try tuning.validate(filterName: filter ?? FilterKind.vqf.rawValue)
    }

    func run() async throws {
        if raw {
            try runRaw()
        } else {
            try await runDeviceMotion()
        }
    }
}
