import RealModule

/// Roll, pitch and yaw with CoreMotion's names (`CMAttitude`), radians.
///
/// The attitude is R = Rz(yaw) · Rx(pitch) · Ry(roll): yaw about the earth's vertical z,
/// then pitch about the device's lateral x axis, then roll about the device's
/// longitudinal y axis. (Note: CoreMotion's roll turns about **y** and pitch about **x**;
/// these are not the aerospace names.)
/// - pitch is in −π/2…π/2, roll and yaw in −π…π.
/// - At pitch = ±π/2 (gimbal lock) roll is reported as 0 and yaw carries the rotation.
public struct EulerAngles: Hashable, Sendable {
    /// Rotation about the device y axis, radians, −π…π.
    public var rollRadians: Double
    /// Rotation about the device x axis, radians, −π/2…π/2.
    public var pitchRadians: Double
    /// Rotation about the earth's z axis, radians, −π…π.
    public var yawRadians: Double

    /// Creates angles in radians.
    @inlinable
    public init(rollRadians: Double, pitchRadians: Double, yawRadians: Double) {
        self.rollRadians = rollRadians
        self.pitchRadians = pitchRadians
        self.yawRadians = yawRadians
    }
}

extension Quaternion {
    /// The quaternion of CoreMotion-style angles: qz(yaw) ⊗ qx(pitch) ⊗ qy(roll).
    @inlinable
    public init(_ angles: EulerAngles) {
        let yaw = Quaternion(axis: Vector3(0, 0, 1), angleRadians: angles.yawRadians)
        let pitch = Quaternion(axis: Vector3(1, 0, 0), angleRadians: angles.pitchRadians)
        let roll = Quaternion(axis: Vector3(0, 1, 0), angleRadians: angles.rollRadians)
        self = yaw * pitch * roll
    }

    /// CoreMotion-style roll (about y), pitch (about x) and yaw (about z), radians.
    @inlinable
    public var eulerAngles: EulerAngles {
        let q = normalized
        let (w, x, y, z) = (q.w, q.x, q.y, q.z)
        let sinPitch = 2 * (w * x + y * z)
        if abs(sinPitch) >= 1 - 1e-12 {
            // Gimbal lock: roll and yaw turn about the same axis; put it all in yaw.
            let pitch = sinPitch > 0 ? Double.pi / 2 : -Double.pi / 2
            let yaw = 2 * Double.atan2(y: z, x: w)
            return EulerAngles(rollRadians: 0, pitchRadians: pitch, yawRadians: wrappedAngle(yaw))
        }
        return EulerAngles(
            rollRadians: Double.atan2(y: 2 * (w * y - x * z), x: 1 - 2 * (x * x + y * y)),
            pitchRadians: Double.asin(sinPitch),
            yawRadians: Double.atan2(y: 2 * (w * z - x * y), x: 1 - 2 * (x * x + z * z))
        )
    }
}
