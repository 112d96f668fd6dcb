import MotionMath

/// Predicts a filter's attitude ahead by the sensor's delay.
///
/// A MEMS gyroscope reports the motion a few milliseconds late (its internal low-pass
/// filter has a group delay; the MPU-6050's datasheet lists 1–19 ms depending on the
/// DLPF setting). At high angular rates the lag is the largest error left: at 400 °/s a
/// lag of 4 ms is 1.6°. The compensation turns the estimate further by the current
/// bias-corrected angular rate, q ⊗ exp(ω·lead/2), the attitude one lead later if the rate
/// holds. It changes only what is reported, never the filter's state, so it cannot make a
/// filter diverge.
///
/// The lead is the delay less half the time step: every filter here (and the offline
/// smoother) integrates each sample's rate over the step that ends at that sample, as if
/// the rate of the step's middle had been read at its end, so its attitude is already half
/// a step ahead of the readings. A sensor 2.8 ms late sampled at 200 Hz leaves the attitude
/// 0.3 ms late, and one 4.8 ms late at 100 Hz none to predict (measured on the simulated
/// chips, whose delays are known exactly: `SimulatedMPUDelayTests`).
///
/// `inertia measure-delay` measures the delay of a recording with ground truth
/// (`SensorDelayEstimate` in `FilterEvaluation`); the BROAD sensor's gyroscope lags its optical
/// reference by 3.67–4.01 ms per trial (median 3.78 ms).
public struct LatencyCompensation: Sendable, Hashable {
    /// The sensor's delay, s: how late its gyroscope reports the motion. Zero, negative or
    /// not finite predicts nothing. Default: 0 s.
    public var sensorDelaySeconds: Double

    /// Prediction for a sensor `sensorDelaySeconds` s late.
    public init(sensorDelaySeconds: Double = 0) {
        self.sensorDelaySeconds = sensorDelaySeconds
    }

    /// No prediction.
    public static let none = LatencyCompensation()

    /// True when the compensation can change the attitude at all.
    public var isActive: Bool { sensorDelaySeconds > 0 && sensorDelaySeconds.isFinite }

    /// How far ahead the attitude is predicted after a time step of `stepSeconds`, s: the
    /// delay less half the step, at least 0 (a step that is not finite or not positive
    /// counts as 0).
    @inlinable
    public func leadSeconds(stepSeconds: Double) -> Double {
        guard isActive else { return 0 }
        let halfStep = stepSeconds.isFinite && stepSeconds > 0 ? stepSeconds / 2 : 0
        return max(sensorDelaySeconds - halfStep, 0)
    }

    /// `attitude` (sensor → earth) turned by `angularRateRadiansPerSecond` (sensor frame,
    /// bias already removed) over ``leadSeconds(stepSeconds:)`` for the time step
    /// `stepSeconds` the filter has just integrated, s. Returns `attitude` unchanged when
    /// there is nothing to predict or the rate is not finite.
    @inlinable
    public func predict(_ attitude: Quaternion, angularRateRadiansPerSecond rate: Vector3, stepSeconds: Double) -> Quaternion {
        let lead = leadSeconds(stepSeconds: stepSeconds)
        guard lead > 0 else { return attitude }
        let rotation = rate * lead
        guard rotation.x.isFinite, rotation.y.isFinite, rotation.z.isFinite else { return attitude }
        return (attitude * Quaternion(rotationVector: rotation)).normalized
    }
}

extension AttitudeFilter {
    /// The filter's attitude predicted ahead by `compensation` after a time step of
    /// `stepSeconds` s, from the gyroscope reading `gyroscope` (rad/s) less the filter's
    /// ``estimatedGyroscopeBias``.
    @inlinable
    public func predictedAttitude(gyroscope: Vector3, compensation: LatencyCompensation, stepSeconds: Double) -> Quaternion {
        compensation.predict(attitude, angularRateRadiansPerSecond: gyroscope - estimatedGyroscopeBias, stepSeconds: stepSeconds)
    }
}
