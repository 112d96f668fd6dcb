import MotionMath

/// The signed angle of the twist of `rotation` about the earth's z axis, rad, −π…π: τ for
/// `rotation` = R_z(τ) ⊗ S with S about a horizontal axis, τ = 2·atan(z/w) (the heading
/// BROAD reads off a rotation); 0 for a half turn about a horizontal axis (w and z both 0),
/// which has no twist.
func verticalTwistRadians(_ rotation: Quaternion) -> Double {
    var q = rotation
    if q.w < 0 { q = Quaternion(w: -q.w, x: -q.x, y: -q.y, z: -q.z) }
    guard q.w != 0 || q.z != 0 else { return 0 }
    return 2 * VQFNumerics.arcTangent2(q.z, q.w)
}

