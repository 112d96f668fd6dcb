import ArgumentParser
import IMUDrivers
import Platform

/// `inertia read`: configure the chip and read samples straight from its data registers
/// (no FIFO, no waiting on status bits), so it also works on a static register file such
/// as the kernel's i2c-stub.
struct ReadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "read",
        abstract: "Read samples from the sensor's data registers.",
        discussion: """
            With --once --format json it prints exactly one JSON object:
            {"accel_m_s2":[x,y,z],"gyro_rad_s":[x,y,z],"temperature_c":t,"chip":"MPU-6050","address":"0x68"}
            """
    )

    @OptionGroup var source: SourceOptions

    @Flag(help: "Read one sample and exit.")
    var once = false

    @Option(help: "Number of samples to read (default: until interrupted, or 1 with --once).")
    var count: Int?

    @Option(help: "Output format: text, csv or json.")
    var format: SampleFormat = .text

    func validate() throws {
        if let count, count < 1 { throw ValidationError("--count must be at least 1") }
    }

    func run() throws {
        try reportingFailures {
            let connection = try SensorConnection.open(source, realTime: false)
            let driver = connection.driver
            try driver.initialize()
            let configuration = try driver.configure(source.settings(defaultRateHertz: 100))
            connection.clock.sleep(seconds: 2 * configuration.samplePeriodSeconds)
            let total = once ? 1 : count
            InterruptFlag.install()
            if format == .csv { Console.writeLine(SampleFormatter.csvHeader) }
            var read = 0
            var firstTime: Double?
            while total.map({ read < $0 }) ?? true, !InterruptFlag.isSet {
                if read > 0 { connection.clock.sleep(seconds: configuration.samplePeriodSeconds) }
                let sample = try driver.readSample().sample
                let time = sample.timestampSeconds - (firstTime ?? sample.timestampSeconds)
                firstTime = firstTime ?? sample.timestampSeconds
                switch format {
                case .json:
                    Console.writeLine(SampleFormatter.json(sample, chip: connection.identity.model.name, address: connection.identity.address))
                case .csv: Console.writeLine(SampleFormatter.csvRow(sample, time: time))
                case .text: Console.writeLine(SampleFormatter.text(sample, time: time))
                }
                Console.flush()
                read += 1
            }
        }
    }
}
