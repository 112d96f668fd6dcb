import IMUSimulator
import DeviceMotion
import IMUDrivers
import IMUSamples
import Platform

extension StreamCommand {
    /// `stream --raw`: the driver's FIFO samples, printed as they arrive.
    func runRaw() throws {
        try reportingFailures {
            try source.checkBoards()
            let sampleSource: any IMUSampleSource
            let chip: String
            let address: UInt8?
            var simulatedIMU: SimulatedIMU?
            var replayed: CSVLogReplaySource?
            if source.iio != nil {
                let iio = try MotionSourceSelection.iioSource(source)
                (sampleSource, chip, address) = (iio, iio.devices.name, nil)
            } else if let path = source.replay {
                let replay = try ReplaySource.open(path: path, realTime: !fast)
                (sampleSource, chip, address) = (try calibration.apply(to: replay.source), replay.source.information.chipName, nil)
                replayed = replay.source
            } else {
                let connection = try SensorConnection.open(source, realTime: !fast, motion: source.namedMotion(default: .handheld))
                sampleSource = try calibration.apply(to: MagnetometerConnection.attach(
                    to: source.makeSource(connection, defaultRateHertz: 100), connection: connection, options: magnetometerOptions))
                (chip, address) = (connection.identity.model.name, connection.identity.address)
                simulatedIMU = connection.simulatedIMU
            }
            let stream = RawSampleStream(source: sampleSource, durationSeconds: duration, requestedRateHertz: source.rate)
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
            for warning in replayed?.warnings ?? [] { printWarning(warning.description) }
            if let timing = summary.interruptTiming { Console.writeError(InterruptTimingJSON.text(timing) + "\n") }
            if let ages = simulatedIMU?.faults.fifoRecordAgeSummary() {
                // The simulator's truth, the same for polling and interrupts.
                Console.writeError("simulated chip: FIFO records read \(SampleFormatter.fixed(ages.medianSeconds * 1000, 3))/"
                    + "\(SampleFormatter.fixed(ages.percentile99Seconds * 1000, 3)) ms after they were sampled (median/p99)\n")
            }
        }
    }
}
