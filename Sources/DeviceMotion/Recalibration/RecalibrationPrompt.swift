/// A sign that the calibration in use no longer fits the sensor, with the reason: what
/// `DeviceMotion.recalibration`, the stream's `calibration_status` and the dashboard show.
public struct RecalibrationPrompt: Sendable, Hashable, CustomStringConvertible {
    /// The part whose calibration no longer fits.
    public enum Sensor: String, Sendable, Hashable {
        case gyroscope, magnetometer
    }

    /// Which calibration to redo.
    public var sensor: Sensor
    /// Why, in words a user can act on.
    public var reason: String

    /// Creates a prompt.
    public init(sensor: Sensor, reason: String) {
        self.sensor = sensor
        self.reason = reason
    }

    /// "recalibrate: magnetometer: …" (the command to run follows the reason).
    public var description: String {
        "recalibrate: \(sensor.rawValue): \(reason) (inertia calibrate \(sensor == .gyroscope ? "gyro" : "mag"))"
    }
}
