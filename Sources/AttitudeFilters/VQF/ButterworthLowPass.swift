/// A second-order Butterworth low-pass filter over every lane of a SIMD vector, with the
/// start-up rule of VQF: for the first τ seconds the output is the running mean of the
/// inputs; then the filter starts in the steady state of that mean. The output never
/// depends on a single first sample.
///
/// Direct form II transposed: y = b₀x + s₀, s₀ ← b₁x − a₁y + s₁, s₁ ← b₂x − a₂y.
public struct ButterworthLowPass<Vector: SIMD>: Sendable, Hashable where Vector.Scalar == Double, Vector: Sendable {
    /// First delay state (during start-up: the running sum of the inputs).
    var state0: Vector = .zero
    /// Second delay state.
    var state1: Vector = .zero
    /// Time averaged so far during start-up, s.
    var startupElapsedSeconds: Double = 0
    /// Samples averaged so far during start-up.
    var startupSampleCount: Double = 0
    /// False during start-up (averaging), true once the recursive filter runs.
    var isRunning = false
    /// The last output.
    public internal(set) var output: Vector = .zero

    /// A filter in its start-up phase.
    public init() {}

    /// True while the filter still averages its first inputs.
    public var isStartingUp: Bool { !isRunning }

    /// Filters one input `input`; `timeConstantSeconds` ends the start-up averaging and
    /// `stepSeconds` is the time this sample covers.
    @inline(__always)
    public mutating func step(
        _ input: Vector,
        coefficients: ButterworthLowPassCoefficients,
        timeConstantSeconds: Double,
        stepSeconds: Double
    ) -> Vector {
        if isRunning {
            let y = coefficients.b0 * input + state0
            state0 = coefficients.b1 * input - coefficients.a1 * y + state1
            state1 = coefficients.b2 * input - coefficients.a2 * y
            output = y
            return y
        }
        return startupStep(
            input, coefficients: coefficients, timeConstantSeconds: timeConstantSeconds,
            stepSeconds: stepSeconds)
    }

    mutating func startupStep(
        _ input: Vector,
        coefficients: ButterworthLowPassCoefficients,
        timeConstantSeconds: Double,
        stepSeconds: Double
    ) -> Vector {
        state0 += input
        startupSampleCount += 1
        startupElapsedSeconds += stepSeconds
        let mean = state0 / startupSampleCount
        output = mean
        if startupElapsedSeconds >= timeConstantSeconds {
            // Steady state for a constant input equal to the mean.
            state0 = (1 - coefficients.b0) * mean
            state1 = (coefficients.b2 - coefficients.a2) * mean
            isRunning = true
        }
        return mean
    }

    /// Moves the filter to new coefficients without a jump in its output: the delay
    /// states are shifted by the difference of the steady states at the last output.
    public mutating func adapt(
        from old: ButterworthLowPassCoefficients,
        to new: ButterworthLowPassCoefficients
    ) {
        guard isRunning else { return }
        state0 += (old.b0 - new.b0) * output
        state1 += ((new.b2 - new.a2) - (old.b2 - old.a2)) * output
    }
}
