import RealModule

/// One colour stop of a gradient; `location` 0 is the start radius, 1 the end radius.
public struct GradientStop: Hashable, Sendable {
    /// Position along the gradient, 0…1.
    public var location: Double
    /// The colour there.
    public var color: RGBA
    /// Creates a stop.
    public init(location: Double, color: RGBA) {
        self.location = location
        self.color = color
    }
}

/// How the shimmer light fades from its core to its edge (LookingGlassUI 0.5.0 `ShimmerFalloff`).
///
/// `.linear` mixes `color` into `background`. The other falloffs fade the *opacity* of
/// `color` drawn over `background` instead of mixing the two colours.
public enum ShimmerFalloff: Hashable, Sendable {
    /// Two stops: [color, background].
    case linear
    /// 17 stops: stop i is color at opacity (1 − i/16)^exponent, at location i/16. An exponent
    /// of 1, ≤ 0 or not finite falls back to linear.
    case power(Double)
    /// The given opacities (clamped to 0…1), evenly spaced. Fewer than 2 falls back to linear.
    case intensities([Double])

    /// The falloff actually used after the fallbacks.
    public var effective: ShimmerFalloff {
        switch self {
        case .linear: .linear
        case .power(let exponent): (exponent == 1 || !exponent.isFinite || exponent <= 0) ? .linear : self
        case .intensities(let values): values.count < 2 ? .linear : self
        }
    }

    /// Whether the stops are drawn over the background (true for non-linear falloffs).
    public var drawsOverBackground: Bool { effective != .linear }

    /// The gradient stops for `color` fading to `background`.
    public func stops(color: RGBA, background: RGBA) -> [GradientStop] {
        switch effective {
        case .linear:
            return [GradientStop(location: 0, color: color), GradientStop(location: 1, color: background)]
        case .power(let exponent):
            return (0...16).map { index in
                let location = Double(index) / 16
                return GradientStop(location: location, color: color.opacity(Double.pow(1 - location, exponent)))
            }
        case .intensities(let values):
            let last = Double(values.count - 1)
            return values.enumerated().map { index, value in
                GradientStop(location: Double(index) / last, color: color.opacity(value))
            }
        }
    }

    /// The colour at gradient position `t` (0 core … 1 edge) over `background`.
    public func color(at t: Double, color: RGBA, background: RGBA) -> RGBA {
        let position = EffectMath.clamp(t, to: 0...1)
        let stops = stops(color: color, background: background)
        var sampled = stops[stops.count - 1].color
        for index in 1..<stops.count where position <= stops[index].location {
            let previous = stops[index - 1]
            let span = stops[index].location - previous.location
            let fraction = span > 0 ? (position - previous.location) / span : 1
            sampled = previous.color.mixed(with: stops[index].color, fraction: fraction)
            break
        }
        return drawsOverBackground ? sampled.composited(over: background) : sampled
    }
}
