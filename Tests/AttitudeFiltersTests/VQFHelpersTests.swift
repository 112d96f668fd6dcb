import MotionMath
import Platform
import Testing

@testable import AttitudeFilters


@Suite("VQF helpers: gains and Butterworth low-pass")
struct VQFHelpersTests {
    @Test("gain from time constant is 1 − exp(−Ts/τ), 1 for τ = 0, 0 for τ < 0")
    func gainFromTimeConstant() {
        for (tau, period) in [(3.0, 0.01), (9.0, 0.0035), (0.05, 0.001), (20.0, 1.0 / 285.714)] {
            let expected = 1 - exp(-period / tau)
            let gain = VQFFilter.lowPassGain(timeConstantSeconds: tau, samplePeriodSeconds: period)
            #expect(abs(gain - expected) <= 1e-12 * expected)
        }
        #expect(VQFFilter.lowPassGain(timeConstantSeconds: 0, samplePeriodSeconds: 0.01) == 1)
        #expect(VQFFilter.lowPassGain(timeConstantSeconds: -1, samplePeriodSeconds: 0.01) == 0)
    }

    @Test("Butterworth coefficients: closed form, unit DC gain, −3 dB at f_c = √2/(2πτ)")
    func butterworthCoefficients() {
        let tau = 3.0
        let period = 0.01
        let c = ButterworthLowPassCoefficients(timeConstantSeconds: tau, samplePeriodSeconds: period)
        // Closed form of the bilinear transform with pre-warping.
        let cutoff = 2.0.squareRoot() / (2 * Double.pi * tau)
        let k = tan(Double.pi * cutoff * period)
        let d = k * k + 2.0.squareRoot() * k + 1
        #expect(abs(c.b0 - k * k / d) < 1e-18)
        #expect(c.b1 == 2 * c.b0 && c.b2 == c.b0)
        #expect(abs(c.a1 - 2 * (k * k - 1) / d) < 1e-15)
        #expect(abs(c.a2 - (1 - 2.0.squareRoot() * k + k * k) / d) < 1e-15)
        // DC gain (b0 + b1 + b2) / (1 + a1 + a2) = 1.
        #expect(abs((c.b0 + c.b1 + c.b2) / (1 + c.a1 + c.a2) - 1) < 1e-9)
        // |H(e^{jωT})| at the cutoff is 1/√2 (pre-warping makes this exact).
        func magnitude(at hertz: Double) -> Double {
            let omega = 2 * Double.pi * hertz * period
            let (cos1, sin1, cos2, sin2) = (cos(omega), sin(omega), cos(2 * omega), sin(2 * omega))
            let numeratorReal = c.b0 + c.b1 * cos1 + c.b2 * cos2
            let numeratorImaginary = -(c.b1 * sin1 + c.b2 * sin2)
            let denominatorReal = 1 + c.a1 * cos1 + c.a2 * cos2
            let denominatorImaginary = -(c.a1 * sin1 + c.a2 * sin2)
            return ((numeratorReal * numeratorReal + numeratorImaginary * numeratorImaginary)
                / (denominatorReal * denominatorReal + denominatorImaginary * denominatorImaginary)).squareRoot()
        }
        #expect(abs(magnitude(at: cutoff) - 1 / 2.0.squareRoot()) < 1e-9)
        #expect(magnitude(at: 10 * cutoff) < 0.011)  // −40 dB/decade
    }

    @Test("invalid time constants give the pass-through filter, never NaN")
    func passThrough() {
        #expect(ButterworthLowPassCoefficients(timeConstantSeconds: 0, samplePeriodSeconds: 0.01) == .passThrough)
        #expect(ButterworthLowPassCoefficients(timeConstantSeconds: .nan, samplePeriodSeconds: 0.01) == .passThrough)
        #expect(ButterworthLowPassCoefficients(timeConstantSeconds: 1, samplePeriodSeconds: 0) == .passThrough)
    }

    @Test("low-pass starts with the running mean for τ, then runs from that steady state")
    func lowPassStartup() {
        let tau = 0.05
        let period = 0.01
        let c = ButterworthLowPassCoefficients(timeConstantSeconds: tau, samplePeriodSeconds: period)
        var filter = ButterworthLowPass<SIMD2<Double>>()
        let inputs: [Double] = [1, 3, 2, 6, 3]
        var sum = 0.0
        for (index, value) in inputs.enumerated() {
            sum += value
            let out = filter.step(SIMD2(value, -value), coefficients: c, timeConstantSeconds: tau, stepSeconds: period)
            #expect(abs(out.x - sum / Double(index + 1)) < 1e-12)
            #expect(abs(out.y + sum / Double(index + 1)) < 1e-12)
        }
        #expect(!filter.isStartingUp)
        // Constant input equal to the mean: the output stays there.
        for _ in 0..<50 {
            let out = filter.step(SIMD2(3, -3), coefficients: c, timeConstantSeconds: tau, stepSeconds: period)
            #expect(abs(out.x - 3) < 1e-12)
        }
        // A step converges to the new value.
        var last = SIMD2<Double>.zero
        for _ in 0..<500 {
            last = filter.step(SIMD2(10, -10), coefficients: c, timeConstantSeconds: tau, stepSeconds: period)
        }
        #expect(abs(last.x - 10) < 1e-6)
    }

    @Test("changing coefficients keeps a settled output continuous")
    func adaptKeepsOutput() {
        let tau = 0.5
        let old = ButterworthLowPassCoefficients(timeConstantSeconds: tau, samplePeriodSeconds: 0.01)
        let new = ButterworthLowPassCoefficients(timeConstantSeconds: tau, samplePeriodSeconds: 0.002)
        var filter = ButterworthLowPass<SIMD2<Double>>()
        for _ in 0..<200 {
            _ = filter.step(SIMD2(4, 1), coefficients: old, timeConstantSeconds: tau, stepSeconds: 0.01)
        }
        filter.adapt(from: old, to: new)
        let out = filter.step(SIMD2(4, 1), coefficients: new, timeConstantSeconds: tau, stepSeconds: 0.002)
        #expect(abs(out.x - 4) < 1e-9 && abs(out.y - 1) < 1e-9)
    }
}
