import MotionMath
import RealModule

/// Small numeric helpers of the VQF filter, kept free of Foundation.
enum VQFNumerics {
    @inline(__always) static func sine(_ x: Double) -> Double { Double.sin(x) }
    @inline(__always) static func cosine(_ x: Double) -> Double { Double.cos(x) }
    @inline(__always) static func arcSine(_ x: Double) -> Double { Double.asin(x) }
    @inline(__always) static func arcTangent2(_ y: Double, _ x: Double) -> Double { Double.atan2(y: y, x: x) }

    /// Each component of `vector` limited to ±`limit` (a NaN becomes −`limit`): what SIMD's
    /// `clamp(lowerBound:upperBound:)` gives, lane by lane in registers (the generic
    /// `clamp` is a call for every bound).
    @inline(__always)
    static func clamp(_ vector: Vector3, magnitude limit: Double) -> Vector3 {
        @inline(__always) func lane(_ value: Double) -> Double {
            Double.minimum(Double.maximum(value, -limit), limit)
        }
        return Vector3(lane(vector.x), lane(vector.y), lane(vector.z))
    }

    /// cos(h) and sin(h)/h for a half angle h given as h², exact to double precision.
    ///
    /// Below h = 0.1 (the usual gyroscope step) the Taylor series to h⁸ is used, whose
    /// truncation error is below 3·10⁻¹⁷; above, the library functions.
    @inline(__always)
    static func cosineAndSinc(halfAngleSquared h2: Double) -> (cosine: Double, sinc: Double) {
        if h2 < 0.01 {
            let c = 1 - h2 * (1.0 / 2 - h2 * (1.0 / 24 - h2 * (1.0 / 720 - h2 * (1.0 / 40320))))
            let s = 1 - h2 * (1.0 / 6 - h2 * (1.0 / 120 - h2 * (1.0 / 5040 - h2 * (1.0 / 362880))))
            return (c, s)
        }
        let h = h2.squareRoot()
        return (Double.cos(h), Double.sin(h) / h)
    }

    /// The smallest rotation taking the unit vector `earth` to (0, 0, 1): axis (y, −x, 0),
    /// angle acos(z); about x when `earth` points down within 10⁻⁴°.
    @inline(__always)
    static func rotationToVertical(_ earth: Vector3) -> Quaternion {
        let halfCosine = (0.5 * (earth.z + 1)).squareRoot()
        guard halfCosine > 1e-6 else { return Quaternion(w: 0, x: 1, y: 0, z: 0) }
        let scale = 0.5 / halfCosine
        return Quaternion(w: halfCosine, x: earth.y * scale, y: -earth.x * scale, z: 0)
    }

    /// `q` renormalised; cheap when its norm is already within 10⁻⁶ of one (one Newton
    /// step for 1/√n), exact otherwise.
    @inline(__always)
    static func renormalized(_ q: Quaternion) -> Quaternion {
        let squaredNorm = q.w * q.w + q.x * q.x + q.y * q.y + q.z * q.z
        if (squaredNorm - 1).magnitude < 1e-6 {
            let scale = 1.5 - 0.5 * squaredNorm
            return Quaternion(w: q.w * scale, x: q.x * scale, y: q.y * scale, z: q.z * scale)
        }
        return q.normalized
    }

    /// The Hamilton product a ⊗ b, always inlined in the filter's hot path.
    @inline(__always)
    static func multiply(_ a: Quaternion, _ b: Quaternion) -> Quaternion {
        Quaternion(
            w: a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z,
            x: a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
            y: a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
            z: a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w)
    }

    /// `vector` rotated by the unit quaternion `q` (q ⊗ v ⊗ q*), always inlined.
    @inline(__always)
    static func rotate(_ vector: Vector3, by q: Quaternion) -> Vector3 {
        let u = Vector3(q.x, q.y, q.z)
        let t = 2 * cross(u, vector)
        return vector + q.w * t + cross(u, t)
    }

    /// Wraps an angle to [−π, π] (one turn of correction, enough for sums of two wrapped angles).
    @inline(__always)
    static func wrapped(_ angle: Double) -> Double {
        if angle > Double.pi { return angle - 2 * Double.pi }
        if angle < -Double.pi { return angle + 2 * Double.pi }
        return angle
    }
}
