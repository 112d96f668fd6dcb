/// The sizes and effect settings both views share, so a frame means the same on each.
public enum SceneLayout {
    /// Parallax distances of the card's layers, back to front, points. Negative distances
    /// sit behind the glass and move against the tilt; positive ones float in front.
    public static let parallaxDistancesPoints: [Double] = [-24, 10, 28]
    /// Largest parallax offset of any layer, points.
    public static let parallaxMaximumOffsetPoints: Double = 28
    /// Size of the 3D board model's content, points (width, height).
    public static let modelContentSize = SIMD2<Double>(260, 170)
    /// Size of the card's tilt ("looking glass") element, points.
    public static let tiltContentSize = SIMD2<Double>(120, 80)
    /// Size of the shimmering title, points; the shimmer centre is relative to its centre.
    public static let shimmerContentSize = SIMD2<Double>(600, 120)
}
