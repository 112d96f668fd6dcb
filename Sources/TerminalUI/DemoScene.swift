import Foundation
import MotionFeed

/// Paints the demo's picture: a card with three parallax layers (a starry back layer, the
/// tilting "looking glass" board in the middle, the gold shimmering title in front) on a
/// dark background.
///
/// The scene is a function of a point on the card, sampled once per pixel through the
/// intro pose, so turning and shifting the card in the intro costs nothing extra.
public struct DemoScene: Sendable {
    /// Size of the card, points.
    public static let cardSizePoints = SIMD2<Double>(340, 200)
    /// Corner radius of the card, points.
    static let cornerRadiusPoints = 16.0
    /// Centre of the title relative to the card's centre, points.
    static let titleCentrePoints = SIMD2<Double>(0, -42)
    /// Size of one title font pixel, points.
    static let titlePixelPoints = 7.0
    /// Centre of the tilt element relative to the card's centre, points.
    static let tiltCentrePoints = SIMD2<Double>(92, 46)

    static let screenColor = RGBColor(12, 13, 22)
    static let titleText = Array("INERTIA")

    /// Creates the scene.
    public init() {}

    /// Pixels per point that fit the card into a `width` × `height` pixel canvas with a
    /// margin.
    public static func pixelsPerPoint(width: Int, height: Int) -> Double {
        min(Double(width) * 0.9 / cardSizePoints.x, Double(height) * 0.86 / cardSizePoints.y)
    }

    /// Paints `canvas` for `effects` at intro `pose`.
    public func paint(_ canvas: inout PixelCanvas, effects: EffectOutputs, pose: IntroPose) {
        let scale = Self.pixelsPerPoint(width: canvas.width, height: canvas.height)
        guard scale > 0 else { return }
        let centre = SIMD2(Double(canvas.width), Double(canvas.height)) / 2
        let shift = SIMD2(0, pose.cardShiftHeights * Self.cardSizePoints.y * 1.2)
        let cosine = cos(-pose.cardAngleRadians), sine = sin(-pose.cardAngleRadians)
        let layers = CardLayers(effects: effects, contentOpacity: pose.contentOpacity)
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let screen = (SIMD2(Double(x), Double(y)) + 0.5 - centre) / scale - shift
                let point = SIMD2(cosine * screen.x - sine * screen.y, sine * screen.x + cosine * screen.y)
                canvas[x, y] = layers.color(at: point, pixelPoints: 1 / scale)
            }
        }
    }
}
