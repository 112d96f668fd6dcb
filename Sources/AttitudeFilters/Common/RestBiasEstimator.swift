import MotionMath

/// The gyroscope bias learned while the sensor rests, for the filters that have no bias
/// estimate of their own in 6D (Madgwick, Mahony, the complementary filter).
///
/// Rest is detected as the VQF-class filter detects it (its published thresholds): for at
/// least ``Settings/minimumRestSeconds`` the gyroscope and the accelerometer stay within
/// their thresholds of their own low-pass values (time constant
/// ``Settings/lowPassTimeConstantSeconds``, first order) and the low-pass angular rate is
/// within ``Settings/biasLimitDegreesPerSecond`` on every axis. At rest the low-pass angular
/// rate measures the bias; a scalar Kalman filter (the same on every axis) weighs it against
/// the estimate so far: its variance starts at σ₀² (``Settings/initialStandardDeviationDegreesPerSecond``),
/// grows by (0.1 °/s)² per ``Settings/forgettingTimeSeconds`` and never above σ₀², and the
/// rest's measurement noise is chosen so that a long rest settles at
/// ``Settings/restStandardDeviationDegreesPerSecond`` (as the VQF-class filter's).
///
/// The filter integrates the gyroscope less this bias. A slow turn that is steady to within
/// the thresholds (below 2 °/s by default, with the accelerometer steady: a turn about the
/// vertical) cannot be told from a rest and is learned as bias, as in every rest detector.
///
/// Settings are passed to each update (the estimator holds state only).
public struct RestBiasEstimator: Sendable, Hashable {
    /// How rest is detected and the bias learned. Defaults: the VQF-class filter's.
    public struct Settings: Sendable, Hashable {
        /// Largest deviation of the gyroscope from its low-pass value at rest, °/s.
        /// Default: 2 °/s.
        public var gyroscopeThresholdDegreesPerSecond: Double = 2
        /// Largest deviation of the accelerometer from its low-pass value at rest, m/s².
        /// Default: 0.5 m/s².
        public var accelerometerThresholdMetersPerSecondSquared: Double = 0.5
        /// How long both must stay within their thresholds before the bias is learned, s.
        /// Default: 1.5 s.
        public var minimumRestSeconds: Double = 1.5
        /// Time constant of the low-pass values, s. Default: 0.5 s.
        public var lowPassTimeConstantSeconds: Double = 0.5
        /// σ₀ of the bias before any rest, and the largest it grows to, °/s. Default: 0.5 °/s.
        public var initialStandardDeviationDegreesPerSecond: Double = 0.5
        /// σ a long rest settles at, °/s. Default: 0.03 °/s.
        public var restStandardDeviationDegreesPerSecond: Double = 0.03
        /// Time over which the variance grows by (0.1 °/s)², s. Default: 100 s.
        public var forgettingTimeSeconds: Double = 100
        /// Largest bias learned and largest low-pass rate at rest, °/s per axis. Default: 2 °/s.
        public var biasLimitDegreesPerSecond: Double = 2

        /// The defaults.
        public init() {}
    }

    /// The bias estimate, rad/s, sensor frame.
    public private(set) var biasRadiansPerSecond: Vector3 = .zero
    /// The variance of the estimate on each axis, (rad/s)²; σ₀² until the first update.
    public private(set) var varianceRadiansSquaredPerSecondSquared: Double?
    /// Whether the last update found the sensor at rest (and learned from it).
    public private(set) var isAtRest = false
    /// Low-pass gyroscope (lanes 0–2, rad/s) and accelerometer (lanes 4–6, m/s²).
    var lowPass = SIMD8<Double>()
    /// Whether `lowPass` holds a value (false before the first sample and after a gap).
    var hasLowPass = false
    /// How long the sensor has stayed within the thresholds, s.
    var restSeconds = 0.0

    /// An estimator that knows nothing yet.
    public init() {}

    /// The standard deviation of the estimate per axis, rad/s (σ₀ before the first update).
    public func standardDeviationRadiansPerSecond(settings: Settings) -> Double {
        (varianceRadiansSquaredPerSecondSquared ?? Self.initialVariance(settings)).squareRoot()
    }

    /// Takes one sample and returns the gyroscope less the bias estimate, rad/s.
    /// - Parameters:
    ///   - gyroscope: rad/s; accelerometer: m/s² (sensor frame).
    ///   - deltaTimeSeconds: the time since the previous sample, s. Outside
    ///     (0, `limits.maximumTimeStepSeconds`] (a first sample, a gap) the detection starts
    ///     again from this sample; the estimate is kept.
    ///   - settings: nil: no estimation (the gyroscope is returned as it is).
    /// A sample with a non-finite value leaves the state alone.
    @inlinable @inline(__always)
    public mutating func corrected(
        _ gyroscope: Vector3, accelerometer: Vector3, deltaTimeSeconds: Double, limits: InputLimits,
        settings: Settings?
    ) -> Vector3 {
        guard let settings else {
            if isAtRest { leaveRest() }
            return gyroscope
        }
        let maximumTimeStepSeconds = limits.maximumTimeStepSeconds
        let input = SIMD8(lowHalf: SIMD4(gyroscope, 0), highHalf: SIMD4(accelerometer, 0))
        // A finite sum of squares has finite lanes; NaN fails the comparison.
        guard (input * input).sum() <= .greatestFiniteMagnitude else { return gyroscope - biasRadiansPerSecond }
        learn(from: input, deltaTimeSeconds: deltaTimeSeconds, maximumTimeStepSeconds: maximumTimeStepSeconds,
              settings: settings)
        return gyroscope - biasRadiansPerSecond
    }

    /// Ends a rest (estimation switched off).
    @usableFromInline
    mutating func leaveRest() {
        isAtRest = false
        restSeconds = 0
    }

    @usableFromInline
    mutating func learn(
        from input: SIMD8<Double>, deltaTimeSeconds: Double, maximumTimeStepSeconds: Double, settings: Settings
    ) {
        let initialVariance = Self.initialVariance(settings)
        var variance = varianceRadiansSquaredPerSecondSquared ?? initialVariance
        defer { varianceRadiansSquaredPerSecondSquared = variance }
        guard hasLowPass, deltaTimeSeconds > 0, deltaTimeSeconds <= maximumTimeStepSeconds else {
            lowPass = input
            hasLowPass = true
            restSeconds = 0
            isAtRest = false
            return
        }
        let radiansPerDegree = Double.pi / 180
        // The variance grows by (0.1 °/s)² per forgetting time, up to σ₀².
        let processNoise = (0.1 * radiansPerDegree) * (0.1 * radiansPerDegree) * deltaTimeSeconds
            / max(settings.forgettingTimeSeconds, .leastNormalMagnitude)
        variance = min(variance + processNoise, max(variance, initialVariance))

        let smoothing = min(deltaTimeSeconds / max(settings.lowPassTimeConstantSeconds, .leastNormalMagnitude), 1)
        lowPass += smoothing * (input - lowPass)
        let deviation = input - lowPass
        let squared = deviation * deviation
        let gyroscopeThreshold = settings.gyroscopeThresholdDegreesPerSecond * radiansPerDegree
        let accelerometerThreshold = settings.accelerometerThresholdMetersPerSecondSquared
        let limit = settings.biasLimitDegreesPerSecond * radiansPerDegree
        let rate = Vector3(lowPass[0], lowPass[1], lowPass[2])
        let still = squared[0] + squared[1] + squared[2] < gyroscopeThreshold * gyroscopeThreshold
            && squared[4] + squared[5] + squared[6] < accelerometerThreshold * accelerometerThreshold
            && max(rate.x.magnitude, rate.y.magnitude, rate.z.magnitude) <= limit
        guard still else {
            restSeconds = 0
            isAtRest = false
            return
        }
        restSeconds += deltaTimeSeconds
        isAtRest = restSeconds >= settings.minimumRestSeconds
        guard isAtRest else { return }
        // Measurement noise W = p²/V + p settles the variance at p (the rest σ²) for a random
        // walk with process noise V.
        let restVariance = (settings.restStandardDeviationDegreesPerSecond * radiansPerDegree)
            * (settings.restStandardDeviationDegreesPerSecond * radiansPerDegree)
        let noise = restVariance * restVariance / max(processNoise, .leastNormalMagnitude) + restVariance
        let gain = variance / (variance + noise)
        let bias = biasRadiansPerSecond + gain * (rate - biasRadiansPerSecond)
        biasRadiansPerSecond = pointwiseMin(pointwiseMax(bias, Vector3(repeating: -limit)), Vector3(repeating: limit))
        variance -= gain * variance
    }

    /// σ₀², (rad/s)².
    @usableFromInline
    static func initialVariance(_ settings: Settings) -> Double {
        let sigma = settings.initialStandardDeviationDegreesPerSecond * Double.pi / 180
        return sigma * sigma
    }
}
