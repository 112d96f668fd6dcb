import Foundation
import MotionMath

/// Small rotation helpers the trajectories need (kept here so MotionMath stays minimal).
enum RotationMath {
    /// The rotation by `angleRadians` about the unit vector `axis` (right-hand rule).
    static func rotation(axis: Vector3, angleRadians: Double) -> Quaternion {
        let half = angleRadians / 2
        let s = sin(half)
        return Quaternion(w: cos(half), x: axis.x * s, y: axis.y * s, z: axis.z * s)
    }

    /// The unit axis and angle (0…π) of a unit quaternion; the x axis for the identity.
    static func axisAngle(of rotation: Quaternion) -> (axis: Vector3, angleRadians: Double) {
        let q = rotation.w < 0 ? Quaternion(w: -rotation.w, x: -rotation.x, y: -rotation.y, z: -rotation.z) : rotation
        let vectorLength = (q.x * q.x + q.y * q.y + q.z * q.z).squareRoot()
        guard vectorLength > 1e-15 else { return (Vector3(1, 0, 0), 0) }
        let angle = 2 * atan2(vectorLength, q.w)
        return (Vector3(q.x, q.y, q.z) / vectorLength, angle)
    }

    /// The attitude with the given yaw (about world z), pitch (about y) and roll (about x),
    /// applied as Rz(yaw) ⊗ Ry(pitch) ⊗ Rx(roll); radians.
    static func attitude(yawRadians: Double, pitchRadians: Double, rollRadians: Double) -> Quaternion {
        rotation(axis: Vector3(0, 0, 1), angleRadians: yawRadians)
            * rotation(axis: Vector3(0, 1, 0), angleRadians: pitchRadians)
            * rotation(axis: Vector3(1, 0, 0), angleRadians: rollRadians)
    }
}
