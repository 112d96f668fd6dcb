/// A colour with straight (not premultiplied) alpha, each component 0…1 (sRGB).
public struct RGBA: Hashable, Sendable, Codable {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Opacity, 0…1.
    public var alpha: Double

    /// Creates a colour; components are clamped to 0…1 (NaN becomes 0).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = EffectMath.clamp(red, to: 0...1)
        self.green = EffectMath.clamp(green, to: 0...1)
        self.blue = EffectMath.clamp(blue, to: 0...1)
        self.alpha = EffectMath.clamp(alpha, to: 0...1)
    }

    /// Fully transparent black.
    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque white.
    public static let white = RGBA(red: 1, green: 1, blue: 1)
    /// Opaque black.
    public static let black = RGBA(red: 0, green: 0, blue: 0)
    /// The gold used as a shimmer background (#D4AF37).
    public static let gold = RGBA(red: 0.831, green: 0.686, blue: 0.216)
    /// The pale gold highlight that shimmers over ``gold`` (#FFF4C4).
    public static let goldShimmer = RGBA(red: 1.0, green: 0.957, blue: 0.769)

    /// The same colour with its opacity multiplied by `factor` (clamped to 0…1).
    public func opacity(_ factor: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha * EffectMath.clamp(factor, to: 0...1))
    }

    /// Component-wise blend from `self` (fraction 0) to `other` (fraction 1).
    public func mixed(with other: RGBA, fraction: Double) -> RGBA {
        let t = EffectMath.clamp(fraction, to: 0...1)
        return RGBA(
            red: red + (other.red - red) * t, green: green + (other.green - green) * t,
            blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t
        )
    }

    /// Source-over compositing of `self` on top of `below`.
    public func composited(over below: RGBA) -> RGBA {
        let outAlpha = alpha + below.alpha * (1 - alpha)
        guard outAlpha > 0 else { return .clear }
        func channel(_ top: Double, _ bottom: Double) -> Double {
            (top * alpha + bottom * below.alpha * (1 - alpha)) / outAlpha
        }
        return RGBA(red: channel(red, below.red), green: channel(green, below.green), blue: channel(blue, below.blue), alpha: outAlpha)
    }

    /// CSS `rgba(r, g, b, a)` with 0–255 channels. Components set outside 0…1 after
    /// `init` are clamped here as `init` clamps them (NaN becomes 0).
    public var css: String {
        func byte(_ value: Double) -> Int { Int((EffectMath.clamp(value, to: 0...1) * 255).rounded()) }
        let a = (EffectMath.clamp(alpha, to: 0...1) * 1000).rounded() / 1000
        return "rgba(\(byte(red)), \(byte(green)), \(byte(blue)), \(a))"
    }
}
