import MotionMath

extension MadgwickFilter {
    /// Madgwick's tunable settings.
    public struct Settings: Sendable, Hashable {
        /// β, the gradient-descent gain, rad/s: how fast the accelerometer and magnetometer
        /// pull the attitude. Default: 0.08 (tuned on the BROAD recordings; Madgwick
        /// suggests √(3/4)·gyroscope error).
        public var gain: Double
        /// Input limits (gaps, absurd rates). Default: `InputLimits()`.
        public var limits: InputLimits
        /// How long after a start (and a restart after a gap) the attitude is levelled to
        /// the mean of the accelerometer in the gyroscope's frame (`StartUpLevelling`), s;
        /// 0 for none (the filter starts from its first reading alone). Default: 3 s.
        public var startUpLevellingSeconds: Double = 3
        /// The gyroscope bias learned while the sensor rests (`RestBiasEstimator`); nil for
        /// none (the published filter). Default: `RestBiasEstimator.Settings()`.
        public var restBiasEstimation: RestBiasEstimator.Settings? = RestBiasEstimator.Settings()
        /// Keeps a disturbed magnetic field out of the update (`MagneticDisturbanceGate`, the
        /// VQF-class filter's detection and rejection rule); nil for none. Default: nil.
        ///
        /// Off by default, unlike in Mahony and the complementary filter: Madgwick's is the
        /// lean update, timed against x-io Fusion's C, and the gate costs a 9D update about
        /// 50 ns (in double precision: a rotation, a square root, an arcsine and two low-pass
        /// filters), more than Madgwick's whole update. On the BROAD trials it takes the 9D
        /// total from 4.87° to 3.75° (the attached magnet 11.6° → 2.9°, the stationary magnet
        /// 6.3° → 4.0°, the undisturbed trials unchanged). Benchmarks/README.md, "Magnetic
        /// disturbance rejection in Madgwick, Mahony and the complementary filter".
        public var magneticDisturbanceRejection: MagneticDisturbanceGate.Settings?

        /// Creates settings. Defaults: β = 0.08, default limits.
        public init(gain: Double = 0.08, limits: InputLimits = InputLimits()) {
            self.gain = gain
            self.limits = limits
        }

        /// Madgwick's filter as published: no start-up levelling (it starts from its first
        /// reading) and no bias learned at rest; β and the limits as the defaults.
        public static let published: Settings = {
            var settings = Settings()
            settings.startUpLevellingSeconds = 0
            settings.restBiasEstimation = nil
            return settings
        }()
    }

    /// Madgwick's state: the attitude and whether it has been initialised.
    public typealias State = AttitudeState
}
