#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MotionMath

/// The rotation by `angleRadians` about the unit vector `axis` (right-hand rule).
func axisAngleQuaternion(axis: Vector3, angleRadians: Double) -> Quaternion {
    let half = angleRadians / 2
    let s = sin(half)
    return Quaternion(w: cos(half), x: axis.x * s, y: axis.y * s, z: axis.z * s)
}

/// A rotation about the vertical (Z) axis, radians, counter-clockwise seen from above.
func verticalRotation(angleRadians: Double) -> Quaternion {
    axisAngleQuaternion(axis: Vector3(0, 0, 1), angleRadians: angleRadians)
}

/// Standard gravity, m/s² per g (the conversion used for `gravity` and `userAcceleration`).
public let standardGravityMetersPerSecondSquared = 9.80665
