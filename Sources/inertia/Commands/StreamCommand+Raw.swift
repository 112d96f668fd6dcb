#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import IMUDrivers

extension StreamCommand {
    /// `stream --raw`: the driver's FIFO samples, printed as they arrive.
    func runRaw() throws {
        try reportingFailures {
            let connection = try SensorConnection.open(source, realTime: !fast, motion: .handheld)
            let stream = RawSampleStream(
                source: connection.makeSource(settings: source.settings(defaultRateHertz: 100)), durationSeconds: duration
            )
            let chip = connection.identity.model.name
            let address = connection.identity.address
            if format == .csv { Console.writeLine(SampleFormatter.csvHeader) }
            let summary = try stream.run { rows in
                var text = ""
                for (sample, time) in rows {
                    switch format {
                    case .text: text += SampleFormatter.text(sample, time: time)
                    case .csv: text += SampleFormatter.csvRow(sample, time: time)
                    case .json: text += SampleFormatter.json(sample, chip: chip, address: address, time: time)
                    }
                    text += "\n"
                }
                Console.write(text)
                Console.flush()
            }
            Console.writeError("streamed \(summary.sampleCount) samples (\(SampleFormatter.fixed(summary.sensorSeconds, 3)) s of sensor time) "
                + "in \(SampleFormatter.fixed(summary.hostSeconds, 2)) s, \(summary.droppedSampleCount) dropped\n")
        }
    }
}
