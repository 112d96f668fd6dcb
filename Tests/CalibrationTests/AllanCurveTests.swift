import Calibration
import Foundation
import Testing

@Suite struct AllanCurveTests {
    private func whiteNoise(count: Int, standardDeviation: Double, seed: UInt64) -> [Double] {
        var random = SeededGenerator(seed: seed)
        return (0..<count).map { _ in random.gaussian(standardDeviation: standardDeviation) }
    }

    @Test func whiteNoiseFallsAtSlopeMinusOneHalfAtItsLevel() throws {
        // 200 000 samples at 100 Hz of σ = 0.05: N = σ·√τ₀ = 0.005 unit·√s.
        let period = 0.01
        let values = whiteNoise(count: 200_000, standardDeviation: 0.05, seed: 1)
        let curve = AllanCurve.overlapping(values, samplePeriodSeconds: period)
        // Least-squares slope of log σ on log τ up to a tenth of the recording.
        let points = zip(curve.tausSeconds, curve.deviations).filter { $0.0 <= 200 }
        let xs = points.map { log($0.0) }
        let ys = points.map { log($0.1) }
        let meanX = xs.reduce(0, +) / Double(xs.count)
        let meanY = ys.reduce(0, +) / Double(ys.count)
        let covariance: Double = zip(xs, ys).map { (x: Double, y: Double) -> Double in (x - meanX) * (y - meanY) }.reduce(0, +)
        let variance: Double = xs.map { (x: Double) -> Double in (x - meanX) * (x - meanX) }.reduce(0, +)
        let slope = covariance / variance
        #expect(abs(slope + 0.5) < 0.03, "slope \(slope)")
        #expect(points.count > 30)
        let fit = try #require(AllanNoiseFit(curve: curve, durationSeconds: 2000))
        let level = try #require(fit.randomWalk)
        #expect(abs(level / 0.005 - 1) < 0.03, "N \(level)")
        // At τ = τ₀ the overlapping estimator is the sample deviation over √2·… : σ.
        #expect(abs(curve.deviations[0] / 0.05 - 1) < 0.02)
    }

    @Test func aRandomWalkRisesAtSlopePlusOneHalf() {
        // The integral of white noise (a rate random walk): σ(τ) ∝ √τ.
        var random = SeededGenerator(seed: 2)
        var value = 0.0
        let values = (0..<100_000).map { _ -> Double in
            value += random.gaussian(standardDeviation: 0.001)
            return value
        }
        let curve = AllanCurve.overlapping(values, samplePeriodSeconds: 0.01)
        guard let short = curve.deviation(atTauSeconds: 1), let long = curve.deviation(atTauSeconds: 10) else {
            Issue.record("the curve does not reach τ = 10 s")
            return
        }
        let slope = log(long / short) / log(10.0)
        #expect(abs(slope - 0.5) < 0.1, "slope \(slope)")
        let fit = AllanNoiseFit(curve: curve, durationSeconds: 1000)
        #expect(fit?.randomWalk == nil, "a curve that never falls has no −½ stretch")
        #expect(fit?.minimumTauSeconds == curve.tausSeconds.first)
    }

    @Test func averagingTimesAreEvenOnALogScaleAndStopAtAQuarter() {
        let curve = AllanCurve.overlapping(whiteNoise(count: 10_000, standardDeviation: 1, seed: 3), samplePeriodSeconds: 0.1)
        #expect(curve.tausSeconds.first == 0.1)
        #expect((curve.tausSeconds.last ?? 0) <= 250)
        #expect((curve.tausSeconds.last ?? 0) > 150)
        #expect(zip(curve.tausSeconds.dropFirst(), curve.tausSeconds).allSatisfy { $0 > $1 })
        #expect(AllanCurve.overlapping([1, 2], samplePeriodSeconds: 0.1).tausSeconds.isEmpty)
    }

    @Test func theFlatMinimumOverPointSixSixFourIsTheBiasInstability() throws {
        // A curve built by hand: −½ down to a floor of 0.0664 from τ = 10 s on.
        let taus = (0..<40).map { pow(10, Double($0) / 10 - 1) }
        let deviations = taus.map { max(0.0664 * (1 + 0.001 * log($0 / 10) * log($0 / 10)), 0.3 / $0.squareRoot()) }
        let fit = try #require(AllanNoiseFit(curve: AllanCurve(tausSeconds: taus, deviations: deviations), durationSeconds: 10_000))
        #expect(abs(fit.biasInstability / 0.1 - 1) < 0.01, "B \(fit.biasInstability)")
        #expect(abs((fit.randomWalk ?? 0) / 0.3 - 1) < 0.01)
        #expect(!fit.minimumIsAtLongestTau)
    }
}
