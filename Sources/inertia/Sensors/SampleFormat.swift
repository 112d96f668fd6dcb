import ArgumentParser
import I2C
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

    /// One JSON object: `accel_m_s2` [x,y,z], `gyro_rad_s` [x,y,z], `temperature_c`,
    /// `chip`, `address` (as "0x68"), and `time_s` when `time` is given.
    static func json(_ sample: IMUSample, chip: String, address: UInt8?, time: Double? = nil) -> String {
        let gyro = sample.gyroscopeRadiansPerSecond
        let accel = sample.accelerometerMetersPerSecondSquared
        var fields: [String] = []
        if let time { fields.append("\"time_s\":\(fixed(time, 6))") }
        fields.append("\"accel_m_s2\":[\(json(accel.x)),\(json(accel.y)),\(json(accel.z))]")
        fields.append("\"gyro_rad_s\":[\(json(gyro.x)),\(json(gyro.y)),\(json(gyro.z))]")
        fields.append("\"temperature_c\":\(sample.temperatureCelsius.map(json) ?? "null")")
        fields.append("\"chip\":\"\(chip)\"")
        fields.append("\"address\":\(address.map { "\"\(hex($0))\"" } ?? "null")")
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// One line for people.
    static func text(_ sample: IMUSample, time: Double) -> String {
        let gyro = sample.gyroscopeRadiansPerSecond
        let accel = sample.accelerometerMetersPerSecondSquared
        let temperature = sample.temperatureCelsius.map { " temp \(fixed($0, 2)) °C" } ?? ""
        return "t \(fixed(time, 4)) s  accel \(padded(accel.x)) \(padded(accel.y)) \(padded(accel.z)) m/s²"
            + "  gyro \(padded(gyro.x)) \(padded(gyro.y)) \(padded(gyro.z)) rad/s" + temperature
    }

    /// A JSON number (null when not finite).
    static func json(_ value: Double) -> String { value.isFinite ? number(value) : "null" }

    /// Six significant decimals without exponent noise for ordinary values.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "nan" }
        return fixed(value, 6)
    }

    /// `value` with `decimals` digits after the point.
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite else { return "nan" }
        guard decimals > 0 else { return String(Int64(value.rounded())) }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e15 else { return "\(value)" }
        let whole = Int64(scaled)
        let integer = whole / Int64(scale)
        let fraction = whole % Int64(scale)
        var fractionText = String(fraction)
        fractionText = String(repeating: "0", count: decimals - fractionText.count) + fractionText
        let sign = value < 0 && whole != 0 ? "-" : ""
        return decimals == 0 ? "\(sign)\(integer)" : "\(sign)\(integer).\(fractionText)"
    }

    private static func padded(_ value: Double) -> String {
        let text = fixed(value, 3)
        return String(repeating: " ", count: max(0, 8 - text.count)) + text
    }
}
