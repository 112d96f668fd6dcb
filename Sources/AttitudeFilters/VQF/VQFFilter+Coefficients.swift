extension VQFFilter {
    /// Values derived from ``Settings`` and the sample period; recomputed only when the
    /// time step changes by more than ``Settings/timeStepToleranceFraction``.
    ///
    /// The bias covariances are kept in (0.01 °/s)² so that the Kalman filter works with
    /// numbers near one; only their ratios enter the gain.
    public struct Coefficients: Sendable, Hashable {
        /// The sample period these coefficients were computed for, s.
        public var samplePeriodSeconds: Double
        /// Low-pass of the accelerometer (and of the bias estimator's inputs), τ_acc.
        public var accelerometerLowPass: ButterworthLowPassCoefficients
        /// Low-pass of the rest detection, τ_rest.
        public var restLowPass: ButterworthLowPassCoefficients
        /// Low-pass of the current magnetic norm and dip.
        public var magneticCurrentLowPass: ButterworthLowPassCoefficients
        /// Gain of the heading correction per sample.
        public var magneticGain: Double
        /// Gain with which the magnetic reference follows the field per sample.
        public var magneticReferenceGain: Double
        /// Initial bias covariance (diagonal), (0.01 °/s)².
        public var biasInitialCovariance: Double
        /// Bias process noise per sample, (0.01 °/s)².
        public var biasProcessNoise: Double
        /// Measurement noise of the horizontal bias components in motion, (0.01 °/s)².
        public var biasMotionNoise: Double
        /// Measurement noise of the vertical bias component in motion, (0.01 °/s)².
        public var biasVerticalNoise: Double
        /// Measurement noise of the bias at rest, (0.01 °/s)².
        public var biasRestNoise: Double
        /// Largest bias and bias disagreement, rad/s.
        public var biasClipRadiansPerSecond: Double
        /// Squared rest threshold of the gyroscope deviation, (rad/s)².
        public var restGyroscopeThresholdSquared: Double
        /// Squared rest threshold of the accelerometer deviation, (m/s²)².
        public var restAccelerometerThresholdSquared: Double
        /// Dip threshold, rad.
        public var magneticDipThresholdRadians: Double
        /// Squared smallest angular rate for accepting a new field, (rad/s)².
        public var magneticNewFieldMinimumGyroscopeSquared: Double

        /// Derives the coefficients for `settings` at sample period `samplePeriodSeconds`.
        public init(settings: Settings, samplePeriodSeconds: Double) {
            let period = samplePeriodSeconds
            let radiansPerDegree = Double.pi / 180
            self.samplePeriodSeconds = period
            accelerometerLowPass = ButterworthLowPassCoefficients(
                timeConstantSeconds: settings.accelerometerTimeConstantSeconds, samplePeriodSeconds: period)
            restLowPass = ButterworthLowPassCoefficients(
                timeConstantSeconds: settings.restFilterTimeConstantSeconds, samplePeriodSeconds: period)
            magneticCurrentLowPass = ButterworthLowPassCoefficients(
                timeConstantSeconds: settings.magneticCurrentTimeConstantSeconds, samplePeriodSeconds: period)
            magneticGain = VQFFilter.lowPassGain(
                timeConstantSeconds: settings.magnetometerTimeConstantSeconds, samplePeriodSeconds: period)
            magneticReferenceGain = VQFFilter.lowPassGain(
                timeConstantSeconds: settings.magneticReferenceTimeConstantSeconds, samplePeriodSeconds: period)

            // Kalman filter of the bias, in units of 0.01 °/s. The measurement noises are
            // chosen so that the steady-state covariance equals the configured sigma:
            // for a random walk with process noise V, W = p²/V + p gives P∞ = p.
            func scaledVariance(_ degreesPerSecond: Double) -> Double {
                (degreesPerSecond * 100) * (degreesPerSecond * 100)
            }
            biasInitialCovariance = scaledVariance(settings.biasSigmaInitialDegreesPerSecond)
            let forgettingTime = max(settings.biasForgettingTimeSeconds, .leastNormalMagnitude)
            biasProcessNoise = scaledVariance(0.1) * period / forgettingTime
            let motionVariance = scaledVariance(settings.biasSigmaMotionDegreesPerSecond)
            biasMotionNoise = motionVariance * motionVariance / biasProcessNoise + motionVariance
            biasVerticalNoise = biasMotionNoise / max(settings.biasVerticalForgettingFactor, 1e-10)
            let restVariance = scaledVariance(settings.biasSigmaRestDegreesPerSecond)
            biasRestNoise = restVariance * restVariance / biasProcessNoise + restVariance
            biasClipRadiansPerSecond = settings.biasClipDegreesPerSecond * radiansPerDegree

            let gyroscopeThreshold = settings.restGyroscopeThresholdDegreesPerSecond * radiansPerDegree
            restGyroscopeThresholdSquared = gyroscopeThreshold * gyroscopeThreshold
            let accelerometerThreshold = settings.restAccelerometerThresholdMetersPerSecondSquared
            restAccelerometerThresholdSquared = accelerometerThreshold * accelerometerThreshold
            magneticDipThresholdRadians = settings.magneticDipThresholdDegrees * radiansPerDegree
            let newFieldRate = settings.magneticNewFieldMinimumGyroscopeDegreesPerSecond * radiansPerDegree
            magneticNewFieldMinimumGyroscopeSquared = newFieldRate * newFieldRate
        }
    }
}
