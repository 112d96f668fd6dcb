import IMUSamples

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
        let attitude = motion.attitude
        let q = attitude.quaternion
        literal("{", to: &bytes)
        if let sequenceNumber {
            literal("\"seq\":", to: &bytes)
            bytes.append(contentsOf: String(sequenceNumber).utf8)
            literal(",", to: &bytes)
        }
        literal("\"time_s\":", to: &bytes)
        number(motion.timestamp, to: &bytes)
        literal(",\"quaternion\":[", to: &bytes)
        number(q.w, to: &bytes); literal(",", to: &bytes)
        number(q.x, to: &bytes); literal(",", to: &bytes)
        number(q.y, to: &bytes); literal(",", to: &bytes)
        number(q.z, to: &bytes)
        literal("],\"roll_rad\":", to: &bytes)
        number(attitude.roll, to: &bytes)
        literal(",\"pitch_rad\":", to: &bytes)
        number(attitude.pitch, to: &bytes)
        literal(",\"yaw_rad\":", to: &bytes)
        number(attitude.yaw, to: &bytes)
        literal(",\"rotation_rate_rad_s\":", to: &bytes)
        array(motion.rotationRate, to: &bytes)
        literal(",\"gravity_g\":", to: &bytes)
        array(motion.gravity, to: &bytes)
        literal(",\"user_acceleration_g\":", to: &bytes)
        array(motion.userAcceleration, to: &bytes)
        literal(",\"heading_deg\":", to: &bytes)
        if northReferenced { number(motion.heading, to: &bytes) } else { literal("null", to: &bytes) }
        literal("}", to: &bytes)
    }

    /// A Double as JSON: shortest round-trip text, null when not finite.
    public static func number(_ value: Double) -> String {
        value.isFinite ? NumberText.string(value) : "null"
    }

    /// Appends `number(value)`'s bytes.
    @inlinable
    public static func number(_ value: Double, to bytes: inout [UInt8]) {
        if value.isFinite {
            NumberText.append(value, to: &bytes)
        } else {
            literal("null", to: &bytes)
        }
    }

    private static func array(_ vector: SIMD3<Double>, to bytes: inout [UInt8]) {
        literal("[", to: &bytes)
        number(vector.x, to: &bytes); literal(",", to: &bytes)
        number(vector.y, to: &bytes); literal(",", to: &bytes)
        number(vector.z, to: &bytes)
        literal("]", to: &bytes)
    }

    @usableFromInline
    static func literal(_ text: StaticString, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}
