import ArgumentParser
import DeviceMotion
import IMUDrivers
import IMUSamples
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
        if source.replay != nil {
            throw ValidationError("record reads a live sensor; a --replay log is a recording already (copy it, or convert it with 'inertia stream --raw --replay FILE --format csv')")
        }
        try magnetometerOptions.validate(with: source)
    }

    func run() throws {
        try reportingFailures {
            try source.checkBoards()
            // A target that cannot be written is refused before the sensor is opened.
            try OutputFile.checkTarget(path: output, refusingInputs: [calibration.calibration].compactMap { $0 })
            let directory = output.contains("/") ? String(output[..<(output.lastIndex(of: "/") ?? output.endIndex)]) : "."
            if access(directory.isEmpty ? "/" : directory, W_OK) != 0 {
                throw CommandFailure("cannot write \(output): cannot create a file in \(directory.isEmpty ? "/" : directory): \(SystemErrorText.describe(errno))")
            }
            let sampleSource: any IMUSampleSource
            let chip: String
            if source.iio != nil {
                let iio = try MotionSourceSelection.iioSource(source)
                (sampleSource, chip) = (try calibration.apply(to: iio), iio.devices.name)
            } else {
                let connection = try SensorConnection.open(source, realTime: !fast, motion: source.namedMotion(default: .handheld))
                sampleSource = try calibration.apply(to: MagnetometerConnection.attach(
                    to: source.makeSource(connection, defaultRateHertz: 100), connection: connection, options: magnetometerOptions))
                chip = connection.identity.model.name
            }
            // The output is opened only now that the sensor and the profile are ready; it
            // replaces an existing file only once the recording is complete.
            let file = try OutputFile(path: output, refusingInputs: [calibration.calibration].compactMap { $0 })
            try file.write(SampleFormatter.csvHeader + "\n")
            let stream = RawSampleStream(source: sampleSource, durationSeconds: duration, requestedRateHertz: source.rate)
            let summary = try stream.run { rows in
                var text = ""
                for (sample, time) in rows {
                    text += SampleFormatter.csvRow(sample, time: time)
                    text += "\n"
                }
                try file.write(text)
            }
            try file.commit()
            if let signal = InterruptFlag.signalName {
                Console.writeError("inertia: note: recording stopped by \(signal); \(output) is complete up to then\n")
            }
            Console.writeError("recorded \(summary.sampleCount) samples (\(SampleFormatter.fixed(summary.sensorSeconds, 3)) s of sensor time) "
                + "from the \(chip) to \(output) in \(SampleFormatter.fixed(summary.hostSeconds, 2)) s: "
                + "\(SampleFormatter.fixed(summary.samplesPerHostSecond, 0)) samples/s, \(summary.droppedSampleCount) dropped\n")
            if let timing = summary.interruptTiming { Console.writeError(InterruptTimingJSON.text(timing) + "\n") }
        }
    }
}
