import RealModule

extension Quaternion {
    /// Spherical linear interpolation from `self` (t = 0) to `other` (t = 1) along the
    /// shorter arc, at constant angular speed. The result is normalised; t outside 0…1
    /// extrapolates along the same great circle.
    @inlinable
    public func slerp(to other: Quaternion, fraction t: Double) -> Quaternion {
        let a = normalized
        var b = other.normalized
        var cosine = a.dotProduct(b)
        if cosine < 0 {
            b = -b
            cosine = -cosine
        }
        if cosine > 0.9995 {
            // Nearly the same rotation: linear interpolation is accurate and stable.
            return (a + t * (b + -a)).normalized
        }
        let theta = Double.acos(min(cosine, 1))
        let s = Double.sin(theta)
        let wa = Double.sin((1 - t) * theta) / s
        let wb = Double.sin(t * theta) / s
        return (wa * a + wb * b).normalized
    }
}
