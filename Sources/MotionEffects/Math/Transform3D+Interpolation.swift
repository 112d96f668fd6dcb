import MotionMath
import RealModule


extension Transform3D {
    /// A transform split into perspective · translation · rotation · scale (no skew), the way
    /// Core Animation and CSS interpolate transforms.
    public struct Decomposition: Sendable, Equatable {
        /// The perspective row (p₀, p₁, p₂) of P = identity with row 3 = (p₀, p₁, p₂, 1).
        public var perspective: SIMD3<Double>
        /// Translation, points.
        public var translation: SIMD3<Double>
        /// Rotation (unit quaternion, right-hand rule).
        public var rotation: Quaternion
        /// Scale along x, y, z.
        public var scale: SIMD3<Double>

        /// Rebuilds P·T·R·S.
        public var transform: Transform3D {
            var p = Transform3D.identity
            p[3, 0] = perspective.x
            p[3, 1] = perspective.y
            p[3, 2] = perspective.z
            return p * Transform3D.translation(x: translation.x, y: translation.y, z: translation.z)
                * Transform3D.rotation(rotation) * Transform3D.scale(x: scale.x, y: scale.y, z: scale.z)
        }
    }

    /// Splits the transform as P·T·R·S; nil when the 3×3 part is singular or the matrix is not
    /// of that form (e.g. a perspective applied before a translation along the view axis).
    public var decomposition: Decomposition? {
        let c0 = SIMD3(self[0, 0], self[1, 0], self[2, 0])
        let c1 = SIMD3(self[0, 1], self[1, 1], self[2, 1])
        let c2 = SIMD3(self[0, 2], self[1, 2], self[2, 2])
        let translation = SIMD3(self[0, 3], self[1, 3], self[2, 3])
        let determinant = dot(c0, cross(c1, c2))
        guard abs(determinant) > 1e-12, determinant.isFinite else { return nil }
        // Row 3 of M = p·A (A the affine part): p = row3₀…₂ · A₃ₓ₃⁻¹.
        let row = SIMD3(self[3, 0], self[3, 1], self[3, 2])
        let inverseRows = (cross(c1, c2) / determinant, cross(c2, c0) / determinant, cross(c0, c1) / determinant)
        // (row · A⁻¹) = Σ_k row_k · (row k of A⁻¹); the rows of A⁻¹ are the cross products / det.
        let perspective = row.x * inverseRows.0 + row.y * inverseRows.1 + row.z * inverseRows.2
        guard abs(dot(perspective, translation) + 1 - self[3, 3]) < 1e-9 else { return nil }
        var scale = SIMD3(Self.length(c0), Self.length(c1), Self.length(c2))
        if determinant < 0 { scale.x = -scale.x }
        let r0 = c0 / scale.x
        let r1 = c1 / scale.y
        let r2 = c2 / scale.z
        return Decomposition(
            perspective: perspective, translation: translation,
            rotation: Self.quaternion(columns: r0, r1, r2), scale: scale
        )
    }

    /// Interpolates from `self` (fraction 0) to `other` (fraction 1): perspective, translation
    /// and scale linearly, rotation by slerp. Falls back to element-wise interpolation when
    /// either matrix does not decompose.
    public func interpolated(to other: Transform3D, fraction: Double) -> Transform3D {
        guard let a = decomposition, let b = other.decomposition else {
            return Transform3D(columns: (0..<4).map { columns[$0] + (other.columns[$0] - columns[$0]) * fraction })
        }
        return Decomposition(
            perspective: a.perspective + (b.perspective - a.perspective) * fraction,
            translation: a.translation + (b.translation - a.translation) * fraction,
            rotation: EffectMath.slerp(a.rotation, b.rotation, amount: fraction),
            scale: a.scale + (b.scale - a.scale) * fraction
        ).transform
    }

    static func length(_ v: SIMD3<Double>) -> Double { (v * v).sum().squareRoot() }

    /// The quaternion of an orthonormal matrix given by its columns (Shepperd's method).
    static func quaternion(columns c0: SIMD3<Double>, _ c1: SIMD3<Double>, _ c2: SIMD3<Double>) -> Quaternion {
        let m00 = c0.x, m10 = c0.y, m20 = c0.z
        let m01 = c1.x, m11 = c1.y, m21 = c1.z
        let m02 = c2.x, m12 = c2.y, m22 = c2.z
        let trace = m00 + m11 + m22
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            return Quaternion(w: s / 4, x: (m21 - m12) / s, y: (m02 - m20) / s, z: (m10 - m01) / s).normalized
        } else if m00 > m11, m00 > m22 {
            let s = (1 + m00 - m11 - m22).squareRoot() * 2
            return Quaternion(w: (m21 - m12) / s, x: s / 4, y: (m01 + m10) / s, z: (m02 + m20) / s).normalized
        } else if m11 > m22 {
            let s = (1 + m11 - m00 - m22).squareRoot() * 2
            return Quaternion(w: (m02 - m20) / s, x: (m01 + m10) / s, y: s / 4, z: (m12 + m21) / s).normalized
        } else {
            let s = (1 + m22 - m00 - m11).squareRoot() * 2
            return Quaternion(w: (m10 - m01) / s, x: (m02 + m20) / s, y: (m12 + m21) / s, z: s / 4).normalized
        }
    }
}
