import ArgumentParser
import IMUDrivers
import Platform

/// `inertia record OUT.csv`: raw samples at full rate from the FIFO into a CSV log.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record raw sensor samples to a CSV log.",
        discussion: """
            The log's header is
            \(SampleFormatter.csvHeader)
            with time on the sensor's clock from the first sample, gyroscope in rad/s, accelerometer
            in m/s², magnetometer in µT and temperature in °C (empty columns when absent).
            """
    )

    @Argument(help: ArgumentHelp("The CSV file to write.", valueName: "out.csv"))
    var output: String

    @OptionGroup var source: SourceOptions

    @OptionGroup var calibration: CalibrationOptions

    @OptionGroup var magnetometerOptions: MagnetometerOptions

    @Option(help: ArgumentHelp("Seconds of sensor time to record.", valueName: "seconds"))
    var duration: Double = 10

    @Flag(help: "With --simulate: run the simulated chip on a virtual clock, as fast as the host allows.")
    var fast = false

    func validate() throws {
        if !(duration.isFinite && duration > 0) { throw ValidationError("--duration must be a positive number of seconds") }
        if fast && source.simulate == nil { throw ValidationError("--fast needs --simulate") }
        try magnetometerOptions.validate(with: source)
    }

    func run() throws {
        try reportingFailures {
            let connection = try SensorConnection.open(source, realTime: !fast, motion: source.namedMotion(default: .handheld))
            guard let file = fopen(output, "w") else {
                throw CommandFailure("cannot write \(output): \(String(cString: strerror(errno)))")
            }
            defer { fclose(file) }
            fputs(SampleFormatter.csvHeader + "\n", file)
            let stream = RawSampleStream(
                source: try calibration.apply(to: MagnetometerConnection.attach(
                    to: connection.makeSource(settings: source.settings(defaultRateHertz: 100)), connection: connection, options: magnetometerOptions)),
                durationSeconds: duration
            )
            let summary = try stream.run { rows in
                var text = ""
                for (sample, time) in rows {
                    text += SampleFormatter.csvRow(sample, time: time)
                    text += "\n"
                }
                guard fputs(text, file) >= 0 else {
                    throw CommandFailure("writing \(output) failed: \(String(cString: strerror(errno)))")
                }
            }
            guard fflush(file) == 0 else { throw CommandFailure("writing \(output) failed: \(String(cString: strerror(errno)))") }
            Console.writeError("recorded \(summary.sampleCount) samples (\(SampleFormatter.fixed(summary.sensorSeconds, 3)) s of sensor time) "
                + "from the \(connection.identity.model.name) to \(output) in \(SampleFormatter.fixed(summary.hostSeconds, 2)) s: "
                + "\(SampleFormatter.fixed(summary.samplesPerHostSecond, 0)) samples/s, \(summary.droppedSampleCount) dropped\n")
        }
    }
}
