@testable import AttitudeFilters
import Foundation
import MotionMath
import Testing

/// `RestBiasEstimator`: what it learns at rest, what it leaves alone in motion, and bad input.
@Suite struct RestBiasEstimatorTests {
    static let limits = InputLimits()
    static let degree = Double.pi / 180
    static let gravity = Vector3(0, 0, 9.81)
    /// The bias most tests give the gyroscope, rad/s.
    static let bias = Vector3(0.4, -0.3, 0.5) * degree

    /// Feeds `seconds` of samples at 100 Hz: `gyroscope(t)` and `accelerometer(t)` plus a small
    /// deterministic jitter (±0.05 °/s, ±0.01 m/s²); returns the last corrected gyroscope.
    @discardableResult
    static func feed(
        _ estimator: inout RestBiasEstimator, seconds: Double, from start: Double = 0,
        gyroscope: (Double) -> Vector3, accelerometer: (Double) -> Vector3 = { _ in gravity }
    ) -> Vector3 {
        var corrected = Vector3.zero
        let count = Int(seconds * 100)
        for index in 0..<count {
            let time = start + Double(index) / 100
            let jitter = Double((index * 7919) % 11 - 5) / 5
            corrected = estimator.corrected(
                gyroscope(time) + Vector3(jitter, -jitter, jitter) * (0.05 * degree),
                accelerometer: accelerometer(time) + Vector3(0.01 * jitter, 0, -0.01 * jitter),
                deltaTimeSeconds: index == 0 && start == 0 ? 0 : 0.01, limits: limits)
        }
        return corrected
    }

    @Test func atRestItLearnsTheBiasAndItsSigmaFalls() {
        let bias = Self.bias
        var estimator = RestBiasEstimator()
        #expect(abs((estimator.standardDeviationRadiansPerSecond ?? .nan) - 0.5 * Self.degree) < 1e-12)
        // Nothing in the first 1.5 s (the minimum rest).
        Self.feed(&estimator, seconds: 1.4, gyroscope: { _ in bias })
        #expect(estimator.biasRadiansPerSecond == .zero)
        #expect(!estimator.isAtRest)
        let corrected = Self.feed(&estimator, seconds: 10, from: 1.4, gyroscope: { _ in bias })
        #expect(estimator.isAtRest)
        #expect((estimator.biasRadiansPerSecond - bias).length < 0.02 * Self.degree, "\(estimator.biasRadiansPerSecond / Self.degree) °/s")
        #expect(corrected.length < 0.15 * Self.degree)
        #expect((estimator.standardDeviationRadiansPerSecond ?? .nan) < 0.05 * Self.degree)
    }

    @Test func inMotionItLearnsNothingAndItsSigmaGrows() {
        let bias = Self.bias
        var estimator = RestBiasEstimator()
        Self.feed(&estimator, seconds: 10, gyroscope: { _ in bias })
        let learned = estimator.biasRadiansPerSecond
        let sigma = (estimator.standardDeviationRadiansPerSecond ?? .nan)
        // A turn back and forth (peaks of 60 °/s), the accelerometer following the tilt.
        let turning: (Double) -> Vector3 = { time in bias + Vector3(sin(2 * time), 0, 0) * (60 * Self.degree) }
        let tilted: (Double) -> Vector3 = { time in
            let angle = -0.5 * cos(2 * time) * 60 * Self.degree
            return Vector3(0, 9.81 * sin(angle), 9.81 * cos(angle))
        }
        Self.feed(&estimator, seconds: 60, from: 10, gyroscope: turning, accelerometer: tilted)
        #expect(estimator.biasRadiansPerSecond == learned)
        #expect(!estimator.isAtRest)
        #expect((estimator.standardDeviationRadiansPerSecond ?? .nan) > sigma)
    }

    @Test func aShakeWithAStillGyroscopeIsNoRest() {
        var estimator = RestBiasEstimator()
        // The gyroscope reads 1 °/s, but the accelerometer shakes by 2 m/s² at 5 Hz.
        Self.feed(&estimator, seconds: 20, gyroscope: { _ in Vector3(Self.degree, 0, 0) },
                  accelerometer: { time in Self.gravity + Vector3(2 * sin(10 * .pi * time), 0, 0) })
        #expect(estimator.biasRadiansPerSecond == .zero)
    }

    @Test func aTurnFasterThanTheLimitIsNoBias() {
        var estimator = RestBiasEstimator()
        // 3 °/s steady about the vertical: the accelerometer does not change, the rate is
        // above the 2 °/s limit.
        Self.feed(&estimator, seconds: 20, gyroscope: { _ in Vector3(0, 0, 3 * Self.degree) })
        #expect(estimator.biasRadiansPerSecond == .zero)
    }

    @Test func badSamplesLeaveTheStateAloneAndAGapRestartsTheDetection() {
        let bias = Self.bias
        var estimator = RestBiasEstimator()
        Self.feed(&estimator, seconds: 5, gyroscope: { _ in bias })
        let before = estimator
        let nan = estimator.corrected(
            Vector3(.nan, 0, 0), accelerometer: Self.gravity, deltaTimeSeconds: 0.01, limits: Self.limits)
        #expect(nan.x.isNaN)
        #expect(estimator == before)
        _ = estimator.corrected(
            bias, accelerometer: Vector3(0, .infinity, 0), deltaTimeSeconds: 0.01, limits: Self.limits)
        #expect(estimator == before)
        // A gap longer than the limits' longest step: the estimate stays, the rest starts again.
        let corrected = estimator.corrected(
            bias, accelerometer: Self.gravity, deltaTimeSeconds: 5, limits: Self.limits)
        #expect(estimator.biasRadiansPerSecond == before.biasRadiansPerSecond)
        #expect(corrected == bias - before.biasRadiansPerSecond)
        #expect(!estimator.isAtRest)
    }

    @Test func aSampleIsCorrectedByTheEstimateBeforeIt() {
        let bias = Self.bias
        var estimator = RestBiasEstimator()
        // 1.6 s at 100 Hz: just past the minimum rest, so each sample still moves the estimate.
        Self.feed(&estimator, seconds: 1.6, gyroscope: { _ in bias })
        #expect(estimator.isAtRest)
        let before = estimator.biasRadiansPerSecond
        let corrected = estimator.corrected(bias, accelerometer: Self.gravity, deltaTimeSeconds: 0.01, limits: Self.limits)
        #expect(estimator.biasRadiansPerSecond != before)
        #expect(corrected == bias - before)
    }

    @Test func aNonFiniteFirstSampleDoesNotStartTheLowPass() {
        let bias = Self.bias
        var estimator = RestBiasEstimator()
        _ = estimator.corrected(Vector3(.nan, 0, 0), accelerometer: Self.gravity, deltaTimeSeconds: 0, limits: Self.limits)
        _ = estimator.corrected(bias, accelerometer: Vector3(0, 0, .infinity), deltaTimeSeconds: 0, limits: Self.limits)
        // Had either started the low-pass, no sample after it would count as still.
        Self.feed(&estimator, seconds: 10, gyroscope: { _ in bias })
        #expect((estimator.biasRadiansPerSecond - bias).length < 0.02 * Self.degree)
    }

    @Test func madeWithoutSettingsAndSwitchedOnItLearnsFromSigmaZero() {
        let bias = Self.bias
        var estimator = RestBiasEstimator(settings: nil)
        #expect(estimator.standardDeviationRadiansPerSecond == nil)
        estimator.settings = RestBiasEstimator.Settings()
        #expect(abs((estimator.standardDeviationRadiansPerSecond ?? .nan) - 0.5 * Self.degree) < 1e-12)
        Self.feed(&estimator, seconds: 10, gyroscope: { _ in bias })
        #expect((estimator.biasRadiansPerSecond - bias).length < 0.02 * Self.degree)
    }

    @Test func withoutSettingsTheGyroscopeIsPassedOnAndTheEstimateKept() {
        let bias = Self.bias
        var estimator = RestBiasEstimator()
        Self.feed(&estimator, seconds: 5, gyroscope: { _ in bias })
        #expect(estimator.isAtRest)
        let learned = estimator.biasRadiansPerSecond
        #expect(estimator.appliedBiasRadiansPerSecond == learned)
        estimator.settings = nil
        #expect(estimator.appliedBiasRadiansPerSecond == .zero)
        #expect(!estimator.isAtRest)
        #expect(estimator.standardDeviationRadiansPerSecond == nil)
        for _ in 0..<500 {
            #expect(estimator.corrected(bias, accelerometer: Self.gravity, deltaTimeSeconds: 0.01, limits: Self.limits) == bias)
        }
        #expect(estimator.biasRadiansPerSecond == learned)
        // Switched on again, it goes on from the estimate it had.
        estimator.settings = RestBiasEstimator.Settings()
        #expect(estimator.appliedBiasRadiansPerSecond == learned)
        #expect(estimator.corrected(bias, accelerometer: Self.gravity, deltaTimeSeconds: 0.01, limits: Self.limits) == bias - learned)
    }
}
