import Foundation
import MotionMath

/// A first-order Gauss–Markov bias on three axes, tuned so that together with white noise
/// of Allan level N the Allan deviation has its minimum at 0.664 · the bias instability
/// (see `SensorNoise`).
///
/// Each axis: b ← e^(−Δt/T)·b + σ·√(1 − e^(−2Δt/T))·w (exact for any step), starting from a
/// draw of the stationary distribution. Its Allan variance is
/// (2σ²T/τ)·[1 − T/(2τ)·(3 − 4e^(−τ/T) + e^(−2τ/T))], about (2σ²/3T)·τ well below T: a
/// rising +½ slope that meets the white noise's −½ slope near τ = 2N²/(0.664·B)².
struct GaussMarkovBias: Sendable {
    /// Correlation time T, seconds: 100 times the τ of the minimum, at least 300 s, so the
    /// curve rises as √τ through the minimum and past any τ a recording of hours resolves.
    let correlationTimeSeconds: Double
    /// Standard deviation σ of the stationary bias (unit of the path).
    let standardDeviation: Double
    private var bias: Vector3?

    /// A bias whose Allan minimum with white noise of level `whiteLevel` (unit·√s) is
    /// 0.664 · `biasInstability` (unit).
    init(biasInstability: Double, whiteLevel: Double) {
        let floor = Self.flatMinimumFactor * biasInstability
        let crossing = floor > 0 ? (whiteLevel / floor) * (whiteLevel / floor) : 0
        correlationTimeSeconds = max(300, 100 * 2 * crossing)
        standardDeviation = Self.standardDeviation(
            minimum: floor, whiteLevel: whiteLevel, correlationTimeSeconds: correlationTimeSeconds)
    }

    /// The Allan deviation of a flicker floor divided by its bias instability: √(2 ln 2 / π).
    static let flatMinimumFactor = (2 * log(2.0) / Double.pi).squareRoot()

    /// The next bias for a step of `periodSeconds`.
    mutating func next(periodSeconds: Double, random: inout SeededRandom) -> Vector3 {
        guard standardDeviation > 0 else { return .zero }
        guard let previous = bias else {
            let start = random.normalVector(standardDeviation: standardDeviation)
            bias = start
            return start
        }
        let decay = exp(-max(periodSeconds, 0) / correlationTimeSeconds)
        let next = previous * decay + random.normalVector(standardDeviation: standardDeviation * (1 - decay * decay).squareRoot())
        bias = next
        return next
    }

    /// The Allan variance of the process (stationary variance `variance`, correlation time
    /// `correlationTimeSeconds`) at averaging time `tauSeconds`.
    static func allanVariance(variance: Double, correlationTimeSeconds: Double, tauSeconds: Double) -> Double {
        let x = tauSeconds / correlationTimeSeconds
        // Below x = 0.01 the closed form cancels catastrophically: its series instead.
        let bracket = x < 0.01
            ? x * x / 3 - x * x * x / 4 + 7 * x * x * x * x / 60
            : 1 - (3 - 4 * exp(-x) + exp(-2 * x)) / (2 * x)
        return 2 * variance * correlationTimeSeconds / tauSeconds * bracket
    }

    /// σ such that min over τ ≤ T/10 of N²/τ + AVAR_GM(τ) is `minimum`²: a bisection on the
    /// variance (the minimum grows with it) over a log grid of τ.
    private static func standardDeviation(minimum: Double, whiteLevel: Double, correlationTimeSeconds: Double) -> Double {
        guard minimum > 0 else { return 0 }
        let grid = (0...400).map { 1e-3 * pow(correlationTimeSeconds / 10 / 1e-3, Double($0) / 400) }
        func lowest(_ variance: Double) -> Double {
            grid.map { whiteLevel * whiteLevel / $0 + allanVariance(variance: variance, correlationTimeSeconds: correlationTimeSeconds, tauSeconds: $0) }.min() ?? 0
        }
        var low = 0.0
        var high = minimum * minimum
        while lowest(high) < minimum * minimum { high *= 4 }
        for _ in 0..<80 {
            let middle = (low + high) / 2
            if lowest(middle) > minimum * minimum { high = middle } else { low = middle }
        }
        return low.squareRoot()
    }
}
