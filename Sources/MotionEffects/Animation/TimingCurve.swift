import RealModule

/// How an animation step's progress follows time: maps the time fraction t ∈ [0, 1] to a
/// progress (0 at t = 0, exactly 1 at t = 1; a spring may overshoot in between).
public enum TimingCurve: Hashable, Sendable {
    /// Progress = t.
    case linear
    /// Core Animation's ease-in, cubic Bézier (0.42, 0, 1, 1).
    case easeIn
    /// Core Animation's ease-out, cubic Bézier (0, 0, 0.58, 1).
    case easeOut
    /// Core Animation's ease-in-out, cubic Bézier (0.42, 0, 0.58, 1).
    case easeInOut
    /// A cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1), (x2, y2); x1 and x2
    /// are clamped to 0…1.
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A damped spring that settles (to within 0.1 %) by the end of the step. `dampingRatio`
    /// in (0, 1]: 1 is critically damped (no overshoot), smaller values bounce; it is clamped
    /// to 0.05…1, and a non-finite ratio uses 0.5. The static `spring` uses 0.5.
    case spring(dampingRatio: Double)

    /// A spring with damping ratio 0.5.
    public static let spring = TimingCurve.spring(dampingRatio: 0.5)

    /// Progress at time fraction `t` (clamped to 0…1).
    public func progress(_ t: Double) -> Double {
        let time = EffectMath.clamp(t, to: 0...1)
        if time >= 1 { return 1 }
        if time <= 0 { return 0 }
        switch self {
        case .linear: return time
        case .easeIn: return Self.bezier(time, 0.42, 0, 1, 1)
        case .easeOut: return Self.bezier(time, 0, 0, 0.58, 1)
        case .easeInOut: return Self.bezier(time, 0.42, 0, 0.58, 1)
        case let .cubicBezier(x1, y1, x2, y2):
            return Self.bezier(time, EffectMath.clamp(x1, to: 0...1), y1, EffectMath.clamp(x2, to: 0...1), y2)
        case let .spring(dampingRatio):
            return Self.spring(time, dampingRatio: dampingRatio)
        }
    }

    /// ln(1000): the envelope decays to 0.1 % at t = 1.
    static let settleExponent = 6.907755278982137

    static func spring(_ t: Double, dampingRatio: Double) -> Double {
        let zeta = dampingRatio.isFinite ? min(max(dampingRatio, 0.05), 1) : 0.5
        if zeta >= 1 {
            // (1 + ωt)e^(−ωt) = 0.001 at t = 1 for ω ≈ 9.2335.
            let omega = 9.233509704
            return 1 - (1 + omega * t) * Double.exp(-omega * t)
        }
        let omega = settleExponent / zeta
        let damped = omega * (1 - zeta * zeta).squareRoot()
        let envelope = Double.exp(-zeta * omega * t)
        return 1 - envelope * (Double.cos(damped * t) + (zeta * omega / damped) * Double.sin(damped * t))
    }

    /// y on the Bézier at the parameter whose x is `x` (Newton, then bisection).
    static func bezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func coordinate(_ s: Double, _ a: Double, _ b: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
        }
        func slope(_ s: Double, _ a: Double, _ b: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * a + 6 * u * s * (b - a) + 3 * s * s * (1 - b)
        }
        var s = x
        for _ in 0..<8 {
            let error = coordinate(s, x1, x2) - x
            if abs(error) < 1e-12 { return coordinate(s, y1, y2) }
            let derivative = slope(s, x1, x2)
            if abs(derivative) < 1e-9 { break }
            s -= error / derivative
        }
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<60 {
            let value = coordinate(s, x1, x2)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return coordinate(s, y1, y2)
    }
}
