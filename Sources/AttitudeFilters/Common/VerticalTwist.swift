import MotionMath

/// The turn about the earth's vertical that takes the twist out of `rotation` (a unit
/// earth-frame rotation): R_z(−τ) for `rotation` = R_z(τ) ⊗ S with S about a horizontal axis,
/// τ = 2·atan(z/w) (the heading BROAD reads off a rotation). Nil when `rotation` is a half
/// turn about a horizontal axis (w and z both 0), which has no twist.
func verticalTwistUndoing(_ rotation: Quaternion) -> Quaternion? {
    let length = (rotation.w * rotation.w + rotation.z * rotation.z).squareRoot()
    guard length > 1e-9 else { return nil }
    // cos(τ/2) = w/ℓ and sin(τ/2) = z/ℓ for the sign of the rotation whose w is not negative.
    let scale = (rotation.w < 0 ? -1 : 1) / length
    return Quaternion(w: rotation.w * scale, x: 0, y: 0, z: -rotation.z * scale)
}
