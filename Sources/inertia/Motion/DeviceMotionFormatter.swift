import DeviceMotion
import IMUSamples
import MotionMath

/// Device motion as JSON lines, CSV rows and a live text view.
///
/// The JSON object is a contract other tools rely on; its fields are `DeviceMotionJSON`'s.
/// The CSV row has the same values, one column per component, except the recalibration
/// prompt (text, JSON only): `heading_deg` empty outside the north frames,
/// `heading_referenced` 1 or 0. Numbers are printed with full precision (the shortest
/// text that reads back to the same Double), so a replay prints the same bytes every time.
enum DeviceMotionFormatter {
    /// The CSV header.
    static let csvHeader = "time_s,qw,qx,qy,qz,roll_rad,pitch_rad,yaw_rad,"
        + "rotation_rate_x_rad_s,rotation_rate_y_rad_s,rotation_rate_z_rad_s,"
        + "gravity_x_g,gravity_y_g,gravity_z_g,"
        + "user_acceleration_x_g,user_acceleration_y_g,user_acceleration_z_g,heading_deg,"
        + "heading_referenced,heading_drift_budget_deg,inclination_error_bound_deg,heading_error_bound_deg"

    /// Writes one JSON object (`DeviceMotionJSON`, shared with the motion socket) and a
    /// newline.
    static func writeJSONLine(_ motion: DeviceMotion, northReferenced: Bool, to text: inout TextWriter) {
        DeviceMotionJSON.write(motion, northReferenced: northReferenced, to: &text)
        text.append("\n")
    }

    /// The most bytes of one CSV row: 22 fields and their commas, the newline.
    static let maximumCSVLineBytes = 22 * (NumberText.maximumBytes + 1) + 1

    /// Writes one CSV row and a newline; heading empty outside the north frames.
    static func writeCSVLine(_ motion: DeviceMotion, northReferenced: Bool, to text: inout TextWriter) {
        text.withReservedRoom(maximumCSVLineBytes) { text in
            // Field by field: no array per row.
            func field(_ value: Double) {
                DeviceMotionJSON.number(value, to: &text)
                text.append(",")
            }
            func fields(_ vector: Vector3) {
                field(vector.x); field(vector.y); field(vector.z)
            }
            let attitude = motion.attitude
            let q = attitude.quaternion
            field(motion.timestamp)
            field(q.w); field(q.x); field(q.y); field(q.z)
            field(attitude.roll); field(attitude.pitch); field(attitude.yaw)
            fields(motion.rotationRate)
            fields(motion.gravity)
            fields(motion.userAcceleration)
            if northReferenced { DeviceMotionJSON.number(motion.heading, to: &text) }
            text.append(motion.headingReferenced ? ",1," : ",0,")
            field(motion.headingDriftBudgetDegrees)
            field(motion.attitudeAccuracy.inclinationErrorBoundDegrees)
            DeviceMotionJSON.number(motion.attitudeAccuracy.headingErrorBoundDegrees, to: &text)
            text.append("\n")
        }
    }

    /// The lines of the live text view.
    static func textLines(
        _ motion: DeviceMotion, elapsedSeconds: Double, northReferenced: Bool, header: String, statusLine: String
    ) -> [String] {
        let degrees = 180 / Double.pi
        let attitude = motion.attitude
        let q = attitude.quaternion
        let accuracy = motion.attitudeAccuracy
        let headingValidity = motion.headingReferenced
            ? "referenced to magnetic north"
            : "not referenced, drift up to \(fixed(motion.headingDriftBudgetDegrees, 1))°"
        let heading = northReferenced
            ? "\(fixed(motion.heading, 1))° (\(headingValidity))" : "— (arbitrary frame; \(headingValidity))"
        return [
            header,
            "  time        \(fixed(elapsedSeconds, 3)) s (sensor clock \(fixed(motion.timestamp, 3)) s)",
            "  attitude    roll \(signed(attitude.roll * degrees, 1))°  pitch \(signed(attitude.pitch * degrees, 1))°  yaw \(signed(attitude.yaw * degrees, 1))°",
            "  quaternion  w \(signed(q.w, 4))  x \(signed(q.x, 4))  y \(signed(q.y, 4))  z \(signed(q.z, 4))",
            "  gravity     \(vector(motion.gravity, 3)) g",
            "  user accel  \(vector(motion.userAcceleration, 3)) g",
            "  rotation    \(vector(motion.rotationRate, 3)) rad/s",
            "  heading     \(heading)",
            "  accuracy    ±\(fixed(accuracy.inclinationErrorBoundDegrees, 1))° tilt  ±\(fixed(accuracy.headingErrorBoundDegrees, 1))° heading (95 %)",
            "  \(statusLine)",
        ]
    }

    private static func vector(_ v: Vector3, _ decimals: Int) -> String {
        "x \(signed(v.x, decimals))  y \(signed(v.y, decimals))  z \(signed(v.z, decimals))"
    }

    static func fixed(_ value: Double, _ decimals: Int) -> String { SampleFormatter.fixed(value, decimals) }

    private static func signed(_ value: Double, _ decimals: Int) -> String {
        let text = fixed(value, decimals)
        let withSign = text.hasPrefix("-") ? text : "+" + text
        return String(repeating: " ", count: max(0, decimals + 5 - withSign.count)) + withSign
    }
}
