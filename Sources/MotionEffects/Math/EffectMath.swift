import MotionMath
import RealModule


/// Small rotation helpers the effects need, kept in a namespace so they never clash with
/// members `MotionMath` may add to `Quaternion` later.
///
/// Conventions (see the module overview): Hamilton quaternions, `q.rotate(v)` = q·v·q⁻¹,
/// right-hand rule, angles in radians.
public enum EffectMath {
    /// The rotation of `angleRadians` about `axis` (normalised here; a zero axis gives the identity).
    public static func rotation(angleRadians: Double, axis: Vector3) -> Quaternion {
        let length = (axis * axis).sum().squareRoot()
        guard length > 0, length.isFinite, angleRadians.isFinite else { return .identity }
        let unit = axis / length
        let half = angleRadians / 2
        let s = Double.sin(half)
        return Quaternion(w: Double.cos(half), x: unit.x * s, y: unit.y * s, z: unit.z * s)
    }

    /// Rotation about +x by `angleRadians`.
    public static func rotationX(_ angleRadians: Double) -> Quaternion {
        rotation(angleRadians: angleRadians, axis: Vector3(1, 0, 0))
    }

    /// Rotation about +y by `angleRadians`.
    public static func rotationY(_ angleRadians: Double) -> Quaternion {
        rotation(angleRadians: angleRadians, axis: Vector3(0, 1, 0))
    }

    /// Rotation about +z by `angleRadians`.
    public static func rotationZ(_ angleRadians: Double) -> Quaternion {
        rotation(angleRadians: angleRadians, axis: Vector3(0, 0, 1))
    }

    /// LookingGlassUI's `Quat(pitch:yaw:localRoll:)`: Rz(yaw)·Rx(pitch)·Rz(localRoll), radians.
    ///
    /// At zero the content lies on the ground; pitch 90° stands it up in front of the user,
    /// yaw 90° moves it to the left, localRoll spins it in place.
    public static func offsetRotation(pitchRadians: Double, yawRadians: Double, localRollRadians: Double) -> Quaternion {
        rotationZ(yawRadians) * rotationX(pitchRadians) * rotationZ(localRollRadians)
    }

    /// Shortest-path spherical interpolation from `start` (amount 0) to `end` (amount 1).
    ///
    /// Both inputs are normalised; the result is unit length. Falls back to a normalised lerp
    /// when the two rotations are almost equal.
    public static func slerp(_ start: Quaternion, _ end: Quaternion, amount: Double) -> Quaternion {
        let a = start.normalized
        var b = end.normalized
        var cosine = a.w * b.w + a.x * b.x + a.y * b.y + a.z * b.z
        if cosine < 0 {
            b = Quaternion(w: -b.w, x: -b.x, y: -b.y, z: -b.z)
            cosine = -cosine
        }
        let weightA: Double
        let weightB: Double
        if cosine > 0.999_999 {
            weightA = 1 - amount
            weightB = amount
        } else {
            let angle = Double.acos(min(1, cosine))
            let sine = Double.sin(angle)
            weightA = Double.sin((1 - amount) * angle) / sine
            weightB = Double.sin(amount * angle) / sine
        }
        return Quaternion(
            w: weightA * a.w + weightB * b.w,
            x: weightA * a.x + weightB * b.x,
            y: weightA * a.y + weightB * b.y,
            z: weightA * a.z + weightB * b.z
        ).normalized
    }

    /// The rotation angle of `q` in [0, π], radians.
    public static func angle(of q: Quaternion) -> Double {
        let unit = q.normalized
        let vectorLength = (unit.vector * unit.vector).sum().squareRoot()
        return 2 * Double.atan2(y: vectorLength, x: abs(unit.w))
    }

    /// The unit rotation axis of `q`; +z for the identity.
    public static func axis(of q: Quaternion) -> Vector3 {
        let unit = q.normalized
        let vectorLength = (unit.vector * unit.vector).sum().squareRoot()
        guard vectorLength > 1e-12 else { return Vector3(0, 0, 1) }
        let sign: Double = unit.w < 0 ? -1 : 1
        return sign * unit.vector / vectorLength
    }

    /// The columns of the 3×3 rotation matrix of `q` (the images of x̂, ŷ, ẑ).
    public static func columns(of q: Quaternion) -> (Vector3, Vector3, Vector3) {
        let unit = q.normalized
        return (unit.rotate(Vector3(1, 0, 0)), unit.rotate(Vector3(0, 1, 0)), unit.rotate(Vector3(0, 0, 1)))
    }

    /// Re-expresses a Core Motion rotation (device frame: +x right, +y up, +z out of the
    /// screen) in the y-down screen frame used by layout: (w, x, y, z) → (w, −x, y, −z).
    ///
    /// It is the transformation of an axial vector under the reflection y → −y, so it is its
    /// own inverse, preserves the angle and distributes over products in order.
    public static func deviceToScreen(_ q: Quaternion) -> Quaternion {
        Quaternion(w: q.w, x: -q.x, y: q.y, z: -q.z)
    }

    /// Clamps `value` into `range`; NaN becomes the lower bound.
    public static func clamp(_ value: Double, to range: ClosedRange<Double>) -> Double {
        guard !value.isNaN else { return range.lowerBound }
        return min(max(value, range.lowerBound), range.upperBound)
    }
}
