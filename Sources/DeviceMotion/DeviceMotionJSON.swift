import IMUSamples
import Platform

/// The JSON object of one device-motion sample, the contract of `inertia stream --format
/// json` and of the motion socket's `device_motion` subscription. Its fields are exactly:
/// `time_s` (s, sensor clock), `quaternion` [w,x,y,z], `roll_rad`, `pitch_rad`, `yaw_rad`,
/// `rotation_rate_rad_s` [x,y,z], `gravity_g` [x,y,z], `user_acceleration_g` [x,y,z],
/// `heading_deg` (null outside the north frames), `heading_referenced` (true while the
/// magnetometer references the heading), `heading_drift_budget_deg` (how far the heading may
/// have drifted since it last was), `inclination_error_bound_deg` and
/// `heading_error_bound_deg` (95 % bounds of the attitude's errors,
/// `DeviceMotion.attitudeAccuracy`), `calibration_status` (null while the
/// calibration fits, else "recalibrate: …" with the reason: `DeviceMotion.recalibration`);
/// the socket adds `seq` first. Numbers are
/// the shortest text that reads back to the same Double (null when not finite), so a
/// replay prints the same bytes every time.
public enum DeviceMotionJSON {
    /// One JSON object, no newline. `northReferenced`: whether the frame has a heading.
    public static func object(_ motion: DeviceMotion, northReferenced: Bool, sequenceNumber: UInt64? = nil) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(512)
        append(motion, northReferenced: northReferenced, sequenceNumber: sequenceNumber, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the bytes of `object(motion, …)` to `bytes` (no newline), without building
    /// a String: for writers of many samples.
    public static func append(
        _ motion: DeviceMotion, northReferenced: Bool, sequenceNumber: UInt64? = nil, to bytes: inout [UInt8]
    ) {
        TextWriter.append(to: &bytes, expectedBytes: 1024) { text in
            write(motion, northReferenced: northReferenced, sequenceNumber: sequenceNumber, to: &text)
        }
    }

    /// The most bytes `write` puts before `calibration_status`'s value: 21 numbers of at
    /// most `NumberText.maximumBytes`, `{"seq":` with 20 digits (28) and the keys and
    /// punctuation (about 330, allowed 400). Checked once per object, not per append.
    public static let maximumBytesBeforeStatus = 21 * NumberText.maximumBytes + 28 + 400

    /// Writes the object's text (no newline).
    public static func write(_ motion: DeviceMotion, northReferenced: Bool, sequenceNumber: UInt64? = nil, to text: inout TextWriter) {
        text.withReservedRoom(maximumBytesBeforeStatus) { text in
            writeBeforeStatus(motion, northReferenced: northReferenced, sequenceNumber: sequenceNumber, to: &text)
        }
        if let prompt = motion.recalibration { text.append(string: JSONString.quoted(prompt.description)) } else { text.append("null") }
        text.append("}")
    }

    /// Everything up to `"calibration_status":`, at most `maximumBytesBeforeStatus` bytes.
    @inline(__always)
    private static func writeBeforeStatus(
        _ motion: DeviceMotion, northReferenced: Bool, sequenceNumber: UInt64?, to text: inout ReservedText
    ) {
        let attitude = motion.attitude
        let q = attitude.quaternion
        text.append("{")
        if let sequenceNumber {
            text.append("\"seq\":")
            text.append(sequenceNumber)
            text.append(",")
        }
        text.append("\"time_s\":")
        number(motion.timestamp, to: &text)
        text.append(",\"quaternion\":[")
        number(q.w, to: &text); text.append(",")
        number(q.x, to: &text); text.append(",")
        number(q.y, to: &text); text.append(",")
        number(q.z, to: &text)
        text.append("],\"roll_rad\":")
        number(attitude.roll, to: &text)
        text.append(",\"pitch_rad\":")
        number(attitude.pitch, to: &text)
        text.append(",\"yaw_rad\":")
        number(attitude.yaw, to: &text)
        text.append(",\"rotation_rate_rad_s\":")
        array(motion.rotationRate, to: &text)
        text.append(",\"gravity_g\":")
        array(motion.gravity, to: &text)
        text.append(",\"user_acceleration_g\":")
        array(motion.userAcceleration, to: &text)
        text.append(",\"heading_deg\":")
        if northReferenced { number(motion.heading, to: &text) } else { text.append("null") }
        text.append(motion.headingReferenced ? ",\"heading_referenced\":true" : ",\"heading_referenced\":false")
        text.append(",\"heading_drift_budget_deg\":")
        number(motion.headingDriftBudgetDegrees, to: &text)
        text.append(",\"inclination_error_bound_deg\":")
        number(motion.attitudeAccuracy.inclinationErrorBoundDegrees, to: &text)
        text.append(",\"heading_error_bound_deg\":")
        number(motion.attitudeAccuracy.headingErrorBoundDegrees, to: &text)
        text.append(",\"calibration_status\":")
    }

    /// A Double as JSON: shortest round-trip text, null when not finite.
    public static func number(_ value: Double) -> String {
        value.isFinite ? NumberText.string(value) : "null"
    }

    /// Writes `number(value)`'s text (at most `NumberText.maximumBytes`).
    @inlinable @inline(__always)
    public static func number(_ value: Double, to text: inout ReservedText) {
        if value.isFinite {
            text.append(value)
        } else {
            text.append("null")
        }
    }

    @inline(__always)
    private static func array(_ vector: SIMD3<Double>, to text: inout ReservedText) {
        text.append("[")
        number(vector.x, to: &text); text.append(",")
        number(vector.y, to: &text); text.append(",")
        number(vector.z, to: &text)
        text.append("]")
    }
}
