import Platform

/// Why a calibration profile file cannot be used. Every case names the file, and the
/// field where there is one, so nothing is ever silently ignored.
public enum CalibrationProfileError: Error, Equatable, Sendable {
    /// The file cannot be read (missing, permission).
    case unreadable(file: String, reason: String)
    /// The file is not valid JSON (corrupt or truncated).
    case notJSON(file: String, reason: String)
    /// A field is missing or holds the wrong kind or number of values.
    case invalidField(file: String, field: String, reason: String)
    /// The file's version is newer than this program understands.
    case unsupportedVersion(file: String, found: Int, supported: Int)
    /// The profile belongs to another sensor: `field` (`sensor.chip`, `sensor.address`,
    /// `sensor.magnetometer_chip`) holds `profileValue`, the sensor in use has `sensorValue`.
    case mismatchedSensor(file: String, field: String, profileValue: String, sensorValue: String)
    /// The profile could not be written.
    case unwritable(file: String, reason: String)
}

extension CalibrationProfileError: CustomStringConvertible {
    public var description: String {
        switch self {
        case let .unreadable(file, reason):
            return "cannot read calibration profile \(file): \(DisplayText.value(reason, maximum: 200))"
        case let .notJSON(file, reason):
            return "calibration profile \(file) is not valid JSON (corrupt or truncated?): \(DisplayText.value(reason, maximum: 200))"
        case let .invalidField(file, field, reason):
            return "calibration profile \(file): field \(field) \(DisplayText.value(reason, maximum: 240))"
        case let .unsupportedVersion(file, found, supported):
            return "calibration profile \(file) has version \(found); this inertia reads versions up to \(supported). Update inertia or recalibrate."
        case let .mismatchedSensor(file, field, profileValue, sensorValue):
            return "calibration profile \(file): field \(field) is \(profileValue), but the sensor in use has \(sensorValue): "
                + "it belongs to another sensor; recalibrate or pass the right --calibration file"
        case let .unwritable(file, reason):
            return "cannot write calibration profile \(file): \(reason)"
        }
    }
}
