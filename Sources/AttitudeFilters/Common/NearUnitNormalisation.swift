import MotionMath

/// Sets `attitude` to `q` normalised, for a `q` that should be of unit length to rounding
/// (a product of unit quaternions): 1/|q| is then (3 − |q|²)/2, one Newton step from 1,
/// whose error 3ε²/8 (ε = |q|² − 1, within 1e-8) is below a Double's rounding, so no
/// square root or division lies between one attitude and the next. Any other length is
/// normalised exactly. Returns false, leaving `attitude` alone, for a zero `q` or one that
/// is not finite.
@inlinable @inline(__always)
func normaliseNearUnit(_ q: Quaternion, into attitude: inout Quaternion) -> Bool {
    let lengthSquared = q.w * q.w + q.x * q.x + q.y * q.y + q.z * q.z
    if abs(lengthSquared - 1) < 1e-8 {
        attitude = (1.5 - 0.5 * lengthSquared) * q
    } else if lengthSquared > 0 && lengthSquared <= .greatestFiniteMagnitude {
        attitude = (1 / lengthSquared.squareRoot()) * q
    } else {
        return false
    }
    return true
}
