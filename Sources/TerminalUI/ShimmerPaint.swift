import MotionFeed

/// The gold of the demo's title; the moving highlight over it is the effects' shimmer light.
///
/// The title is sampled as if it were `SceneLayout.shimmerContentSize` points, as on the web
/// page, so the streak crosses it the same way in both views.
enum ShimmerPaint {
    static let composer = EffectsComposer()
    static let baseGold = RGBColor(176, 124, 32)
    static let deepGold = RGBColor(120, 80, 16)

    /// The title's own gold at `point` (points from the title's centre): lighter at the top.
    static func gold(at point: SIMD2<Double>) -> RGBColor {
        deepGold.mixed(with: baseGold, amount: 0.5 + 0.5 * (1 - (point.y + 25) / 50))
    }
}
