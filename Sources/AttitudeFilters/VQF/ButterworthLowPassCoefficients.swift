import RealModule

/// Coefficients of a second-order Butterworth low-pass filter, discretised with the
/// bilinear transform (pre-warped at the cutoff), for direct form II transposed.
///
/// As in VQF, the filter is parameterised by a time constant τ instead of a cutoff
/// frequency: f_c = √2 / (2π τ), so that the non-oscillating part of the step response
/// decays with τ. With C = tan(π f_c T_s) and D = C² + √2·C + 1:
/// b₀ = b₂ = C²/D, b₁ = 2·b₀, a₁ = 2(C² − 1)/D, a₂ = (1 − √2·C + C²)/D (a₀ = 1).
/// The DC gain is exactly one.
public struct ButterworthLowPassCoefficients: Sendable, Hashable {
    /// Numerator coefficients b₀, b₁, b₂.
    public var b0: Double
    public var b1: Double
    public var b2: Double
    /// Denominator coefficients a₁, a₂ (a₀ = 1).
    public var a1: Double
    public var a2: Double

    /// The coefficients for time constant `timeConstantSeconds` (τ > 0) at sample period
    /// `samplePeriodSeconds` (T_s > 0).
    ///
    /// Non-positive or non-finite inputs give the pass-through filter (y = x), so a
    /// misconfigured filter never produces NaN.
    public init(timeConstantSeconds: Double, samplePeriodSeconds: Double) {
        let tau = timeConstantSeconds
        let period = samplePeriodSeconds
        guard tau > 0, tau.isFinite, period > 0, period.isFinite else {
            self = .passThrough
            return
        }
        let squareRootOfTwo = 2.0.squareRoot()
        let cutoffHertz = squareRootOfTwo / (2 * Double.pi * tau)
        // Keep the pre-warped frequency below Nyquist: tan diverges at π/2.
        let warpedAngle = min(Double.pi * cutoffHertz * period, 0.49 * Double.pi)
        let c = Double.tan(warpedAngle)
        let d = c * c + squareRootOfTwo * c + 1
        b0 = c * c / d
        b1 = 2 * b0
        b2 = b0
        a1 = 2 * (c * c - 1) / d
        a2 = (1 - squareRootOfTwo * c + c * c) / d
    }

    /// Creates coefficients from their values.
    public init(b0: Double, b1: Double, b2: Double, a1: Double, a2: Double) {
        self.b0 = b0
        self.b1 = b1
        self.b2 = b2
        self.a1 = a1
        self.a2 = a2
    }

    /// The filter whose output equals its input.
    public static let passThrough = ButterworthLowPassCoefficients(b0: 1, b1: 0, b2: 0, a1: 0, a2: 0)
}

extension VQFFilter {
    /// The gain of a first-order low-pass step with time constant `timeConstantSeconds` at
    /// sample period `samplePeriodSeconds`: k = 1 − exp(−T_s/τ).
    ///
    /// τ = 0 gives 1 (no filtering, follow the input at once); τ < 0 gives 0 (disabled).
    @inlinable
    public static func lowPassGain(timeConstantSeconds: Double, samplePeriodSeconds: Double) -> Double {
        if timeConstantSeconds < 0 { return 0 }
        if timeConstantSeconds == 0 { return 1 }
        guard samplePeriodSeconds > 0, samplePeriodSeconds.isFinite else { return 0 }
        return -Double.expMinusOne(-samplePeriodSeconds / timeConstantSeconds)
    }
}
