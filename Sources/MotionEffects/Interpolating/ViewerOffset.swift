import MotionMath
import RealModule


/// The viewer offset that drives interpolating effects (`UIMotionEffect`'s `UIOffset`), each
/// component in [−1, 1]: (0, 0) when the screen faces the viewer as at rest; horizontal
/// positive when the screen turns to point right of the viewer, vertical positive when it
/// points down (§4.5).
///
/// Linux design: horizontal = clamp([R(Δ⁻¹)·ẑ].x / sin θmax), vertical = clamp([R(Δ⁻¹)·ẑ].y /
/// sin θmax), with Δ the settled screen delta of ``MotionSnapshot/deltaRotation``. It is
/// ``ParallaxEffect`` with distance 1/sin θmax, clamped per component, so `center` effects with
/// min −N, max +N move like `parallax(distance: +N)`.
public enum ViewerOffset {
    /// The default θmax: 25°, in radians.
    public static let defaultMaximumTiltRadians = 25 * Double.pi / 180

    /// The viewer offset for a screen delta rotation.
    /// - Parameter maximumTiltRadians: θmax, the tilt that reaches ±1, radians (default 25°);
    ///   values ≤ 0 or not finite use the default, values above π/2 use π/2.
    public static func offset(deltaRotation: Quaternion, maximumTiltRadians: Double = defaultMaximumTiltRadians) -> SIMD2<Double> {
        let tilt = maximumTiltRadians > 0 && maximumTiltRadians.isFinite ? min(maximumTiltRadians, .pi / 2) : defaultMaximumTiltRadians
        let normal = deltaRotation.normalized.conjugate.rotate(Vector3(0, 0, 1))
        let scale = 1 / Double.sin(tilt)
        return SIMD2(EffectMath.clamp(normal.x * scale, to: -1...1), EffectMath.clamp(normal.y * scale, to: -1...1))
    }

    /// The viewer offset for a snapshot; nil while motion is off (effects then change nothing).
    public static func offset(for snapshot: MotionSnapshot, maximumTiltRadians: Double = defaultMaximumTiltRadians) -> SIMD2<Double>? {
        guard snapshot.isDetectingMotion else { return nil }
        return offset(deltaRotation: snapshot.deltaRotation, maximumTiltRadians: maximumTiltRadians)
    }
}
