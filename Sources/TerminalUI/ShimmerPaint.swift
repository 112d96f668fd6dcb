import Foundation

/// The gold of the title and its moving highlight.
///
/// The highlight is the shimmer light's gradient: full colour within 5 points of its
/// centre, fading to the base gold at 125 points, stretched 2.5 × 10 and turned −30°.
enum ShimmerPaint {
    static let baseGold = RGBColor(176, 124, 32)
    static let highlight = RGBColor(255, 244, 196)
    static let deepGold = RGBColor(120, 80, 16)

    /// The colour of a title pixel at `point` (points from the title's centre) with the
    /// highlight centred at `highlightCentre`.
    static func gold(at point: SIMD2<Double>, highlightCentre: SIMD2<Double>, isOn: Bool) -> RGBColor {
        let shade = deepGold.mixed(with: baseGold, amount: 0.5 + 0.5 * (1 - (point.y + 25) / 50))
        guard isOn else { return shade }
        let d = point - highlightCentre
        let angle = 30.0 * .pi / 180
        let u = (cos(angle) * d.x - sin(angle) * d.y) / 2.5
        let v = (sin(angle) * d.x + cos(angle) * d.y) / 10
        let radius = (u * u + v * v).squareRoot()
        let intensity = 1 - max(0, min(1, (radius - 5) / 120))
        return shade.mixed(with: highlight, amount: intensity * intensity)
    }
}
