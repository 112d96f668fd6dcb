import Foundation
import MotionMath

/// One 3-axis measurement path of a simulated chip: the chip's low-pass filter (a
/// first-order section at the configured bandwidth, run at the output rate) on the true
/// signal plus any bias instability, then white noise (`ChannelNoise`: a datasheet density
/// seen through the filter, σ = density · √(π/2 · bandwidth), or an Allan level N,
/// σ = N/√period). Where the datasheet gives the filter's group delay, the chip reads the
/// true signal `signalDelaySeconds` earlier, so that the whole path lags by that delay.
struct MeasurementChannel: Sendable {
    private var filtered: Vector3?
    private var coefficientKey = (bandwidthHertz: -1.0, periodSeconds: -1.0)
    private var alpha = 1.0
    private var biasProcess: GaussMarkovBias?
    private var biasKey = (biasInstability: -1.0, whiteLevel: -1.0)

    /// How much earlier than the sample's instant a chip reads the true signal, s, so that
    /// the path lags by `groupDelaySeconds` (the datasheet's, for the low-pass setting in
    /// use): that delay less the first-order section's own lag at low frequencies,
    /// period / (e^(2π · bandwidth · period) − 1); 0 where the section alone lags more.
    static func signalDelaySeconds(groupDelaySeconds: Double, bandwidthHertz: Double, periodSeconds: Double) -> Double {
        let sectionLag = periodSeconds / expm1(2 * Double.pi * bandwidthHertz * periodSeconds)
        let delay = groupDelaySeconds - sectionLag
        return delay.isFinite ? max(delay, 0) : 0
    }

    /// Forgets the filter state (after a reset or a signal-path reset).
    mutating func reset() {
        filtered = nil
    }

    /// The next measured value for `value`, with filter bandwidth `bandwidthHertz`, output
    /// period `periodSeconds` and `noise`.
    mutating func measure(
        _ value: Vector3,
        bandwidthHertz: Double,
        periodSeconds: Double,
        noise: ChannelNoise,
        random: inout SeededRandom
    ) -> Vector3 {
        if coefficientKey.bandwidthHertz != bandwidthHertz || coefficientKey.periodSeconds != periodSeconds {
            coefficientKey = (bandwidthHertz, periodSeconds)
            alpha = 1 - exp(-2 * Double.pi * bandwidthHertz * periodSeconds)
        }
        let whiteDeviation = noise.whiteStandardDeviation(bandwidthHertz: bandwidthHertz, periodSeconds: periodSeconds)
        var input = value
        if let biasInstability = noise.biasInstability {
            // The white noise's Allan level at this rate sets where the minimum falls.
            let whiteLevel = whiteDeviation * periodSeconds.squareRoot()
            if biasProcess == nil || biasKey != (biasInstability, whiteLevel) {
                biasProcess = GaussMarkovBias(biasInstability: biasInstability, whiteLevel: whiteLevel)
                biasKey = (biasInstability, whiteLevel)
            }
            input += biasProcess?.next(periodSeconds: periodSeconds, random: &random) ?? .zero
        }
        let previous = filtered ?? input
        let next = previous + (input - previous) * alpha
        filtered = next
        return next + random.normalVector(standardDeviation: whiteDeviation)
    }
}

/// Conversion of SI values to signed 16-bit register counts.
enum Quantizer {
    /// round(value / unitPerCount), saturated to −32768…32767.
    @inline(__always)
    static func counts(_ value: Double, unitPerCount: Double) -> Int16 {
        let scaled = (value / unitPerCount).rounded()
        if !(scaled == scaled) { return 0 }
        if scaled >= 32767 { return Int16.max }
        if scaled <= -32768 { return Int16.min }
        return Int16(scaled)
    }

    /// Three axes at once.
    @inline(__always)
    static func counts(_ value: Vector3, unitPerCount: Double) -> (Int16, Int16, Int16) {
        (counts(value.x, unitPerCount: unitPerCount), counts(value.y, unitPerCount: unitPerCount), counts(value.z, unitPerCount: unitPerCount))
    }
}
