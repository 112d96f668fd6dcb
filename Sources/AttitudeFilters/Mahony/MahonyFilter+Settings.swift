import MotionMath

extension MahonyFilter {
    /// Mahony's tunable settings.
    public struct Settings: Sendable, Hashable {
        /// Kₚ, the proportional gain, rad/s per unit error. Default: 0.5.
        public var proportionalGain: Double
        /// Kᵢ, the integral gain (gyroscope-bias estimation), rad/s² per unit error;
        /// 0 disables bias estimation. Default: 0.001.
        public var integralGain: Double
        /// The largest gyroscope bias the integral term may estimate, rad/s per axis.
        /// Default: 0.1 rad/s.
        public var maximumGyroscopeBiasRadiansPerSecond: Double
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
        /// VQF-class filter's detection and rejection rule); nil for none (the published
        /// filter). Default: `MagneticDisturbanceGate.Settings()`.
        public var magneticDisturbanceRejection: MagneticDisturbanceGate.Settings? = MagneticDisturbanceGate.Settings()

        /// Creates settings. Defaults: Kₚ = 0.5, Kᵢ = 0.001, bias ≤ 0.1 rad/s, default limits.
        public init(
            proportionalGain: Double = 0.5,
            integralGain: Double = 0.001,
            maximumGyroscopeBiasRadiansPerSecond: Double = 0.1,
            limits: InputLimits = InputLimits()
        ) {
            self.proportionalGain = proportionalGain
            self.integralGain = integralGain
            self.maximumGyroscopeBiasRadiansPerSecond = maximumGyroscopeBiasRadiansPerSecond
            self.limits = limits
        }

        /// Mahony's filter as published: no start-up levelling (it starts from its first
        /// reading), no bias learned at rest (the integral term is the published one) and no
        /// magnetic disturbance rejection; the gains and limits as the defaults.
        public static let published: Settings = {
            var settings = Settings()
            settings.startUpLevellingSeconds = 0
            settings.restBiasEstimation = nil
            settings.magneticDisturbanceRejection = nil
            return settings
        }()
    }

    /// Mahony's state: attitude and the integral term's bias estimate.
    public struct State: Sendable, Hashable {
        /// Sensor→ENU attitude, normalised.
        public var attitude: Quaternion
        /// Estimated gyroscope bias, rad/s (subtracted from the gyroscope).
        public var gyroscopeBias: Vector3
        /// False until the first usable sample has set the attitude.
        public var isInitialised: Bool

        /// The uninitialised state.
        public init(attitude: Quaternion = .identity, gyroscopeBias: Vector3 = .zero, isInitialised: Bool = false) {
            self.attitude = attitude
            self.gyroscopeBias = gyroscopeBias
            self.isInitialised = isInitialised
        }
    }
}
