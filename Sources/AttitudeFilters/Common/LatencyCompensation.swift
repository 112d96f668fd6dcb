import MotionMath

/// Predicts a filter's attitude ahead by the sensor's delay.
///
/// A MEMS gyroscope reports the motion a few milliseconds late (its internal low-pass
/// filter has a group delay; the MPU-6050's datasheet lists 1–19 ms depending on the
/// DLPF setting). Every filter then estimates the attitude of that many milliseconds
/// ago, and at high angular rates the lag is the largest error left: at 400 °/s a delay of
/// 4 ms is 1.6°. The compensation turns the estimate further by the current bias-corrected
/// angular rate over the delay, q ⊗ exp(ω·Δt/2), the attitude one delay later if the rate
/// holds. It changes only what is reported, never the filter's state, so it cannot make a
/// filter diverge.
///
/// `inertia measure-delay` measures the delay of a recording with ground truth
/// (`SensorDelayEstimate` in `FilterEvaluation`); the BROAD sensor's gyroscope lags its optical
/// reference by 3.67–4.01 ms per trial (median 3.78 ms).
public struct LatencyCompensation: Sendable, Hashable {
    /// How far ahead the attitude is predicted, s: the sensor's delay. Zero or negative
    /// predicts nothing. Default: 0 s.
    public var leadSeconds: Double

    /// Prediction by `leadSeconds` s.
    public init(leadSeconds: Double = 0) {
        self.leadSeconds = leadSeconds
    }

    /// No prediction.
    public static let none = LatencyCompensation()

    /// True when the compensation changes the attitude at all.
    public var isActive: Bool { leadSeconds > 0 && leadSeconds.isFinite }

    /// `attitude` (sensor → earth) turned by `angularRateRadiansPerSecond` (sensor frame,
    /// bias already removed) over ``leadSeconds``. Returns `attitude` unchanged when the
    /// compensation is inactive or the rate is not finite.
    @inlinable
    public func predict(_ attitude: Quaternion, angularRateRadiansPerSecond rate: Vector3) -> Quaternion {
        guard isActive else { return attitude }
        let rotation = rate * leadSeconds
        guard rotation.x.isFinite, rotation.y.isFinite, rotation.z.isFinite else { return attitude }
        return (attitude * Quaternion(rotationVector: rotation)).normalized
    }
}

extension AttitudeFilter {
    /// The filter's attitude predicted ahead by `compensation` from the gyroscope reading
    /// `gyroscope` (rad/s) less the filter's ``estimatedGyroscopeBias``.
    @inlinable
    public func predictedAttitude(gyroscope: Vector3, compensation: LatencyCompensation) -> Quaternion {
        compensation.predict(attitude, angularRateRadiansPerSecond: gyroscope - estimatedGyroscopeBias)
    }
}
