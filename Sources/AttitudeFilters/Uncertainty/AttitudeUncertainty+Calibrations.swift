/// Each filter's constants, fitted on the 10 BROAD trials by `Benchmarks/uncertainty-fit.py`
/// (95 % of all samples from 5 s in within each bound; checked by leaving each trial out in
/// turn) and measured in the code by `Benchmarks/uncertainty-coverage --filter NAME`
/// (Benchmarks/README.md, "The other filters' bounds").
extension AttitudeUncertainty.Settings {
    /// The constants calibrated for ``VQFFilter`` (the defaults, `Settings()`).
    public static let vqf = Self()

    /// For a filter calibrated on nothing (the default of
    /// ``AttitudeFilter/uncertaintySettings``): each bound-widening constant the largest of
    /// the calibrated filters' (Madgwick's, Mahony's, the complementary filter's and VQF's),
    /// each recovery time constant the longest, so its bounds err on the wide side.
    public static let uncalibrated: Self = {
        let calibrated = [vqf, madgwick, mahony, complementary]
        func largest(_ value: KeyPath<Self, Double>) -> Double { calibrated.map { $0[keyPath: value] }.max() ?? 0 }
        var settings = Self()
        for value: WritableKeyPath<Self, Double> in [
            \.inclinationFloorDegrees, \.inclinationPerRateDegreesPerDegreePerSecond, \.inclinationMovingDegrees,
            \.inclinationPerAccelerometerDisagreement, \.inclinationMagneticDegrees, \.headingFloorDegrees,
            \.headingPerRateDegreesPerDegreePerSecond, \.biasDriftStandardDeviations, \.scaleErrorFraction,
            \.magneticReferenceDegrees, \.magneticDisagreementFraction, \.headingRecoveryTimeConstantSeconds,
            \.inclinationRecoveryTimeConstantSeconds, \.assumedBiasStandardDeviationRadiansPerSecond,
            \.startUpSeconds, \.startUpWindowSeconds,
        ] {
            settings[keyPath: value] = largest(value)
        }
        return settings
    }()

    /// The constants calibrated for ``MadgwickFilter`` (β 0.08): its magnetometer step tilts
    /// the attitude too (the 9D term).
    public static let madgwick = followingTheAccelerometer(
        inclinationFloorDegrees: 1.4, inclinationPerRate: 0.01, inclinationMagneticDegrees: 1.5,
        headingPerRate: 0.03, magneticReferenceDegrees: 7.6)

    /// The constants calibrated for ``MahonyFilter`` (Kₚ 0.5, Kᵢ 0.001, its magnetic
    /// disturbance gate on): its magnetometer correction tilts the attitude more than
    /// Madgwick's. (Before the gate, 0.31.0, it followed a magnet on the sensor: 9D term 4.7°,
    /// heading 16.5°.) The heading takes no term per °/s: one (0.05° per °/s fitted 9D with a
    /// floor of 6°) would widen the 6D heading bound too, to 99.9 % of its errors.
    public static let mahony = followingTheAccelerometer(
        inclinationFloorDegrees: 1.6, inclinationPerRate: 0, inclinationMagneticDegrees: 1.9,
        headingPerRate: 0, magneticReferenceDegrees: 11)

    /// The constants calibrated for ``MahonyFilter`` without its magnetic disturbance gate
    /// (``MahonyFilter/Settings/magneticDisturbanceRejection`` nil, as published too): it
    /// follows a magnet on the sensor, so the 9D terms are wider (fitted in 0.31.0, before
    /// the gate: 9D term 4.7°, heading 16.5°).
    public static let mahonyWithoutMagneticRejection = followingTheAccelerometer(
        inclinationFloorDegrees: 1.6, inclinationPerRate: 0, inclinationMagneticDegrees: 4.7,
        headingPerRate: 0, magneticReferenceDegrees: 16.5)

    /// The constants calibrated for ``ComplementaryFilter`` (τ 1 s / 10 s, the bias learned
    /// at rest; the rate factor kept at 0.005, which simulated waving needs): its magnetometer
    /// turns the heading only, and its corrections recover with its own time constants.
    public static let complementary = followingTheAccelerometer(
        inclinationFloorDegrees: 0.3, inclinationPerRate: 0.005, inclinationMagneticDegrees: 0,
        headingPerRate: 0.03, magneticReferenceDegrees: 4.8,
        inclinationRecoveryTimeConstantSeconds: 1, headingRecoveryTimeConstantSeconds: 10)

    /// Constants for a filter that follows the accelerometer without rejecting
    /// accelerations (0.2 × the smoothed disagreement, the factor that fitted all three
    /// best) and whose inclination does not settle at rest (no moving term); the 6D heading
    /// drifts with the σ of the bias learned at rest (`RestBiasEstimator`); the rest as the
    /// VQF-class filter's.
    static func followingTheAccelerometer(
        inclinationFloorDegrees: Double, inclinationPerRate: Double, inclinationMagneticDegrees: Double,
        headingPerRate: Double, magneticReferenceDegrees: Double,
        inclinationRecoveryTimeConstantSeconds: Double = 3, headingRecoveryTimeConstantSeconds: Double = 9
    ) -> Self {
        var settings = Self()
        settings.inclinationFloorDegrees = inclinationFloorDegrees
        settings.inclinationPerRateDegreesPerDegreePerSecond = inclinationPerRate
        settings.inclinationMovingDegrees = 0
        settings.inclinationPerAccelerometerDisagreement = 0.2
        settings.inclinationMagneticDegrees = inclinationMagneticDegrees
        settings.headingPerRateDegreesPerDegreePerSecond = headingPerRate
        settings.magneticReferenceDegrees = magneticReferenceDegrees
        settings.inclinationRecoveryTimeConstantSeconds = inclinationRecoveryTimeConstantSeconds
        settings.headingRecoveryTimeConstantSeconds = headingRecoveryTimeConstantSeconds
        return settings
    }
}
