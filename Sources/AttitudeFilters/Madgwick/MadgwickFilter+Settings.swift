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
