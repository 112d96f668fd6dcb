import MotionMath

/// A symmetric 3×3 matrix by its six distinct entries: the covariance of the bias
/// estimator's small Kalman filter, whose update keeps it symmetric by construction.
///
/// Kept inside the VQF filter so the filter's hot path needs nothing beyond SIMD3.
struct VQFSymmetricMatrix3: Sendable, Hashable {
    var xx, xy, xz, yy, yz, zz: Double

    @inline(__always)
    init(xx: Double, xy: Double, xz: Double, yy: Double, yz: Double, zz: Double) {
        self.xx = xx
        self.xy = xy
        self.xz = xz
        self.yy = yy
        self.yz = yz
        self.zz = zz
    }

    /// A multiple of the identity.
    @inline(__always)
    init(diagonal value: Double) {
        self.init(xx: value, xy: 0, xz: 0, yy: value, yz: 0, zz: value)
    }

    /// The diagonal elements.
    @inline(__always)
    var diagonal: Vector3 { Vector3(xx, yy, zz) }

    /// Adds `values` to the diagonal.
    @inline(__always)
    mutating func addDiagonal(_ values: Vector3) {
        xx += values.x
        yy += values.y
        zz += values.z
    }

    @inline(__always)
    static func * (matrix: VQFSymmetricMatrix3, vector: Vector3) -> Vector3 {
        Vector3(
            matrix.xx * vector.x + matrix.xy * vector.y + matrix.xz * vector.z,
            matrix.xy * vector.x + matrix.yy * vector.y + matrix.yz * vector.z,
            matrix.xz * vector.x + matrix.yz * vector.y + matrix.zz * vector.z)
    }
}

/// One Kalman measurement update of a 3-state estimate with covariance P (symmetric),
/// measurement rows r₀, r₁, r₂ (H = [r₀; r₁; r₂]) and independent measurement noise W:
/// K = P Hᵀ (H P Hᵀ + W)⁻¹, the state correction K e for the innovation e, and
/// P − K H P. Every symmetric product is formed once, for its six distinct entries.
struct VQFKalmanUpdate {
    /// K e, to add to the state.
    var correction: Vector3
    /// The updated covariance P − K H P.
    var covariance: VQFSymmetricMatrix3

    /// The update; nil when H P Hᵀ + W is singular or not finite.
    @inline(__always)
    init?(
        covariance p: VQFSymmetricMatrix3, rows r0: Vector3, _ r1: Vector3, _ r2: Vector3,
        noise: Vector3, innovation e: Vector3
    ) {
        // The columns of P Hᵀ, c_j = P r_j, and S = H P Hᵀ + W with S_ij = r_i · c_j.
        let c0 = p * r0, c1 = p * r1, c2 = p * r2
        let s00 = dot(r0, c0) + noise.x, s01 = dot(r0, c1), s02 = dot(r0, c2)
        let s11 = dot(r1, c1) + noise.y, s12 = dot(r1, c2)
        let s22 = dot(r2, c2) + noise.z
        // S⁻¹ = A / det(S) with A the (symmetric) adjugate.
        let a00 = s11 * s22 - s12 * s12, a01 = s02 * s12 - s01 * s22, a02 = s01 * s12 - s02 * s11
        let a11 = s00 * s22 - s02 * s02, a12 = s01 * s02 - s00 * s12, a22 = s00 * s11 - s01 * s01
        let determinant = s00 * a00 + s01 * a01 + s02 * a02
        guard determinant != 0, determinant.isFinite else { return nil }
        let scale = 1 / determinant
        // The columns of K = P Hᵀ S⁻¹.
        let k0 = (c0 * a00 + c1 * a01 + c2 * a02) * scale
        let k1 = (c0 * a01 + c1 * a11 + c2 * a12) * scale
        let k2 = (c0 * a02 + c1 * a12 + c2 * a22) * scale
        correction = k0 * e.x + k1 * e.y + k2 * e.z
        // K H P = K (P Hᵀ)ᵀ = Σ_j k_j c_jᵀ.
        let row0 = k0.x * c0 + k1.x * c1 + k2.x * c2
        let row1 = k0.y * c0 + k1.y * c1 + k2.y * c2
        let zz = k0.z * c0.z + k1.z * c1.z + k2.z * c2.z
        covariance = VQFSymmetricMatrix3(
            xx: p.xx - row0.x, xy: p.xy - row0.y, xz: p.xz - row0.z,
            yy: p.yy - row1.y, yz: p.yz - row1.z, zz: p.zz - zz)
    }
}
