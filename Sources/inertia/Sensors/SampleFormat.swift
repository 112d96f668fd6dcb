import ArgumentParser
import IMUSamples

/// How samples are printed on stdout.
enum SampleFormat: String, ExpressibleByArgument, CaseIterable {
    /// Aligned columns for people.
    case text
    /// The CSV log format (header first).
    case csv
    /// One JSON object per line.
    case json
}

/// Formatting of samples as text, CSV log rows and JSON objects.
enum SampleFormatter {
    /// The CSV log header (`CSVLogFormat.header`).
    static let csvHeader = CSVLogFormat.header

    /// One CSV log row, lossless (`CSVLogWriter`); `time` is the sample time relative to
    /// the start of the log, seconds.
    static func csvRow(_ sample: IMUSample, time: Double) -> String {
        CSVLogWriter.row(sample, timeSeconds: time)
    }

    /// One JSON object (`SampleJSON`, the contract `read`, `stream --raw` and the motion
    /// socket share); `time` adds `time_s`.
    static func json(_ sample: IMUSample, chip: String, address: UInt8?, time: Double? = nil) -> String {
        SampleJSON.object(sample, chip: chip, address: address, timeSeconds: time)
    }

    /// One line for people.
    static func text(_ sample: IMUSample, time: Double) -> String {
        let gyro = sample.gyroscopeRadiansPerSecond
        let accel = sample.accelerometerMetersPerSecondSquared
        let temperature = sample.temperatureCelsius.map { " temp \(fixed($0, 2)) °C" } ?? ""
        return "t \(fixed(time, 4)) s  accel \(padded(accel.x)) \(padded(accel.y)) \(padded(accel.z)) m/s²"
            + "  gyro \(padded(gyro.x)) \(padded(gyro.y)) \(padded(gyro.z)) rad/s" + temperature
    }

    /// `value` with `decimals` digits after the point (`SampleJSON.fixed`).
    static func fixed(_ value: Double, _ decimals: Int) -> String { SampleJSON.fixed(value, decimals) }

    private static func padded(_ value: Double) -> String {
        let text = fixed(value, 3)
        return String(repeating: " ", count: max(0, 8 - text.count)) + text
    }
}
