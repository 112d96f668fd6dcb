import MotionFeed

/// The card's "looking glass": a small circuit board drawn through the device-rotation
/// transform, one inverse-mapped pixel at a time.
struct TiltElement {
    /// The transform, column-major 4 × 4, content points → card points.
    let matrix: [Double]

    init?(transform: [Double]) {
        guard transform.count == 16, transform.allSatisfy(\.isFinite) else { return nil }
        matrix = transform
    }

    /// The colour at `point` (points from the element's top-left before the transform), or
    /// nil where the element does not cover it.
    func color(atScreenPoint point: SIMD2<Double>) -> RGBColor? {
        let m = matrix
        // Solve screen = (M·(u, v, 0, 1)).xy / w for the content point (u, v).
        let a = m[0] - point.x * m[3], b = m[4] - point.x * m[7]
        let c = m[1] - point.y * m[3], d = m[5] - point.y * m[7]
        let e = point.x * m[15] - m[12], f = point.y * m[15] - m[13]
        let determinant = a * d - b * c
        guard abs(determinant) > 1e-6 else { return nil }
        let u = (d * e - b * f) / determinant
        let v = (a * f - c * e) / determinant
        let size = SceneLayout.tiltContentSize
        guard u >= 0, v >= 0, u < size.x, v < size.y else { return nil }
        let isFront = (m[0] * m[5] - m[4] * m[1]) > 0
        let color = Self.boardColor(u: u, v: v, size: size)
        return isFront ? color : color.scaled(by: 0.45)
    }

    /// The board's picture: green with a dark chip, gold pins and four mounting holes.
    static func boardColor(u: Double, v: Double, size: SIMD2<Double>) -> RGBColor {
        let edge = min(u, v, size.x - u, size.y - v)
        if edge < 3 { return RGBColor(12, 70, 40) }
        for corner in [SIMD2(8.0, 8.0), SIMD2(size.x - 8, 8), SIMD2(8, size.y - 8), SIMD2(size.x - 8, size.y - 8)] {
            let d = SIMD2(u, v) - corner
            if d.x * d.x + d.y * d.y < 16 { return RGBColor(210, 180, 90) }
        }
        let chip = SIMD2(u, v) - size / 2
        if abs(chip.x) < 20, abs(chip.y) < 20 { return RGBColor(24, 24, 28) }
        if abs(chip.x) < 26, abs(chip.y) < 20, Int(chip.y + 40) % 6 < 3 { return RGBColor(220, 190, 100) }
        if abs(chip.y) < 26, abs(chip.x) < 20, Int(chip.x + 40) % 6 < 3 { return RGBColor(220, 190, 100) }
        if Int(u) % 18 == 0 || Int(v) % 18 == 0 { return RGBColor(30, 120, 70) }
        return RGBColor(22, 100, 58)
    }
}
