import MotionMath

/// A rotation about the vertical (Z) axis, radians, counter-clockwise seen from above.
func verticalRotation(angleRadians: Double) -> Quaternion {
    Quaternion(axis: Vector3(0, 0, 1), angleRadians: angleRadians)
}
