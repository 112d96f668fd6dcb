/// The JSON object of one device-motion sample, the contract of `inertia stream --format
/// json` and of the motion socket's `device_motion` subscription. Its fields are exactly:
/// `time_s` (s, sensor clock), `quaternion` [w,x,y,z], `roll_rad`, `pitch_rad`, `yaw_rad`,
/// `rotation_rate_rad_s` [x,y,z], `gravity_g` [x,y,z], `user_acceleration_g` [x,y,z],
/// `heading_deg` (null outside the north frames); the socket adds `seq` first. Numbers are
/// the shortest text that reads back to the same Double (null when not finite), so a
/// replay prints the same bytes every time.
public enum DeviceMotionJSON {
    /// One JSON object, no newline. `northReferenced`: whether the frame has a heading.
    public static func object(_ motion: DeviceMotion, northReferenced: Bool, sequenceNumber: UInt64? = nil) -> String {
        let q = motion.attitude.quaternion
        let attitude = motion.attitude
        var text = "{"
        if let sequenceNumber { text += "\"seq\":\(sequenceNumber)," }
        text += "\"time_s\":\(number(motion.timestamp)),"
        text += "\"quaternion\":[\(number(q.w)),\(number(q.x)),\(number(q.y)),\(number(q.z))],"
        text += "\"roll_rad\":\(number(attitude.roll)),\"pitch_rad\":\(number(attitude.pitch)),\"yaw_rad\":\(number(attitude.yaw)),"
        text += "\"rotation_rate_rad_s\":\(array(motion.rotationRate)),"
        text += "\"gravity_g\":\(array(motion.gravity)),"
        text += "\"user_acceleration_g\":\(array(motion.userAcceleration)),"
        text += "\"heading_deg\":\(northReferenced ? number(motion.heading) : "null")}"
        return text
    }

    /// A Double as JSON: shortest round-trip text, null when not finite.
    public static func number(_ value: Double) -> String {
        value.isFinite ? "\(value)" : "null"
    }

    private static func array(_ vector: SIMD3<Double>) -> String {
        "[\(number(vector.x)),\(number(vector.y)),\(number(vector.z))]"
    }
}
