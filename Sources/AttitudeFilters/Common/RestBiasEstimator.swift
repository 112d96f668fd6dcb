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
/// The filters keep one with their `restBiasEstimation` settings (`settings`; nil: none).
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

    /// ``Settings`` in the units and forms an update uses (rad/s, squares, reciprocals).
    @usableFromInline
    struct Coefficients: Sendable, Hashable {
        @usableFromInline var inverseLowPassTimeConstantPerSecond: Double
        @usableFromInline var gyroscopeThresholdSquared: Double
        @usableFromInline var accelerometerThresholdSquared: Double
        @usableFromInline var biasLimitRadiansPerSecond: Double
        @usableFromInline var minimumRestSeconds: Double
        /// The variance's growth per second, (rad/s)²/s.
        @usableFromInline var processNoisePerSecond: Double
        /// σ² a long rest settles at, (rad/s)².
        @usableFromInline var restVariance: Double
        /// σ₀², (rad/s)².
        @usableFromInline var initialVariance: Double

        @usableFromInline
        init(_ settings: Settings) {
            let radiansPerDegree = Double.pi / 180
            inverseLowPassTimeConstantPerSecond = 1 / max(settings.lowPassTimeConstantSeconds, .leastNormalMagnitude)
            let gyroscopeThreshold = settings.gyroscopeThresholdDegreesPerSecond * radiansPerDegree
            gyroscopeThresholdSquared = gyroscopeThreshold * gyroscopeThreshold
            accelerometerThresholdSquared = settings.accelerometerThresholdMetersPerSecondSquared
                * settings.accelerometerThresholdMetersPerSecondSquared
            biasLimitRadiansPerSecond = settings.biasLimitDegreesPerSecond * radiansPerDegree
            minimumRestSeconds = settings.minimumRestSeconds
            processNoisePerSecond = (0.1 * radiansPerDegree) * (0.1 * radiansPerDegree)
                / max(settings.forgettingTimeSeconds, .leastNormalMagnitude)
            let rest = settings.restStandardDeviationDegreesPerSecond * radiansPerDegree
            restVariance = rest * rest
            let initial = settings.initialStandardDeviationDegreesPerSecond * radiansPerDegree
            initialVariance = initial * initial
        }
    }

    /// The settings in use; nil: no estimation (the gyroscope is passed on as it is, and the
    /// state is kept).
    public var settings: Settings? {
        didSet {
            coefficients = settings.map(Coefficients.init)
            if let coefficients {
                // An estimator made without settings has learned nothing: it starts from σ₀.
                if variance == 0 { variance = coefficients.initialVariance }
            } else {
                leaveRest()
            }
        }
    }
    /// `settings` in the forms an update uses.
    @usableFromInline var coefficients: Coefficients?
    /// The bias estimate, rad/s, sensor frame. Kept while the estimator has no settings
    /// (``appliedBiasRadiansPerSecond`` is then zero).
    public private(set) var biasRadiansPerSecond: Vector3 = .zero
    /// The bias ``corrected(_:accelerometer:deltaTimeSeconds:limits:)`` subtracts, rad/s:
    /// ``biasRadiansPerSecond`` with settings, zero without (the estimate kept for when
    /// they return is not applied).
    public var appliedBiasRadiansPerSecond: Vector3 { coefficients == nil ? .zero : biasRadiansPerSecond }
    /// Whether the last update found the sensor at rest (and learned from it).
    public private(set) var isAtRest = false
    /// The variance of the estimate on each axis, (rad/s)², as of the last rest (or of the
    /// start): σ₀² until the first rest; 0 while the estimator has had no settings. It has
    /// grown since by the process noise of ``secondsSinceVarianceUpdate`` (`currentVariance`).
    @usableFromInline var variance: Double
    /// The time since `variance` was last brought up to date, s.
    @usableFromInline var secondsSinceVarianceUpdate = 0.0
    /// Low-pass gyroscope, rad/s.
    @usableFromInline var lowPassGyroscope = Vector3.zero
    /// Low-pass accelerometer, m/s².
    @usableFromInline var lowPassAccelerometer = Vector3.zero
    /// Whether the low-pass values hold a sample (false before the first sample and after a gap).
    @usableFromInline var hasLowPass = false
    /// How long the sensor has stayed within the thresholds, s.
    @usableFromInline var restSeconds = 0.0

    /// An estimator that knows nothing yet. Default settings: `Settings()`.
    public init(settings: Settings? = Settings()) {
        self.settings = settings
        coefficients = settings.map(Coefficients.init)
        variance = coefficients?.initialVariance ?? 0
    }

    /// The standard deviation of the estimate on each axis, rad/s (σ₀ before the first
    /// rest); nil without settings.
    public var standardDeviationRadiansPerSecond: Double? {
        coefficients.map { currentVariance($0).squareRoot() }
    }

    /// The variance now: `variance` grown by (0.1 °/s)² per forgetting time since it was
    /// last brought up to date, up to σ₀².
    @inlinable @inline(__always)
    func currentVariance(_ coefficients: Coefficients) -> Double {
        min(variance + coefficients.processNoisePerSecond * secondsSinceVarianceUpdate,
            max(variance, coefficients.initialVariance))
    }

    /// Takes one sample and returns the gyroscope less the bias estimate before it, rad/s:
    /// what the sample teaches corrects the next one, so that the filter's update need not
    /// wait for the learning. The attitude misses the estimate's change in this sample
    /// times the time step, once (the first sample of a rest at 100 Hz moves the estimate by
    /// at most a quarter of its distance to the rest rate; a long rest by 4e-4 of it).
    /// - Parameters:
    ///   - gyroscope: rad/s; accelerometer: m/s² (sensor frame).
    ///   - deltaTimeSeconds: the time since the previous sample, s. Outside
    ///     (0, `limits.maximumTimeStepSeconds`] (a first sample, a gap) the detection starts
    ///     again from this sample; the estimate is kept.
    /// Without settings the gyroscope is returned as it is. A sample with a non-finite value
    /// leaves the state alone.
    @inlinable @inline(__always)
    public mutating func corrected(
        _ gyroscope: Vector3, accelerometer: Vector3, deltaTimeSeconds: Double, limits: InputLimits
    ) -> Vector3 {
        guard let coefficients else { return gyroscope }
        let corrected = gyroscope - biasRadiansPerSecond
        guard hasLowPass, deltaTimeSeconds > 0, deltaTimeSeconds <= limits.maximumTimeStepSeconds else {
            restart(gyroscope: gyroscope, accelerometer: accelerometer)
            return corrected
        }
        // Each low-pass value moves by the weight w of the step d from it to the sample, which
        // leaves the sample (1 − w)·d from the new value.
        let gyroscopeStep = gyroscope - lowPassGyroscope
        let accelerometerStep = accelerometer - lowPassAccelerometer
        let gyroscopeStepSquared = gyroscopeStep.lengthSquared
        let accelerometerStepSquared = accelerometerStep.lengthSquared
        // A finite sum has finite steps, so a finite sample; NaN fails the comparison.
        guard gyroscopeStepSquared + accelerometerStepSquared <= .greatestFiniteMagnitude else {
            return corrected
        }
        let weight = min(deltaTimeSeconds * coefficients.inverseLowPassTimeConstantPerSecond, 1)
        lowPassGyroscope += weight * gyroscopeStep
        lowPassAccelerometer += weight * accelerometerStep
        secondsSinceVarianceUpdate += deltaTimeSeconds
        let remaining = (1 - weight) * (1 - weight)
        let rate = lowPassGyroscope
        if remaining * gyroscopeStepSquared < coefficients.gyroscopeThresholdSquared
            && remaining * accelerometerStepSquared < coefficients.accelerometerThresholdSquared
            && max(rate.x.magnitude, rate.y.magnitude, rate.z.magnitude) <= coefficients.biasLimitRadiansPerSecond {
            rest(rate: rate, deltaTimeSeconds: deltaTimeSeconds)
        } else if restSeconds != 0 {
            leaveRest()
        }
        return corrected
    }

    /// Starts the detection again from a sample (a first sample, a gap), unless it has a
    /// value that is not finite.
    @usableFromInline
    mutating func restart(gyroscope: Vector3, accelerometer: Vector3) {
        guard gyroscope.lengthSquared + accelerometer.lengthSquared <= .greatestFiniteMagnitude else { return }
        lowPassGyroscope = gyroscope
        lowPassAccelerometer = accelerometer
        hasLowPass = true
        leaveRest()
    }

    /// Ends a rest.
    @usableFromInline
    mutating func leaveRest() {
        isAtRest = false
        restSeconds = 0
    }

    /// A still sample: counts the rest and, once it has lasted, learns from the low-pass rate.
    @usableFromInline
    mutating func rest(rate: Vector3, deltaTimeSeconds: Double) {
        // Read here, not passed: a copy for the call would be made on every update.
        guard let coefficients else { return }
        restSeconds += deltaTimeSeconds
        isAtRest = restSeconds >= coefficients.minimumRestSeconds
        guard isAtRest else { return }
        let variance = currentVariance(coefficients)
        secondsSinceVarianceUpdate = 0
        // Measurement noise W = p²/V + p, V = this step's process noise, settles the variance
        // at p (the rest σ²); the gain P/(P + W) is written with one division.
        let processNoise = coefficients.processNoisePerSecond * deltaTimeSeconds
        let restVariance = coefficients.restVariance
        let weighted = variance * processNoise
        let denominator = weighted + restVariance * (restVariance + processNoise)
        let gain = denominator > 0 ? weighted / denominator : 0
        let limit = coefficients.biasLimitRadiansPerSecond
        let bias = biasRadiansPerSecond + gain * (rate - biasRadiansPerSecond)
        biasRadiansPerSecond = Vector3(
            min(max(bias.x, -limit), limit), min(max(bias.y, -limit), limit), min(max(bias.z, -limit), limit))
        self.variance = variance - gain * variance
    }
}
