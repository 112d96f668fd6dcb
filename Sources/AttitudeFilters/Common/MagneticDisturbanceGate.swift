import MotionMath

/// Keeps a disturbed magnetic field out of Madgwick's, Mahony's and the complementary
/// filter's updates, with the VQF-class filter's detection and rejection rule.
///
/// Each field reading is taken into the earth frame of the filter's attitude and given to a
/// ``MagneticDisturbanceDetection`` (its norm and dip against a reference; a new homogeneous
/// field accepted after it has stayed consistent while the sensor turned). While the field
/// is found disturbed the filter gets no magnetometer (its update is a 6D one) for at most
/// ``Settings/maximumRejectionTimeSeconds``; after that the field is used again, and
/// undisturbed time earns rejection time back at ``Settings/rejectionFactor``. Unlike the
/// VQF-class filter, which then follows the field at a gain divided by that factor, these
/// filters have no heading gain of their own to divide, so they follow it at their own.
/// Rejection time starts used up, as in the VQF-class filter, and every field is used before
/// a reference is accepted (the first seconds after a start).
///
/// Defaults: the VQF-class filter's published values (`VQFFilter.Settings`), none fitted
/// here. Cost: a quaternion rotation, a square root, an arcsine and two second-order
/// low-pass filters per 9D update (Benchmarks/README.md).
public struct MagneticDisturbanceGate: Sendable, Hashable {
    /// The gate's constants.
    public struct Settings: Sendable, Hashable {
        /// Time constant of the low-pass of the field's norm and dip, s. Default: 0.05 s.
        public var currentTimeConstantSeconds: Double = 0.05
        /// Time constant with which the reference norm and dip follow the field, s.
        /// Default: 20 s.
        public var referenceTimeConstantSeconds: Double = 20
        /// Largest relative deviation of the norm from the reference (0.1 = 10 %).
        /// Default: 0.1.
        public var normThreshold: Double = 0.1
        /// Largest deviation of the dip angle from the reference, °. Default: 10°.
        public var dipThresholdDegrees: Double = 10
        /// Time of consistent field in motion after which a new field becomes the reference,
        /// s. Default: 20 s.
        public var newFieldTimeSeconds: Double = 20
        /// Like ``newFieldTimeSeconds`` for the first field after a start, which may also be
        /// accepted at rest, s. Default: 5 s.
        public var newFieldFirstTimeSeconds: Double = 5
        /// Smallest low-pass angular rate that counts as motion for a new field, °/s.
        /// Default: 20 °/s.
        public var newFieldMinimumGyroscopeDegreesPerSecond: Double = 20
        /// Time constant of that low-pass of the gyroscope, s. Default: 0.5 s.
        public var gyroscopeTimeConstantSeconds: Double = 0.5
        /// Time the field must be undisturbed before it is used again, s. Default: 0.5 s.
        public var minimumUndisturbedTimeSeconds: Double = 0.5
        /// Longest time a disturbed field is kept out, s. Default: 60 s.
        public var maximumRejectionTimeSeconds: Double = 60
        /// The rate at which undisturbed time earns rejection time back. Default: 2.
        public var rejectionFactor: Double = 2

        /// Creates settings with the defaults.
        public init() {}
    }

    /// The settings in use; nil for no gate (every field passes, nothing is detected).
    /// Switching it off and on again keeps the reference field; switched on, its rejection
    /// time starts used up, as for a new gate.
    public var settings: Settings? {
        didSet {
            stepSeconds = -1
            if oldValue == nil, let settings { rejectionSeconds = settings.maximumRejectionTimeSeconds }
        }
    }
    /// The detection's state.
    public private(set) var detection = MagneticDisturbanceDetection()
    /// Rejection time used so far, s; a disturbed field is kept out while this is within
    /// ``Settings/maximumRejectionTimeSeconds``. Starts at that maximum.
    public private(set) var rejectionSeconds: Double
    /// The low-pass of the gyroscope (lanes 0–2, rad/s) for the new-field rule.
    var gyroscopeLowPass = ButterworthLowPass<SIMD4<Double>>()
    /// The step the constants below were computed for, s; −1 before the first.
    var stepSeconds = -1.0
    var parameters: MagneticDisturbanceDetection.Parameters
    var gyroscopeLowPassCoefficients = ButterworthLowPassCoefficients.passThrough

    /// A gate with no reference field yet; nil `settings` for none.
    public init(settings: Settings? = Settings()) {
        self.settings = settings
        rejectionSeconds = settings?.maximumRejectionTimeSeconds ?? 0
        parameters = Self.parameters(settings ?? Settings(), stepSeconds: 0)
    }

    /// Whether the last field taken was found disturbed (true until a reference is accepted).
    public var isDisturbed: Bool { detection.isDisturbed }

    /// `magnetometer` (µT) when the filter may use it, nil while the field is kept out.
    /// `attitude` is the filter's (sensor→ENU) before this update, `gyroscope` the rate in
    /// rad/s, `stepSeconds` the time the sample covers and `maximumStepSeconds` the longest
    /// the filter integrates (`InputLimits.maximumTimeStepSeconds`). `disturbed` becomes true
    /// when the field was found disturbed (for a reading the detection does not take, as it
    /// was last found: disturbed until a reference is accepted).
    ///
    /// The magnetometer is passed through untouched without settings, before the filter is
    /// initialised (`isInitialised` false: its attitude is not yet the sensor's), for a
    /// reading the filter will screen out (not finite, zero, a step that is not positive) and
    /// after a gap longer than `maximumStepSeconds`, from which the filter starts again with
    /// the sample (the detection then starts its low-pass and timers again, keeping its
    /// reference). Until a reference field is accepted every field is used, as the VQF-class
    /// filter's heading follows the field before it has one.
    @inline(__always)
    public mutating func admitted(
        _ magnetometer: Vector3?, attitude: Quaternion, isInitialised: Bool, gyroscope: Vector3,
        stepSeconds: Double, maximumStepSeconds: Double, disturbed: inout Bool
    ) -> Vector3? {
        guard let magnetometer, let settings else { return magnetometer }
        // The detection's last finding stands for a reading it does not take.
        disturbed = detection.isDisturbed
        guard isInitialised else { return magnetometer }
        guard stepSeconds <= maximumStepSeconds else {
            if stepSeconds.isFinite { detection.restart() }
            return magnetometer
        }
        let fieldEarth = attitude.rotate(magnetometer)
        let squaredNorm = dot(fieldEarth, fieldEarth)
        guard squaredNorm > 0, squaredNorm.isFinite, stepSeconds > 0, stepSeconds.isFinite,
              dot(gyroscope, gyroscope).isFinite
        else { return magnetometer }
        updateParameters(settings, stepSeconds: stepSeconds)
        let rate = gyroscopeLowPass.step(
            SIMD4(gyroscope.x, gyroscope.y, gyroscope.z, 0), coefficients: gyroscopeLowPassCoefficients,
            timeConstantSeconds: settings.gyroscopeTimeConstantSeconds, stepSeconds: stepSeconds)
        detection.update(
            fieldEarth: fieldEarth, gyroscopeLowPassSquared: (rate * rate).sum(), stepSeconds: stepSeconds,
            parameters: parameters)
        disturbed = detection.isDisturbed
        let gain = MagneticDisturbanceDetection.admittedGain(
            1, disturbed: detection.isDisturbed, stepSeconds: stepSeconds, rejectionSeconds: &rejectionSeconds,
            maximumRejectionSeconds: settings.maximumRejectionTimeSeconds, rejectionFactor: settings.rejectionFactor)
        return gain == nil && detection.referenceNorm != 0 ? nil : magnetometer
    }

    /// Recomputes the constants when the step differs from theirs by more than 1 % (a
    /// sample clock's jitter leaves them), moving the low-pass filters without a jump.
    @inline(__always)
    mutating func updateParameters(_ settings: Settings, stepSeconds step: Double) {
        guard (step - stepSeconds).magnitude > 0.01 * stepSeconds else { return }
        let new = Self.parameters(settings, stepSeconds: step)
        let newGyroscope = ButterworthLowPassCoefficients(
            timeConstantSeconds: settings.gyroscopeTimeConstantSeconds, samplePeriodSeconds: step)
        detection.normDipLowPass.adapt(from: parameters.currentLowPass, to: new.currentLowPass)
        gyroscopeLowPass.adapt(from: gyroscopeLowPassCoefficients, to: newGyroscope)
        parameters = new
        gyroscopeLowPassCoefficients = newGyroscope
        stepSeconds = step
    }

    static func parameters(_ settings: Settings, stepSeconds: Double) -> MagneticDisturbanceDetection.Parameters {
        let radiansPerDegree = Double.pi / 180
        let newFieldRate = settings.newFieldMinimumGyroscopeDegreesPerSecond * radiansPerDegree
        return MagneticDisturbanceDetection.Parameters(
            normThreshold: settings.normThreshold,
            dipThresholdRadians: settings.dipThresholdDegrees * radiansPerDegree,
            referenceGain: VQFFilter.lowPassGain(
                timeConstantSeconds: settings.referenceTimeConstantSeconds, samplePeriodSeconds: stepSeconds),
            newFieldMinimumGyroscopeSquared: newFieldRate * newFieldRate,
            minimumUndisturbedSeconds: settings.minimumUndisturbedTimeSeconds,
            newFieldSeconds: settings.newFieldTimeSeconds,
            newFieldFirstSeconds: settings.newFieldFirstTimeSeconds,
            firstFieldAtRestEnabled: true,
            currentTimeConstantSeconds: settings.currentTimeConstantSeconds,
            currentLowPass: ButterworthLowPassCoefficients(
                timeConstantSeconds: settings.currentTimeConstantSeconds, samplePeriodSeconds: stepSeconds))
    }
}

