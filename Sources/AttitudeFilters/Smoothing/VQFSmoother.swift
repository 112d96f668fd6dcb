import MotionMath

/// Offline attitude estimation over a whole recording: the VQF-class filter run forwards
/// and backwards in time, and the two estimates combined sample by sample.
///
/// An online filter at sample k knows only the samples up to k: its bias estimate and
/// magnetic reference are still settling at the start of a recording, and its
/// accelerometer and magnetometer corrections are low-pass filtered, so they lag the true
/// inclination and heading by about their time constants. Offline, the whole log is
/// there. The smoother makes three passes of ``VQFFilter`` (same settings, same code):
///
/// 1. forwards from a fresh start over the whole recording, only to settle the gyroscope
///    bias, the rest detection, the magnetic reference field and the low-pass filters on
///    the whole log (its attitudes are discarded);
/// 2. from where pass 1 ends, backwards from the last sample to the first: samples in
///    reverse order with the gyroscope negated (the filter's state is turned around
///    without a jump, see `VQFFilter.reverseTimeDirection`), the attitude recorded at
///    every sample;
/// 3. from where pass 2 ends, forwards again from the first sample, the attitude
///    recorded at every sample.
///
/// Passes 2 and 3 both start settled, and their accelerometer corrections lag in opposite
/// directions of time, so the lag of one cancels the lag of the other to first order: the
/// estimate at each sample is the midpoint (spherical interpolation, fraction
/// ``Settings/backwardWeight`` = ½) of the two. Without a magnetometer (6D) pass 2 starts
/// from pass 1's final heading and pass 3 from pass 2's, so both share one arbitrary
/// heading frame up to the gyroscope's residual drift. The heading (the rotation about the
/// vertical) is then taken from the forward pass (``Settings/backwardHeadingWeight`` = 0),
/// and the magnetometer's time constant is longer than online (30 s instead of 9 s): on
/// the BROAD recordings the backward pass's magnetometer heading is the less accurate one
/// (9D total 3.90° backward alone, 2.32° forward alone, 2.71° averaged, at τ_mag 9 s), and
/// with a settled gyroscope bias the heading gains from trusting the gyroscope longer.
///
/// A sample's backward update integrates the gyroscope reading of the sample after it
/// (negated), over the same interval the forward pass integrates it, so both passes
/// estimate the attitude at the same instant.
///
/// Optionally the output is moved earlier by the sensor's delay
/// (``Settings/sensorDelaySeconds``): the attitude reported at time t is the smoothed
/// attitude at t + delay, interpolated between samples. Offline this is exact
/// interpolation, not a prediction.
///
/// Never throws; input the filter rejects (non-finite samples, bad time steps, gaps) is
/// handled by ``VQFFilter`` in both directions. Memory: one quaternion per sample for
/// the backward pass besides the output.
///
/// The online filter: D. Laidig and T. Seel, "VQF: Highly accurate IMU orientation
/// estimation with bias estimation and magnetic disturbance rejection", Information
/// Fusion 91 (2023) 187–204. Its authors ship their own offline variant, `offlineVQF`
/// (PyPI `vqf`), a separate implementation; this smoother reuses the online filter
/// unchanged instead (`Benchmarks/compare` measures the two side by side).
public struct VQFSmoother: Sendable {
    /// The smoother's settings.
    public struct Settings: Sendable, Hashable {
        /// The settings of the VQF-class filter run in every pass. Default: the filter's
        /// defaults with ``VQFSmoother/magnetometerTimeConstantSeconds`` (30 s) for τ_mag.
        public var filter: VQFFilter.Settings
        /// The sensor's delay behind the true motion, s: the output at time t is the
        /// smoothed attitude at t + delay. 0 (the default) moves nothing.
        public var sensorDelaySeconds: Double
        /// The weight of the backward pass in the average, 0…1 (0: the forward pass alone,
        /// 1: the backward pass alone). Default: 0.5.
        public var backwardWeight: Double
        /// The weight of the backward pass in the heading (the rotation about the earth's
        /// vertical), 0…1; the inclination keeps ``backwardWeight``. Default: 0 (the heading
        /// of the forward pass).
        public var backwardHeadingWeight: Double

        /// Settings with the given values (defaults as documented on each property).
        public init(
            filter: VQFFilter.Settings = VQFSmoother.defaultFilterSettings, sensorDelaySeconds: Double = 0,
            backwardWeight: Double = 0.5, backwardHeadingWeight: Double = 0
        ) {
            self.filter = filter
            self.sensorDelaySeconds = sensorDelaySeconds
            self.backwardWeight = backwardWeight
            self.backwardHeadingWeight = backwardHeadingWeight
        }

        /// The defaults.
        public static let `default` = Settings()
    }

    /// τ_mag of the smoother's filter, s: 30 (the online filter's default is 9). Chosen on
    /// BROAD trials 01, 06, 15, 24 and 28 among 3, 6, 9, 15, 30, 60 and 120 s and judged on
    /// the other five (README "Offline smoothing").
    public static let magnetometerTimeConstantSeconds: Double = 30

    /// The filter settings the smoother uses by default: ``VQFFilter/Settings/default`` with
    /// τ_mag = ``magnetometerTimeConstantSeconds``.
    public static var defaultFilterSettings: VQFFilter.Settings {
        var settings = VQFFilter.Settings.default
        settings.magnetometerTimeConstantSeconds = magnetometerTimeConstantSeconds
        return settings
    }

    /// The settings in use.
    public var settings: Settings

    /// A smoother with `settings`.
    public init(settings: Settings = .default) {
        self.settings = settings
    }

    /// The smoothed attitude at every sample (sensor → ENU), one per sample.
    ///
    /// - Parameters:
    ///   - timestampsSeconds: each sample's time on the sensor's clock, s (increasing).
    ///   - gyroscope: angular rate, rad/s.
    ///   - accelerometer: specific force, m/s².
    ///   - magnetometer: magnetic field (µT by convention), nil entries for samples without
    ///     one; pass nil for a 6D estimate (heading arbitrary).
    /// The count is that of the shortest of the time, gyroscope and accelerometer arrays
    /// (and of the magnetometer array when given).
    public func smooth(
        timestampsSeconds: [Double], gyroscope: [Vector3], accelerometer: [Vector3], magnetometer: [Vector3?]?
    ) -> [Quaternion] {
        var count = min(timestampsSeconds.count, gyroscope.count, accelerometer.count)
        if let magnetometer { count = min(count, magnetometer.count) }
        guard count > 0 else { return [] }
        let passes = SmootherPasses(
            times: timestampsSeconds, gyroscope: gyroscope, accelerometer: accelerometer,
            magnetometer: magnetometer, count: count)
        var filter = VQFFilter(settings: settings.filter, samplePeriodSeconds: passes.typicalStepSeconds)
        passes.forward(&filter, record: nil as UnsafeMutableBufferPointer<Quaternion>?)
        filter.reverseTimeDirection()
        var backward = [Quaternion](repeating: .identity, count: count)
        passes.backward(&filter, record: &backward)
        filter.reverseTimeDirection()
        var smoothed = [Quaternion](repeating: .identity, count: count)
        passes.forward(&filter, record: &smoothed)
        let weight = Self.clampedWeight(settings.backwardWeight)
        let headingWeight = Self.clampedWeight(settings.backwardHeadingWeight)
        for index in 0..<count {
            smoothed[index] = Self.blend(
                forward: smoothed[index], backward: backward[index], weight: weight, headingWeight: headingWeight)
        }
        return Self.delayed(smoothed, times: timestampsSeconds, count: count, delaySeconds: settings.sensorDelaySeconds)
    }

    /// `weight` within 0…1 (0.5 when not finite).
    static func clampedWeight(_ weight: Double) -> Double {
        weight.isFinite ? min(max(weight, 0), 1) : 0.5
    }

    /// The slerp of `forward` towards `backward` by `weight`, then turned about the earth's
    /// vertical so that its heading is the `headingWeight` blend of the two passes' headings
    /// (the twist of each about z relative to the slerp).
    static func blend(forward: Quaternion, backward: Quaternion, weight: Double, headingWeight: Double) -> Quaternion {
        let middle = forward.slerp(to: backward, fraction: weight)
        guard headingWeight != weight else { return middle }
        let forwardTwist = verticalTwistRadians(forward * middle.conjugate)
        let backwardTwist = verticalTwistRadians(backward * middle.conjugate)
        let turn = (1 - headingWeight) * forwardTwist + headingWeight * backwardTwist
        return (Quaternion(axis: Vector3(0, 0, 1), angleRadians: turn) * middle).normalized
    }

    /// The signed angle of the twist of `rotation` about the earth's z axis, rad, −π…π.
    static func verticalTwistRadians(_ rotation: Quaternion) -> Double {
        var q = rotation
        if q.w < 0 { q = Quaternion(w: -q.w, x: -q.x, y: -q.y, z: -q.z) }
        guard q.w != 0 || q.z != 0 else { return 0 }
        return 2 * VQFNumerics.arcTangent2(q.z, q.w)
    }
}
