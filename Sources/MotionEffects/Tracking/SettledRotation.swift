import MotionMath
import RealModule


/// The settled reference attitude S: a two-stage exponential chase of the attitude on the
/// rotation group (LookingGlassUI 0.5.0, §4.1.1).
///
/// Per sample: α = 1 − exp(−Δt/τ); S₁ ← slerp(S₁, Q, α); S ← slerp(S, S₁, α). The first sample
/// after a reset sets S₁ = S = Q. A turn that is then held decays with residual
/// (1 + t/τ)·e^(−t/τ) (2/e after one τ), never overshoots, and does not depend on the sample
/// rate. τ ≤ 0 or Δt ≤ 0 gives α = 0: S is held.
public struct SettledRotation: Sendable, Equatable {
    /// τ, the settling time constant, seconds. Default 2 s. ≤ 0 (or non-finite) holds S forever.
    public var settlingDurationSeconds: Double

    /// S₁, the first stage; nil until the first sample.
    public private(set) var intermediate: Quaternion?
    /// S, the settled rotation; nil until the first sample.
    public private(set) var settled: Quaternion?

    /// Creates an empty chase with time constant `settlingDurationSeconds` (default 2 s).
    public init(settlingDurationSeconds: Double = 2) {
        self.settlingDurationSeconds = settlingDurationSeconds
    }

    /// α for a step of `deltaTimeSeconds`: 1 − exp(−Δt/τ), or 0 when τ ≤ 0 or Δt ≤ 0.
    public func blendFactor(deltaTimeSeconds: Double) -> Double {
        guard settlingDurationSeconds > 0, settlingDurationSeconds.isFinite,
              deltaTimeSeconds > 0, deltaTimeSeconds.isFinite else { return 0 }
        return 1 - Double.exp(-deltaTimeSeconds / settlingDurationSeconds)
    }

    /// Chases `attitude` for one step of `deltaTimeSeconds` and returns the new S.
    @discardableResult
    public mutating func update(attitude: Quaternion, deltaTimeSeconds: Double) -> Quaternion {
        let q = attitude.normalized
        guard let first = intermediate, let second = settled else {
            intermediate = q
            settled = q
            return q
        }
        let alpha = blendFactor(deltaTimeSeconds: deltaTimeSeconds)
        let nextFirst = EffectMath.slerp(first, q, amount: alpha)
        let nextSecond = EffectMath.slerp(second, nextFirst, amount: alpha)
        intermediate = nextFirst
        settled = nextSecond
        return nextSecond
    }

    /// Forgets S₁ and S; the next sample sets both.
    public mutating func reset() {
        intermediate = nil
        settled = nil
    }
}
