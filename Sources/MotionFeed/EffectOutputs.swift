import MotionEffects

/// What the motion effects produce for one frame, in the units the views use.
///
/// Lengths are in points; the views choose how many pixels (or character cells) a point
/// takes. All values are at rest (zero offsets, identity rotation) when motion is off.
public struct EffectOutputs: Sendable, Equatable {
    /// Parallax offset of each card layer, back to front, points (x right, y down).
    public var parallaxOffsets: [SIMD2<Double>]
    /// The device-rotation ("looking glass") transform for the board model: a 4×4 matrix in
    /// column-major order, ready for CSS `matrix3d(…)`, for content of
    /// `modelContentSize` points with its origin at the top-left.
    public var modelTransform: [Double]
    /// The same transform for the tilt element of the card (content of
    /// `tiltContentSize`), column-major 4×4.
    public var tiltTransform: [Double]
    /// Centre of the shimmer highlight relative to the centre of the shimmering content,
    /// points (x right, y down).
    public var shimmerCentre: SIMD2<Double>
    /// Whether the effects follow motion (false: everything rests).
    public var isDetectingMotion: Bool
    /// The shimmer streak's drawing instructions; nil at rest before any motion.
    public var shimmer: ShimmerOutput?
    /// The effects' snapshot this frame came from, for renderers that sample the effects
    /// per pixel; nil at rest before any motion.
    public var snapshot: MotionSnapshot?

    /// Creates effect outputs.
    public init(
        parallaxOffsets: [SIMD2<Double>],
        modelTransform: [Double],
        tiltTransform: [Double],
        shimmerCentre: SIMD2<Double>,
        isDetectingMotion: Bool,
        shimmer: ShimmerOutput? = nil,
        snapshot: MotionSnapshot? = nil
    ) {
        self.parallaxOffsets = parallaxOffsets
        self.modelTransform = modelTransform
        self.tiltTransform = tiltTransform
        self.shimmerCentre = shimmerCentre
        self.isDetectingMotion = isDetectingMotion
        self.shimmer = shimmer
        self.snapshot = snapshot
    }

    /// The 4×4 identity, column-major.
    public static let identityTransform: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]

    /// Everything at rest, for `layerCount` parallax layers.
    public static func resting(layerCount: Int) -> EffectOutputs {
        EffectOutputs(
            parallaxOffsets: Array(repeating: .zero, count: layerCount),
            modelTransform: identityTransform,
            tiltTransform: identityTransform,
            shimmerCentre: .zero,
            isDetectingMotion: false
        )
    }
}
