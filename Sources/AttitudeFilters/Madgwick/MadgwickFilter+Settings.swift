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

        /// Creates settings. Defaults: β = 0.08, default limits.
        public init(gain: Double = 0.08, limits: InputLimits = InputLimits()) {
            self.gain = gain
            self.limits = limits
        }
    }

    /// Madgwick's state: the attitude and whether it has been initialised.
    public typealias State = AttitudeState
}
