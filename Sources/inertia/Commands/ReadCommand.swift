import ArgumentParser
import DeviceMotion
import IMUDrivers
import IMUSamples
import Platform

/// `inertia read`: configure the chip and read samples straight from its data registers
/// (no FIFO, no waiting on status bits), so it also works on a static register file such
/// as the kernel's i2c-stub. With `--iio` the samples come from the kernel device, with
/// `--replay` from a recorded log.
struct ReadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "read",
        abstract: "Read samples from the sensor's data registers.",
        discussion: """
            With --once --format json it prints exactly one JSON object:
            {"accel_m_s2":[x,y,z],"gyro_rad_s":[x,y,z],"temperature_c":t,"chip":"MPU-6050","address":"0x68"}
            With --iio DEVICE the samples come from the kernel IIO device, with --replay FILE
            from a recorded log (--count N: its first N samples; without --count or --once: all).
            """
    )

    @OptionGroup var source: SourceOptions

    @Flag(help: "Read one sample and exit (the same as --count 1).")
    var once = false

    @Option(help: "Number of samples to read (default: until interrupted, or 1 with --once).")
    var count: Int?

    @Option(help: "Output format: text, csv or json.")
    var format: SampleFormat = .text

    func validate() throws {
        if let count, count < 1 { throw ValidationError("--count must be at least 1") }
        if once, let count { throw ValidationError("--once reads one sample and --count \(count) asks for \(count); give one of them") }
    }

    func run() throws {
        try source.checkBoards()
        let total = once ? 1 : count
        if source.iio != nil {
            let iio = try MotionSourceSelection.iioSource(source)
            try read(from: iio, total: total, chip: iio.devices.name, address: nil)
            return
        }
        if let path = source.replay {
            let replay = try ReplaySource.open(path: path, realTime: false)
            try read(from: replay.source, total: total, chip: replay.source.information.chipName, address: nil)
            for warning in replay.source.warnings { printWarning(warning.description) }
            return
        }
        try readRegisters(total: total)
    }

    /// Samples straight from the chip's data registers.
    private func readRegisters(total: Int?) throws {
        let connection = try SensorConnection.open(source, realTime: false)
        let driver = connection.driver
        try driver.initialize()
        let configuration = try driver.configure(source.settings(defaultRateHertz: 100))
        RateNotice.report(requestedHertz: source.rate, appliedHertz: configuration.sampleRateHertz, chip: connection.identity.model.name)
        connection.clock.sleep(seconds: 2 * configuration.samplePeriodSeconds)
        InterruptFlag.install()
        if format == .csv { Console.writeLine(SampleFormatter.csvHeader) }
        var read = 0
        var firstTime: Double?
        while total.map({ read < $0 }) ?? true, !InterruptFlag.isSet {
            if read > 0 { connection.clock.sleep(seconds: configuration.samplePeriodSeconds) }
            let sample = try driver.readSample().sample
            write(sample, time: sample.timestampSeconds - (firstTime ?? sample.timestampSeconds),
                  chip: connection.identity.model.name, address: connection.identity.address)
            firstTime = firstTime ?? sample.timestampSeconds
            read += 1
        }
    }

    /// Samples from a source that streams (a kernel IIO device, a recorded log).
    private func read(from sampleSource: any IMUSampleSource, total: Int?, chip: String, address: UInt8?) throws {
        InterruptFlag.install()
        try sampleSource.start()
        defer { sampleSource.stop() }
        RateNotice.report(requestedHertz: source.rate, appliedHertz: sampleSource.information.sampleRateHertz, chip: chip)
        if format == .csv { Console.writeLine(SampleFormatter.csvHeader) }
        var read = 0
        var firstTime: Double?
        reading: while total.map({ read < $0 }) ?? true, !InterruptFlag.isSet {
            guard let batch = try sampleSource.nextBatch() else { break }
            for sample in batch.samples {
                write(sample, time: sample.timestampSeconds - (firstTime ?? sample.timestampSeconds), chip: chip, address: address)
                firstTime = firstTime ?? sample.timestampSeconds
                read += 1
                if let total, read >= total { break reading }
            }
        }
        if read == 0 { throw CommandFailure("\(sampleSource.information.location ?? chip) gave no samples") }
    }

    private func write(_ sample: IMUSample, time: Double, chip: String, address: UInt8?) {
        switch format {
        case .json: Console.writeLine(SampleFormatter.json(sample, chip: chip, address: address))
        case .csv: Console.writeLine(SampleFormatter.csvRow(sample, time: time))
        case .text: Console.writeLine(SampleFormatter.text(sample, time: time))
        }
        Console.flush()
    }
}
