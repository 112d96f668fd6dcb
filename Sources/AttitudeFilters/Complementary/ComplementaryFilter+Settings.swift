#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MotionMath

extension ComplementaryFilter {
    /// The complementary filter's tunable settings.
    public struct Settings: Sendable, Hashable {
        /// τ for the tilt correction, s: the accelerometer's influence decays with this
        /// time constant. Default: 1.5 s.
        public var accelerometerTimeConstantSeconds: Double
        /// τ for the heading correction, s. Default: 5 s.
        public var magnetometerTimeConstantSeconds: Double
        /// The magnitude of gravity, m/s². Default: 9.81.
        public var gravityMetersPerSecondSquared: Double
        /// The accelerometer is ignored while its magnitude differs from gravity by more than
        /// this, m/s². Default: 2.0.
        public var accelerationRejectionMetersPerSecondSquared: Double
        /// Input limits (gaps, absurd rates). Default: `InputLimits()`.
        public var limits: InputLimits

        /// Creates settings. Defaults: τ_acc 1.5 s, τ_mag 5 s, g 9.81, rejection 2.0 m/s².
        public init(
            accelerometerTimeConstantSeconds: Double = 1.5,
            magnetometerTimeConstantSeconds: Double = 5,
            gravityMetersPerSecondSquared: Double = 9.81,
            accelerationRejectionMetersPerSecondSquared: Double = 2.0,
            limits: InputLimits = InputLimits()
        ) {
            self.accelerometerTimeConstantSeconds = accelerometerTimeConstantSeconds
            self.magnetometerTimeConstantSeconds = magnetometerTimeConstantSeconds
            self.gravityMetersPerSecondSquared = gravityMetersPerSecondSquared
            self.accelerationRejectionMetersPerSecondSquared = accelerationRejectionMetersPerSecondSquared
            self.limits = limits
        }
    }

    /// The complementary filter's state.
    public struct State: Sendable, Hashable {
        /// Sensor→ENU attitude, normalised.
        public var attitude: Quaternion
        /// False until the first usable sample has set the attitude.
        public var isInitialised: Bool

        /// The uninitialised state.
        public init(attitude: Quaternion = .identity, isInitialised: Bool = false) {
            self.attitude = attitude
            self.isInitialised = isInitialised
        }
    }

    /// Correction fractions derived from the settings and the time step; recomputed only
    /// when the time step changes.
    @usableFromInline
    struct Coefficients: Sendable, Hashable {
        @usableFromInline var deltaTimeSeconds = -1.0
        @usableFromInline var accelerometerFraction = 0.0
        @usableFromInline var magnetometerFraction = 0.0

        @usableFromInline init() {}

        @inlinable
        mutating func update(settings: Settings, deltaTimeSeconds: Double) {
            guard deltaTimeSeconds != self.deltaTimeSeconds else { return }
            self.deltaTimeSeconds = deltaTimeSeconds
            accelerometerFraction = fraction(deltaTimeSeconds, settings.accelerometerTimeConstantSeconds)
            magnetometerFraction = fraction(deltaTimeSeconds, settings.magnetometerTimeConstantSeconds)
        }

        @inlinable
        func fraction(_ deltaTimeSeconds: Double, _ timeConstantSeconds: Double) -> Double {
            guard timeConstantSeconds > 0 else { return 1 }
            let value = 1 - exp(-deltaTimeSeconds / timeConstantSeconds)
            return value.isFinite ? value : 0
        }
    }
}
