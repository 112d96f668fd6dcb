import Foundation

/// The overlapping Allan deviation of one evenly sampled signal, at averaging times spread
/// evenly on a log scale (IEEE Std 952, the "overlapping" estimator).
///
/// With θ the running integral of the signal (its mean removed), sampled every τ₀, and
/// τ = m·τ₀: σ²(τ) = Σₖ (θₖ₊₂ₘ − 2θₖ₊ₘ + θₖ)² / (2τ²·(count of terms)).
public struct AllanCurve: Sendable, Equatable {
    /// Averaging times τ, seconds, increasing.
    public let tausSeconds: [Double]
    /// The Allan deviation at each τ, in the signal's unit.
    public let deviations: [Double]

    /// Creates a curve from its points (the same count each, τ increasing).
    public init(tausSeconds: [Double], deviations: [Double]) {
        self.tausSeconds = tausSeconds
        self.deviations = deviations
    }

    /// The overlapping Allan deviation of `values` sampled every `samplePeriodSeconds`.
    /// - Parameters:
    ///   - pointsPerDecade: averaging times per factor of 10. Default 10.
    ///   - longestTauFraction: the longest τ as a fraction of the recording. Default 0.25.
    /// - Returns: an empty curve for fewer than 4 values or a period that is not positive.
    public static func overlapping(
        _ values: [Double], samplePeriodSeconds: Double, pointsPerDecade: Int = 10, longestTauFraction: Double = 0.25
    ) -> AllanCurve {
        let count = values.count
        guard count >= 4, samplePeriodSeconds > 0, samplePeriodSeconds.isFinite else {
            return AllanCurve(tausSeconds: [], deviations: [])
        }
        let mean = values.reduce(0, +) / Double(count)
        // θ has count + 1 points: θ₀ = 0, θₖ = τ₀ · Σ_{i<k} (vᵢ − mean).
        var integral = [Double](repeating: 0, count: count + 1)
        for index in 0..<count {
            integral[index + 1] = integral[index] + (values[index] - mean) * samplePeriodSeconds
        }
        let largest = max(1, min(count / 2, Int(longestTauFraction * Double(count))))
        var taus: [Double] = []
        var deviations: [Double] = []
        for m in averagingFactors(upTo: largest, pointsPerDecade: pointsPerDecade) {
            let tau = Double(m) * samplePeriodSeconds
            let terms = count + 1 - 2 * m
            var sum = 0.0
            for k in 0..<terms {
                let difference = integral[k + 2 * m] - 2 * integral[k + m] + integral[k]
                sum += difference * difference
            }
            taus.append(tau)
            deviations.append((sum / (2 * tau * tau * Double(terms))).squareRoot())
        }
        return AllanCurve(tausSeconds: taus, deviations: deviations)
    }

    /// 1, then whole numbers spread evenly on a log scale, up to `largest`.
    static func averagingFactors(upTo largest: Int, pointsPerDecade: Int) -> [Int] {
        var factors: [Int] = []
        var exponent = 0
        while true {
            let factor = Int(pow(10, Double(exponent) / Double(max(1, pointsPerDecade))).rounded())
            if factor > largest { break }
            if factor != factors.last { factors.append(factor) }
            exponent += 1
        }
        return factors
    }

    /// The deviation at `tauSeconds`, interpolated on the log-log curve; nil outside it.
    public func deviation(atTauSeconds tauSeconds: Double) -> Double? {
        guard let upper = tausSeconds.firstIndex(where: { $0 >= tauSeconds }) else { return nil }
        if tausSeconds[upper] == tauSeconds { return deviations[upper] }
        guard upper > 0 else { return nil }
        let lower = upper - 1
        let fraction = log(tauSeconds / tausSeconds[lower]) / log(tausSeconds[upper] / tausSeconds[lower])
        return deviations[lower] * pow(deviations[upper] / deviations[lower], fraction)
    }
}
