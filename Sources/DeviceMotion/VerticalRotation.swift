import MotionMath

/// A rotation about the vertical (Z) axis, radians, counter-clockwise seen from above.
func verticalRotation(angleRadians: Double) -> Quaternion {
    Quaternion(axis: Vector3(0, 0, 1), angleRadians: angleRadians)
}

/// Standard gravity, m/s² per g (the conversion used for `gravity` and `userAcceleration`).
public let standardGravityMetersPerSecondSquared = 9.80665
