import Foundation
import MotionEffects
import MotionFeed

/// The colour of each point of the card for one frame: the layers composed back to front.
struct CardLayers {
    let effects: EffectOutputs
    let contentOpacity: Double
    let tilt: TiltElement?

    init(effects: EffectOutputs, contentOpacity: Double) {
        self.effects = effects
        self.contentOpacity = contentOpacity
        tilt = TiltElement(transform: effects.tiltTransform)
    }

    private func offset(_ layer: Int) -> SIMD2<Double> {
        layer < effects.parallaxOffsets.count ? effects.parallaxOffsets[layer] : .zero
    }

    /// The colour at `point` (points from the card's centre, y down); `pixelPoints` is the
    /// size of one pixel in points, for edges.
    func color(at point: SIMD2<Double>, pixelPoints: Double) -> RGBColor {
        let half = DemoScene.cardSizePoints / 2
        let edgeDistance = roundedRectangleDistance(point, halfSize: half, radius: DemoScene.cornerRadiusPoints)
        if edgeDistance > 0 {
            return DemoScene.screenColor
        }
        let rim = edgeDistance > -2.5 * pixelPoints
        var color = backLayer(at: point - offset(0))
        color = middleLayer(at: point - offset(1), over: color)
        color = frontLayer(at: point - offset(2), over: color)
        let base = RGBColor(28, 30, 52)
        color = base.mixed(with: color, amount: contentOpacity)
        if rim {
            color = color.mixed(with: RGBColor(150, 160, 210), amount: 0.8)
        }
        return color
    }

    /// Deep blue gradient with a soft moon and a field of stars.
    private func backLayer(at point: SIMD2<Double>) -> RGBColor {
        let vertical = (point.y / DemoScene.cardSizePoints.y) + 0.5
        var color = RGBColor(22, 26, 70).mixed(with: RGBColor(64, 24, 88), amount: vertical)
        let moon = point - SIMD2(-110, -20)
        let moonDistance = (moon.x * moon.x + moon.y * moon.y).squareRoot()
        if moonDistance < 70 {
            color = color.mixed(with: RGBColor(90, 110, 190), amount: 0.55 * (1 - moonDistance / 70))
        }
        let cell = (point / 18).rounded(.down)
        let hash = Self.hash(Int(cell.x), Int(cell.y))
        if hash % 5 == 0 {
            let starCentre = (cell + 0.5) * 18 + SIMD2(Double(hash % 7) - 3, Double(hash % 11) - 5)
            let d = point - starCentre
            let r = (d.x * d.x + d.y * d.y).squareRoot()
            if r < 3.2 {
                color = color.mixed(with: RGBColor(230, 235, 255), amount: 1 - r / 3.2)
            }
        }
        return color
    }

    /// Rolling hills and the tilting board.
    private func middleLayer(at point: SIMD2<Double>, over color: RGBColor) -> RGBColor {
        var result = color
        let hill = 70 + 14 * sin(point.x / 40) + 8 * sin(point.x / 17 + 1)
        if point.y > hill {
            result = RGBColor(20, 60, 70).mixed(with: RGBColor(10, 30, 40), amount: (point.y - hill) / 40)
        }
        if let tilt {
            let local = point - DemoScene.tiltCentrePoints + SceneLayout.tiltContentSize / 2
            if let sample = tilt.color(atScreenPoint: local) {
                result = sample
            }
        }
        return result
    }

    /// The gold title with its shimmer.
    private func frontLayer(at point: SIMD2<Double>, over color: RGBColor) -> RGBColor {
        let text = DemoScene.titleText
        let widthPixels = Double(PixelFont.width(ofCharacters: text.count))
        let size = SIMD2(widthPixels, Double(PixelFont.glyphHeight)) * DemoScene.titlePixelPoints
        let local = point - DemoScene.titleCentrePoints + size / 2
        let column = Int((local.x / DemoScene.titlePixelPoints).rounded(.down))
        let row = Int((local.y / DemoScene.titlePixelPoints).rounded(.down))
        guard local.x >= 0, local.y >= 0, PixelFont.isLit(text, column: column, row: row) else {
            return color
        }
        let fromCentre = point - DemoScene.titleCentrePoints
        let gold = ShimmerPaint.gold(at: fromCentre)
        guard let snapshot = effects.snapshot,
            let light = ShimmerPaint.composer.shimmerOverlay(
                at: local / size * SceneLayout.shimmerContentSize, contentSize: SceneLayout.shimmerContentSize,
                snapshot: snapshot)
        else { return gold }
        return gold.mixed(with: RGBColor(unitRed: light.red, green: light.green, blue: light.blue), amount: light.alpha)
    }

    static func hash(_ a: Int, _ b: Int) -> Int {
        var h = UInt32(truncatingIfNeeded: a &* 73_856_093 ^ b &* 19_349_663)
        h ^= h >> 13
        h = h &* 0x5bd1_e995
        h ^= h >> 15
        return Int(h % 1000)
    }
}

/// Signed distance from `point` to a rounded rectangle centred at the origin (negative inside).
func roundedRectangleDistance(_ point: SIMD2<Double>, halfSize: SIMD2<Double>, radius: Double) -> Double {
    let q = SIMD2(abs(point.x), abs(point.y)) - halfSize + radius
    let outside = SIMD2(max(q.x, 0), max(q.y, 0))
    return (outside.x * outside.x + outside.y * outside.y).squareRoot() + min(max(q.x, q.y), 0) - radius
}
