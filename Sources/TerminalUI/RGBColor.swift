/// A 24-bit colour.
public struct RGBColor: Hashable, Sendable {
    /// Red, 0–255.
    public var red: UInt8
    /// Green, 0–255.
    public var green: UInt8
    /// Blue, 0–255.
    public var blue: UInt8

    /// Creates a colour from its channels, 0–255.
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Creates a colour from channels in 0…1, clamped.
    public init(unitRed: Double, green: Double, blue: Double) {
        self.init(Self.channel(unitRed), Self.channel(green), Self.channel(blue))
    }

    /// Black.
    public static let black = RGBColor(0, 0, 0)
    /// White.
    public static let white = RGBColor(255, 255, 255)

    /// `self` blended over by `other` with `amount` in 0…1 (0: self, 1: other).
    public func mixed(with other: RGBColor, amount: Double) -> RGBColor {
        let t = max(0, min(1, amount))
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded())
        }
        return RGBColor(mix(red, other.red), mix(green, other.green), mix(blue, other.blue))
    }

    /// `self` with every channel multiplied by `factor`, clamped.
    public func scaled(by factor: Double) -> RGBColor {
        RGBColor(
            unitRed: Double(red) / 255 * factor,
            green: Double(green) / 255 * factor,
            blue: Double(blue) / 255 * factor
        )
    }

    private static func channel(_ unit: Double) -> UInt8 {
        guard unit.isFinite else { return 0 }
        return UInt8((max(0, min(1, unit)) * 255).rounded())
    }
}
