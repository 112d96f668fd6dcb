import MotionMath
import RealModule

extension ComplementaryFilter {
    /// The complementary filter's tunable settings.
    public struct Settings: Sendable, Hashable {
        /// τ for the tilt correction, s: each step corrects the fraction 1 − exp(−Δt/τ) of
        /// the tilt error (up to the rate limit below). Default: 1 s.
        public var accelerometerTimeConstantSeconds: Double
        /// τ for the heading correction, s. Default: 10 s.
        public var magnetometerTimeConstantSeconds: Double
        /// The fastest the accelerometer may turn the attitude, rad/s: bounds the damage a
        /// long acceleration can do (as Madgwick's bounded gradient step does). Default:
        /// 0.05 rad/s.
        public var maximumAccelerometerCorrectionRadiansPerSecond: Double
        /// The fastest the magnetometer may turn the heading, rad/s. Default: 0.03 rad/s.
        public var maximumMagnetometerCorrectionRadiansPerSecond: Double
        /// The magnitude of gravity, m/s². Default: standard gravity, 9.80665.
        public var gravityMetersPerSecondSquared: Double
        /// The accelerometer is ignored while its magnitude differs from gravity by more than
        /// this, m/s². Default: ∞ (never: the rate limit handles accelerations better on
        /// the BROAD recordings).
        public var accelerationRejectionMetersPerSecondSquared: Double
        /// Input limits (gaps, absurd rates). Default: `InputLimits()`.
        public var limits: InputLimits
        /// How long after a start (and a restart after a gap) the attitude is levelled to
        /// the mean of the accelerometer in the gyroscope's frame (`StartUpLevelling`), s;
        /// 0 for none (the filter starts from its first reading alone). Default: 3 s.
        public var startUpLevellingSeconds: Double = 3
        /// The gyroscope bias learned while the sensor rests (`RestBiasEstimator`); nil for
        /// none. Default: `RestBiasEstimator.Settings()`.
        public var restBiasEstimation: RestBiasEstimator.Settings? = RestBiasEstimator.Settings()
        /// Keeps a disturbed magnetic field out of the update (`MagneticDisturbanceGate`, the
        /// VQF-class filter's detection and rejection rule); nil for none. Default:
        /// `MagneticDisturbanceGate.Settings()`.
        public var magneticDisturbanceRejection: MagneticDisturbanceGate.Settings? = MagneticDisturbanceGate.Settings()

        /// Creates settings. Defaults: τ_acc 1 s, τ_mag 10 s, rate limits 0.05 and 0.03 rad/s,
        /// g 9.80665 m/s², no magnitude rejection.
        public init(
            accelerometerTimeConstantSeconds: Double = 1,
            magnetometerTimeConstantSeconds: Double = 10,
            maximumAccelerometerCorrectionRadiansPerSecond: Double = 0.05,
            maximumMagnetometerCorrectionRadiansPerSecond: Double = 0.03,
            gravityMetersPerSecondSquared: Double = standardGravityMetersPerSecondSquared,
            accelerationRejectionMetersPerSecondSquared: Double = .infinity,
            limits: InputLimits = InputLimits()
        ) {
            self.accelerometerTimeConstantSeconds = accelerometerTimeConstantSeconds
            self.magnetometerTimeConstantSeconds = magnetometerTimeConstantSeconds
            self.maximumAccelerometerCorrectionRadiansPerSecond = maximumAccelerometerCorrectionRadiansPerSecond
            self.maximumMagnetometerCorrectionRadiansPerSecond = maximumMagnetometerCorrectionRadiansPerSecond
            self.gravityMetersPerSecondSquared = gravityMetersPerSecondSquared
            self.accelerationRejectionMetersPerSecondSquared = accelerationRejectionMetersPerSecondSquared
            self.limits = limits
        }
    }

    /// The complementary filter's state: the attitude and whether it has been initialised.
    public typealias State = AttitudeState

    /// Correction fractions derived from the settings and the time step; recomputed only
    /// when the time step changes.
    @usableFromInline
    struct Coefficients: Sendable, Hashable {
        @usableFromInline var deltaTimeSeconds = -1.0
        @usableFromInline var accelerometerFraction = 0.0
        @usableFromInline var magnetometerFraction = 0.0
        @usableFromInline var maximumAccelerometerCorrectionRadians = 0.0
        @usableFromInline var maximumMagnetometerCorrectionRadians = 0.0

        @usableFromInline init() {}

        @inlinable @inline(__always)
        mutating func update(settings: Settings, deltaTimeSeconds: Double) {
            guard deltaTimeSeconds != self.deltaTimeSeconds else { return }
            self.deltaTimeSeconds = deltaTimeSeconds
            accelerometerFraction = fraction(deltaTimeSeconds, settings.accelerometerTimeConstantSeconds)
            magnetometerFraction = fraction(deltaTimeSeconds, settings.magnetometerTimeConstantSeconds)
            maximumAccelerometerCorrectionRadians = settings.maximumAccelerometerCorrectionRadiansPerSecond * deltaTimeSeconds
            maximumMagnetometerCorrectionRadians = settings.maximumMagnetometerCorrectionRadiansPerSecond * deltaTimeSeconds
        }

        @inlinable
        func fraction(_ deltaTimeSeconds: Double, _ timeConstantSeconds: Double) -> Double {
            guard timeConstantSeconds > 0 else { return 1 }
            let value = 1 - Double.exp(-deltaTimeSeconds / timeConstantSeconds)
            return value.isFinite ? value : 0
        }
    }
}
