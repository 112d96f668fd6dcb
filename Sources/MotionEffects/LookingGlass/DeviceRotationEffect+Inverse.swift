import MotionMath

extension DeviceRotationEffect {
    /// Where on the screen a content point lands, relative to the anchor: for (u, v) measured
    /// from the anchor, s = [R(W)·(u, v, −anchorZ)]ₓᵧ / (1 − z′/dp). Nil behind the eye.
    public static func screenOffset(
        ofContentOffset contentOffset: SIMD2<Double>, screenRotation: Quaternion,
        anchorZ: Double, perspectiveDepth: Double
    ) -> SIMD2<Double>? {
        let rotated = screenRotation.normalized.rotate(Vector3(contentOffset.x, contentOffset.y, -anchorZ))
        let w = perspectiveDepth.isFinite ? 1 - rotated.z / perspectiveDepth : 1
        guard w > 0 else { return nil }
        return SIMD2(rotated.x, rotated.y) / w
    }

    /// The per-pixel inverse for raster renderers: the content point (u, v), measured from the
    /// anchor, that lands at screen offset `screenOffset` from the anchor.
    ///
    /// Solves u·(c₀ + s·c₀z/dp) + v·(c₁ + s·c₁z/dp) = s + anchorZ·c₂ + s·anchorZ·c₂z/dp, with cᵢ the
    /// columns of R(W); orthographic when dp = ∞. Nil when the content plane is seen edge-on or
    /// the point would be behind the eye.
    public static func contentOffset(
        atScreenOffset screenOffset: SIMD2<Double>, screenRotation: Quaternion,
        anchorZ: Double, perspectiveDepth: Double
    ) -> SIMD2<Double>? {
        let (c0, c1, c2) = EffectMath.columns(of: screenRotation)
        let inverseDepth = perspectiveDepth.isFinite ? 1 / perspectiveDepth : 0
        let s = screenOffset
        let a0 = SIMD2(c0.x, c0.y) + s * (c0.z * inverseDepth)
        let a1 = SIMD2(c1.x, c1.y) + s * (c1.z * inverseDepth)
        let right = s + anchorZ * SIMD2(c2.x, c2.y) + s * (anchorZ * c2.z * inverseDepth)
        let determinant = a0.x * a1.y - a1.x * a0.y
        guard abs(determinant) > 1e-9 else { return nil }
        let u = (right.x * a1.y - a1.x * right.y) / determinant
        let v = (a0.x * right.y - right.x * a0.y) / determinant
        let z = u * c0.z + v * c1.z - anchorZ * c2.z
        guard 1 - z * inverseDepth > 0, u.isFinite, v.isFinite else { return nil }
        return SIMD2(u, v)
    }
}
