/// A grid of colour pixels; two pixel rows make one terminal row (half blocks).
public struct PixelCanvas: Sendable {
    /// Width, pixels (= terminal columns).
    public let width: Int
    /// Height, pixels (= 2 × terminal rows).
    public let height: Int
    /// Pixels, row by row from the top-left.
    public private(set) var pixels: [RGBColor]

    /// Creates a canvas filled with `color`. Negative sizes count as zero.
    public init(width: Int, height: Int, color: RGBColor = .black) {
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = Array(repeating: color, count: self.width * self.height)
    }

    /// The pixel at (`x`, `y`); black outside the canvas.
    public subscript(x: Int, y: Int) -> RGBColor {
        get {
            guard x >= 0, y >= 0, x < width, y < height else { return .black }
            return pixels[y * width + x]
        }
        set {
            guard x >= 0, y >= 0, x < width, y < height else { return }
            pixels[y * width + x] = newValue
        }
    }
}
