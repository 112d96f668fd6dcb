import Foundation
import MotionMath

/// The orientation of the device in a reference frame, given three ways, like CoreMotion's
/// `CMAttitude`: a quaternion, a rotation matrix, and roll / pitch / yaw.
///
/// The quaternion rotates device-frame vectors into the reference frame:
/// v_reference = q ⊗ v_device ⊗ q*. The device frame is CoreMotion's: portrait, face up,
/// +X to the right edge, +Y to the top edge, +Z out of the screen. The reference frame has
/// +Z up (against gravity); where its +X points depends on the `AttitudeReferenceFrame`.
///
/// The angles use CoreMotion's names and order (intrinsic Z-X'-Y'', R = Rz(yaw)·Rx(pitch)·Ry(roll)):
/// - `pitch`: about the device's X axis (lateral), radians in [−π/2, π/2];
/// - `roll`: about the device's Y axis (longitudinal), radians in [−π, π];
/// - `yaw`: about the vertical Z axis, radians in [−π, π], counter-clockwise seen from above.
public struct Attitude: Sendable, Hashable {
    /// Rotates device-frame vectors into the reference frame. Unit length.
    public var quaternion: Quaternion

    /// Creates an attitude from a quaternion (normalised here; a zero quaternion gives the identity).
    public init(quaternion: Quaternion) {
        self.quaternion = quaternion.normalized
    }

    /// Creates an attitude from CoreMotion-named angles, radians: R = Rz(yaw)·Rx(pitch)·Ry(roll).
    public init(roll: Double, pitch: Double, yaw: Double) {
        let rotation = Quaternion(axis: Vector3(0, 0, 1), angleRadians: yaw)
            * Quaternion(axis: Vector3(1, 0, 0), angleRadians: pitch)
            * Quaternion(axis: Vector3(0, 1, 0), angleRadians: roll)
        self.init(quaternion: rotation)
    }

    /// The device lying flat, face up, with its X axis along the reference frame's X axis.
    public static let identity = Attitude(quaternion: .identity)

    /// The same attitude as a rotation matrix (device → reference frame).
    public var rotationMatrix: RotationMatrix { RotationMatrix(quaternion) }

    /// Rotation about the device's Y axis (longitudinal), radians in [−π, π].
    public var roll: Double {
        let q = quaternion
        return atan2(2 * (q.w * q.y - q.x * q.z), 1 - 2 * (q.x * q.x + q.y * q.y))
    }

    /// Rotation about the device's X axis (lateral), radians in [−π/2, π/2].
    public var pitch: Double {
        let q = quaternion
        return asin(min(1, max(-1, 2 * (q.y * q.z + q.w * q.x))))
    }

    /// Rotation about the vertical axis, radians in [−π, π], counter-clockwise seen from above.
    public var yaw: Double {
        let q = quaternion
        return atan2(2 * (q.w * q.z - q.x * q.y), 1 - 2 * (q.x * q.x + q.z * q.z))
    }

    /// Replaces this attitude with the change relative to `other`: self = other⁻¹ ⊗ self.
    ///
    /// Cache a reference attitude, then call this on later samples to get the rotation since
    /// then, expressed in the reference sample's device frame (as `CMAttitude.multiply(byInverseOf:)`).
    public mutating func multiply(byInverseOf other: Attitude) {
        self = multiplied(byInverseOf: other)
    }

    /// The change relative to `other` (other⁻¹ ⊗ self), leaving this value unchanged.
    public func multiplied(byInverseOf other: Attitude) -> Attitude {
        Attitude(quaternion: other.quaternion.conjugate * quaternion)
    }

    /// Rotates a device-frame vector into the reference frame.
    public func deviceToReference(_ vector: Vector3) -> Vector3 { quaternion.rotate(vector) }

    /// Rotates a reference-frame vector into the device frame.
    public func referenceToDevice(_ vector: Vector3) -> Vector3 { quaternion.conjugate.rotate(vector) }
}
