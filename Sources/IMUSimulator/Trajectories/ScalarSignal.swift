import Foundation

/// A scalar function of time with exact first and second derivatives, used to script the
/// angles and positions of a motion trajectory so that its ground truth (angular velocity,
/// linear acceleration) is analytic rather than numerically differentiated.
///
/// Time is in seconds from the start of the trajectory. The unit of the value is whatever
/// the owner gives it (radians for angles, metres for positions).
public indirect enum ScalarSignal: Sendable, Equatable {
    /// A constant value.
    case constant(Double)
    /// `ratePerSecond · t`: a constant rate (for example a steady spin).
    case ramp(ratePerSecond: Double)
    /// `amplitude · sin(2π t / periodSeconds + phaseRadians)`.
    case sine(amplitude: Double, periodSeconds: Double, phaseRadians: Double = 0)
    /// A window that is 0 before `startSeconds`, rises to 1 over `rampSeconds` along a
    /// raised cosine, stays at 1, and falls back to 0 by `endSeconds`. Value and first
    /// derivative are continuous everywhere.
    case window(startSeconds: Double, endSeconds: Double, rampSeconds: Double)
    /// 0 before `startSeconds`, 1 after `startSeconds + durationSeconds`, and the quintic
    /// smoothstep 10u³ − 15u⁴ + 6u⁵ between (zero first and second derivative at both ends).
    case smoothStep(startSeconds: Double, durationSeconds: Double)
    /// The sum of the signals.
    case sum([ScalarSignal])
    /// The product of two signals (product rule for the derivatives).
    case product(ScalarSignal, ScalarSignal)
    /// `signal(t mod periodSeconds)`. Smooth only when the inner signal and its
    /// derivatives match at both ends of the period (for example a window times a sine).
    case periodic(periodSeconds: Double, ScalarSignal)
    /// `factor · signal(t)`.
    case scaled(Double, ScalarSignal)

    /// The value and its first and second time derivatives at one instant.
    public struct Evaluation: Sendable, Equatable {
        /// The value.
        public var value: Double
        /// d(value)/dt, per second.
        public var firstDerivative: Double
        /// d²(value)/dt², per second squared.
        public var secondDerivative: Double

        /// Creates an evaluation.
        public init(value: Double, firstDerivative: Double, secondDerivative: Double) {
            self.value = value
            self.firstDerivative = firstDerivative
            self.secondDerivative = secondDerivative
        }

        static let zero = Evaluation(value: 0, firstDerivative: 0, secondDerivative: 0)
    }

    /// The value and derivatives at `timeSeconds`.
    public func evaluate(atSeconds timeSeconds: Double) -> Evaluation {
        let t = timeSeconds
        switch self {
        case .constant(let value):
            return Evaluation(value: value, firstDerivative: 0, secondDerivative: 0)
        case .ramp(let rate):
            return Evaluation(value: rate * t, firstDerivative: rate, secondDerivative: 0)
        case .sine(let amplitude, let period, let phase):
            guard period > 0 else { return .zero }
            let omega = 2 * Double.pi / period
            let angle = omega * t + phase
            return Evaluation(
                value: amplitude * sin(angle),
                firstDerivative: amplitude * omega * cos(angle),
                secondDerivative: -amplitude * omega * omega * sin(angle)
            )
        case .window(let start, let end, let ramp):
            return Self.window(t, start: start, end: end, ramp: ramp)
        case .smoothStep(let start, let duration):
            guard duration > 0 else { return Evaluation(value: t >= start ? 1 : 0, firstDerivative: 0, secondDerivative: 0) }
            let u = (t - start) / duration
            if u <= 0 { return .zero }
            if u >= 1 { return Evaluation(value: 1, firstDerivative: 0, secondDerivative: 0) }
            let u2 = u * u
            return Evaluation(
                value: u2 * u * (10 - 15 * u + 6 * u2),
                firstDerivative: 30 * u2 * (1 - 2 * u + u2) / duration,
                secondDerivative: 60 * u * (1 - 3 * u + 2 * u2) / (duration * duration)
            )
        case .sum(let terms):
            var total = Evaluation.zero
            for term in terms {
                let part = term.evaluate(atSeconds: t)
                total.value += part.value
                total.firstDerivative += part.firstDerivative
                total.secondDerivative += part.secondDerivative
            }
            return total
        case .product(let left, let right):
            let f = left.evaluate(atSeconds: t)
            let g = right.evaluate(atSeconds: t)
            return Evaluation(
                value: f.value * g.value,
                firstDerivative: f.firstDerivative * g.value + f.value * g.firstDerivative,
                secondDerivative: f.secondDerivative * g.value + 2 * f.firstDerivative * g.firstDerivative
                    + f.value * g.secondDerivative
            )
        case .periodic(let period, let inner):
            guard period > 0 else { return inner.evaluate(atSeconds: t) }
            let local = t - (t / period).rounded(.down) * period
            return inner.evaluate(atSeconds: local)
        case .scaled(let factor, let inner):
            let part = inner.evaluate(atSeconds: t)
            return Evaluation(
                value: factor * part.value,
                firstDerivative: factor * part.firstDerivative,
                secondDerivative: factor * part.secondDerivative
            )
        }
    }

    private static func window(_ t: Double, start: Double, end: Double, ramp: Double) -> Evaluation {
        guard t > start, t < end else { return .zero }
        let rampSeconds = min(max(ramp, 0), (end - start) / 2)
        guard rampSeconds > 0 else { return Evaluation(value: 1, firstDerivative: 0, secondDerivative: 0) }
        let k = Double.pi / rampSeconds
        if t < start + rampSeconds {
            let phase = k * (t - start)
            return Evaluation(value: (1 - cos(phase)) / 2, firstDerivative: k * sin(phase) / 2, secondDerivative: k * k * cos(phase) / 2)
        }
        if t > end - rampSeconds {
            let phase = k * (end - t)
            return Evaluation(value: (1 - cos(phase)) / 2, firstDerivative: -k * sin(phase) / 2, secondDerivative: k * k * cos(phase) / 2)
        }
        return Evaluation(value: 1, firstDerivative: 0, secondDerivative: 0)
    }
}
