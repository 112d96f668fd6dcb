import Platform

/// Writes samples in Inertia's CSV log format (see `CSVLogFormat`).
///
/// Numbers are written in Swift's shortest round-trip form, so reading a written log
/// gives back exactly the same values.
public enum CSVLogWriter {
    /// The log text for `samples`, header included.
    public static func encode(_ samples: [IMUSample]) -> String {
        var text = CSVLogFormat.header
        text.append("\n")
        text.reserveCapacity(samples.count * 160)
        for sample in samples { appendRow(sample, to: &text) }
        return text
    }

    /// One data row (without the line end).
    public static func row(_ sample: IMUSample) -> String {
        var text = ""
        appendRow(sample, to: &text)
        text.removeLast()
        return text
    }

    /// One data row of `sample` with its time replaced by `timeSeconds` (logs whose time
    /// starts at zero), without the line end.
    public static func row(_ sample: IMUSample, timeSeconds: Double) -> String {
        var shifted = sample
        shifted.timestampSeconds = timeSeconds
        return row(shifted)
    }

    /// One row of plain numbers (other tables in the same number format, such as
    /// `time_s,qw,qx,qy,qz`), without the line end.
    public static func row(_ values: [Double]) -> String {
        values.map(number).joined(separator: ",")
    }

    /// Writes `samples` to `path` through an `OutputFile` (the file is replaced only when
    /// everything was written).
    public static func write(_ samples: [IMUSample], to path: String) throws(OutputFileError) {
        try writeText(encode(samples), to: path)
    }

    /// Writes `text` to `path` through an `OutputFile` (the file is replaced only when
    /// everything was written).
    public static func writeText(_ text: String, to path: String) throws(OutputFileError) {
        let file = try OutputFile(path: path)
        try file.write(text)
        try file.commit()
    }

    static func appendRow(_ sample: IMUSample, to text: inout String) {
        text.append(number(sample.timestampSeconds))
        for value in [sample.gyroscopeRadiansPerSecond, sample.accelerometerMetersPerSecondSquared] {
            text.append(","); text.append(number(value.x))
            text.append(","); text.append(number(value.y))
            text.append(","); text.append(number(value.z))
        }
        if let field = sample.magnetometerMicrotesla {
            text.append(","); text.append(number(field.x))
            text.append(","); text.append(number(field.y))
            text.append(","); text.append(number(field.z))
        } else {
            text.append(",,,")
        }
        text.append(",")
        if let temperature = sample.temperatureCelsius { text.append(number(temperature)) }
        text.append("\n")
    }

    /// A number as text: shortest round-trip form, `nan`, `inf`, `-inf`.
    public static func number(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        return value.description
    }
}
