import MotionMath

/// A value that can be blended between two states for smoothing.
public protocol SmoothlyInterpolatable: Sendable {
    /// The value a fraction (0…1) of the way from `self` to `other`.
    func interpolated(to other: Self, fraction: Double) -> Self
}

extension Double: SmoothlyInterpolatable {
    /// Linear interpolation.
    public func interpolated(to other: Double, fraction: Double) -> Double { self + (other - self) * fraction }
}

extension SIMD2: SmoothlyInterpolatable where Scalar == Double {
    /// Linear interpolation.
    public func interpolated(to other: SIMD2<Double>, fraction: Double) -> SIMD2<Double> { self + (other - self) * fraction }
}

extension Quaternion: SmoothlyInterpolatable {
    /// Shortest-path slerp.
    public func interpolated(to other: Quaternion, fraction: Double) -> Quaternion {
        EffectMath.slerp(self, other, amount: fraction)
    }
}

extension Transform3D: SmoothlyInterpolatable {}
