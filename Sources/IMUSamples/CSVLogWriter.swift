import MotionMath
import Platform

/// Writes samples in Inertia's CSV log format (see `CSVLogFormat`).
///
/// Numbers are written in Swift's shortest round-trip form, so reading a written log
/// gives back exactly the same values.
public enum CSVLogWriter {
    /// The log text for `samples`, header included.
    public static func encode(_ samples: [IMUSample]) -> String {
        var bytes = Array((CSVLogFormat.header + "\n").utf8)
        bytes.reserveCapacity(samples.count * 160)
        for sample in samples { appendRow(sample, to: &bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// One data row (without the line end).
    public static func row(_ sample: IMUSample) -> String {
        var bytes: [UInt8] = []
        appendRow(sample, to: &bytes)
        return String(decoding: bytes.dropLast(), as: UTF8.self)
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
        var bytes: [UInt8] = []
        appendRow(values, to: &bytes)
        return String(decoding: bytes.dropLast(), as: UTF8.self)
    }

    /// Appends one row of plain numbers and its line end to `bytes`: the bytes of
    /// `row(values) + "\n"` without building a String (for writers of many rows).
    @inlinable
    public static func appendRow(_ values: some Collection<Double>, to bytes: inout [UInt8]) {
        // A collection, not any sequence: the row is written again if the guess was short.
        TextWriter.append(to: &bytes, expectedBytes: values.count * (NumberText.maximumBytes + 1) + 1) { row in
            var first = true
            for value in values {
                if !first { row.append(",") }
                first = false
                row.append(value)
            }
            row.append("\n")
        }
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

    /// Appends one data row of `sample` and its line end to `bytes`.
    public static func appendRow(_ sample: IMUSample, to bytes: inout [UInt8]) {
        TextWriter.append(to: &bytes, expectedBytes: 11 * (NumberText.maximumBytes + 1)) { row in
            row.append(sample.timestampSeconds)
            appendVector(sample.gyroscopeRadiansPerSecond, to: &row)
            appendVector(sample.accelerometerMetersPerSecondSquared, to: &row)
            if let field = sample.magnetometerMicrotesla {
                appendVector(field, to: &row)
            } else {
                row.append(",,,")
            }
            row.append(",")
            if let temperature = sample.temperatureCelsius { row.append(temperature) }
            row.append("\n")
        }
    }

    private static func appendVector(_ vector: Vector3, to row: inout TextWriter) {
        row.append(","); row.append(vector.x)
        row.append(","); row.append(vector.y)
        row.append(","); row.append(vector.z)
    }

    /// A number as text: shortest round-trip form (Swift's `description`), `nan`, `inf`,
    /// `-inf` (`NumberText`).
    public static func number(_ value: Double) -> String {
        NumberText.string(value)
    }
}
