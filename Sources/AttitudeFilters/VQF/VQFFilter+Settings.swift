extension VQFFilter {
    /// The tunable settings of ``VQFFilter``, independent of the sample rate.
    ///
    /// Every parameter VQF publishes defaults to its published value (Laidig & Seel, "VQF:
    /// Highly accurate IMU orientation estimation with bias estimation and magnetic
    /// disturbance rejection", Information Fusion 91, 2023, doi:10.1016/j.inffus.2022.10.014).
    /// Six extensions are on by default: ``magneticFirstFieldAtRestEnabled``,
    /// ``magneticFastStartRejectionEnabled``, ``magneticFastStartMeanFieldEnabled``,
    /// ``motionBiasEstimationWaitsForStartUp``, ``startUpHeadingKeptEnabled`` and
    /// ``coningCorrectionEnabled`` (false gives the published behaviour);
    /// ``maximumTimeStepSeconds`` and ``timeStepToleranceFraction`` have no published
    /// counterpart. The rate dependent coefficients are derived from these by
    /// ``VQFFilter/Coefficients``.
    public struct Settings: Sendable, Hashable {
        // MARK: Correction time constants

        /// Time constant of the accelerometer low-pass filter in the almost-inertial
        /// frame, s. Larger values trust the gyroscope longer: better under sustained linear
        /// acceleration (on BROAD's slow translation the 6D inclination error falls from
        /// 0.30° at 3 s to 0.22° at 6 s), worse where the gyroscope drifts (slow rotation:
        /// 0.60° at 3 s, 0.50° at 1.5 s, 0.89° at 6 s). Default: 3.0 s, VQF's, of 1.5, 2, 3,
        /// 4 and 6 s the best mean over the 10 BROAD trials (Benchmarks/README.md, "Accuracy").
        public var accelerometerTimeConstantSeconds: Double = 3.0

        /// Time constant of the heading correction by the magnetometer, s. Larger values
        /// average more of the field's own errors (which change with place and orientation)
        /// but mend gyroscope drift and the heading after a magnetic disturbance more slowly,
        /// and hold the heading `b × τ` behind a residual vertical bias b. On the 10 BROAD
        /// trials the 9D error is 2.32° at 9 s and 2.04° at 20 s, but worse at 20 s on the
        /// trials with breaks and with magnets. Default: 9.0 s, VQF's published value; a
        /// longer one suits a clean field and a calibrated gyroscope.
        public var magnetometerTimeConstantSeconds: Double = 9.0

        // MARK: Gyroscope bias estimation

        /// Estimates the gyroscope bias while the sensor moves (from the inclination
        /// corrections). Default: true.
        public var motionBiasEstimationEnabled: Bool = true

        /// Holds the motion bias estimate while the accelerometer low-pass starts up (the
        /// first τ_acc after a start or a gap; the estimate's covariance still grows).
        ///
        /// The inclination is converging then, and its corrections are the start's, not the
        /// bias's. Taken as bias measurements, they kick the component that motion observes
        /// only weakly (about a sensor axis that stays near vertical), and nothing later
        /// sets it right: waving the simulated sensor upright, the published filter learns
        /// −0.0036 rad/s about z where the bias is +0.002 rad/s, and its 6D heading drifts
        /// by 0.3 °/s. Rest bias estimation is not held. False gives the published
        /// behaviour. Default: true.
        public var motionBiasEstimationWaitsForStartUp: Bool = true

        /// Estimates the gyroscope bias while the sensor is at rest. Default: true.
        public var restBiasEstimationEnabled: Bool = true

        /// Detects and rejects magnetic disturbances. Default: true.
        public var magneticDisturbanceRejectionEnabled: Bool = true

        /// Standard deviation of the initial bias estimate, °/s. Default: 0.5 °/s.
        public var biasSigmaInitialDegreesPerSecond: Double = 0.5

        /// Time in which the bias uncertainty grows from 0 to 0.1 °/s without
        /// measurements, s. Default: 100.0 s.
        public var biasForgettingTimeSeconds: Double = 100.0

        /// Largest bias the estimator accepts, °/s; also caps the disagreement fed to the
        /// estimator. Default: 2.0 °/s.
        public var biasClipDegreesPerSecond: Double = 2.0

        /// Standard deviation of the bias measurement in motion, °/s. Default: 0.1 °/s.
        public var biasSigmaMotionDegreesPerSecond: Double = 0.1

        /// Factor by which the vertical (heading) bias component is forgotten less than
        /// the horizontal ones in motion, where it is not observable without a
        /// magnetometer. Default: 0.0001.
        public var biasVerticalForgettingFactor: Double = 0.0001

        /// Standard deviation of the bias measurement at rest, °/s. Default: 0.03 °/s.
        public var biasSigmaRestDegreesPerSecond: Double = 0.03

        // MARK: Rest detection

        /// Time the deviations must stay below the thresholds before rest is detected, s.
        /// Default: 1.5 s.
        public var restMinimumDurationSeconds: Double = 1.5

        /// Time constant of the low-pass filters of the rest detection, s. Default: 0.5 s.
        public var restFilterTimeConstantSeconds: Double = 0.5

        /// Largest deviation of the gyroscope from its low-pass value at rest, °/s.
        /// Default: 2.0 °/s.
        public var restGyroscopeThresholdDegreesPerSecond: Double = 2.0

        /// Largest deviation of the accelerometer from its low-pass value at rest, m/s².
        /// Default: 0.5 m/s².
        public var restAccelerometerThresholdMetersPerSecondSquared: Double = 0.5

        // MARK: Magnetic disturbance detection and rejection

        /// Time constant of the low-pass filter of the current field norm and dip, s.
        /// Zero or negative disables the filter. Default: 0.05 s.
        public var magneticCurrentTimeConstantSeconds: Double = 0.05

        /// Time constant with which the reference norm and dip follow the field, s.
        /// Default: 20.0 s.
        public var magneticReferenceTimeConstantSeconds: Double = 20.0

        /// Largest relative deviation of the field norm from the reference for the field
        /// to count as undisturbed (0.1 = 10 %). Default: 0.1.
        public var magneticNormThreshold: Double = 0.1

        /// Largest deviation of the dip angle from the reference for the field to count
        /// as undisturbed, °. Default: 10.0 °.
        public var magneticDipThresholdDegrees: Double = 10.0

        /// Time of consistent field in motion after which a new field is accepted as the
        /// reference, s. Default: 20.0 s.
        public var magneticNewFieldTimeSeconds: Double = 20.0

        /// Like ``magneticNewFieldTimeSeconds`` for the first field after a start, s.
        /// Default: 5.0 s.
        public var magneticNewFieldFirstTimeSeconds: Double = 5.0

        /// Accepts the first field after a start as the reference also while the sensor
        /// does not turn, after ``magneticNewFieldFirstTimeSeconds`` of consistent field.
        ///
        /// Without a reference the heading already follows the field (at reduced gain), so
        /// taking it as a provisional reference trusts it no more, but lets a disturbance
        /// that appears later be detected and rejected; a wrong first reference is replaced
        /// by the new-field acceptance in motion. False gives the published behaviour
        /// (the first field, too, needs motion). Default: true.
        public var magneticFirstFieldAtRestEnabled: Bool = true

        /// Rejects a disturbed field during the heading's fast start too, once there is a
        /// reference field to find it disturbed against.
        ///
        /// For the first τ_mag after a start the heading follows the field with a gain of at
        /// least 1/N, so it converges at once; in the published filter that gain applies even
        /// while the field is found disturbed, and a magnet that comes near in those seconds
        /// turns the heading by a share of its own direction. Without a reference yet (the
        /// first seconds) the field is followed as before. False gives the published
        /// behaviour. Default: true.
        public var magneticFastStartRejectionEnabled: Bool = true

        /// Sets the heading during its fast start from the mean field since the start.
        ///
        /// For the first τ_mag after a start the published filter averages the headings that
        /// each field reading gave with the inclination of its time (a gain of 1/N). After a
        /// start in motion the inclination is still degrees off in the first second, and at
        /// a dip of 60–70° each degree of it turns the heading by about two; those readings
        /// keep their weight. With this on, the readings are summed in the gyroscope's
        /// almost-inertial frame and the heading is set, at each one, from the sum's
        /// horizontal direction under the inclination correction of now, so early readings
        /// are read again with the better inclination. The sum is of the field vectors, not
        /// their directions: a field fixed to the sensor (an attached magnet) averages out as
        /// the sensor turns. On BROAD's pieces that start in motion (`Benchmarks/README.md`)
        /// the heading error 2–3 s after the start falls from 11.6° to 4.9°; the whole trials,
        /// which start at rest, move by at most 0.001°. False gives the published behaviour.
        /// Default: true.
        public var magneticFastStartMeanFieldEnabled: Bool = true

        /// Keeps the inclination corrections of the first τ_acc after a start (and after a
        /// gap) from turning the 6D heading.
        ///
        /// Each correction turns about a horizontal axis, but corrections about different
        /// axes compose into a turn about the vertical as well. After a start in motion
        /// the vertical of the accelerometer's start-up mean swings by tens of degrees in
        /// the first second, and the corrections that follow it turned the 6D heading by
        /// more than 10° on 54 of BROAD's 229 pieces (up to 110°) although the sensor's
        /// heading had not changed; the 6D heading then kept that error. With this on, the
        /// corrections accumulated since the start are kept free of a turn about the
        /// vertical while the start-up mean runs; the 9D attitude is unchanged (the heading
        /// offset takes the turn). The 6D heading's change since a piece's first sample,
        /// against the truth's, from 5 s in: 20.5° → 4.2° RMS on those pieces, 10.5° →
        /// 0.9° on simulated starts it was not tuned on. A start at rest needs almost no
        /// correction: the whole BROAD trials change by less than 10⁻⁵°. False gives the
        /// published behaviour. Default: true.
        public var startUpHeadingKeptEnabled: Bool = true

        /// Smallest (low-pass filtered) angular rate that counts as motion for accepting a
        /// new field, °/s. Default: 20.0 °/s.
        public var magneticNewFieldMinimumGyroscopeDegreesPerSecond: Double = 20.0

        /// Time the field must be undisturbed before it is used again, s. Default: 0.5 s.
        public var magneticMinimumUndisturbedTimeSeconds: Double = 0.5

        /// Longest time the magnetometer is ignored during a disturbance; after it, the
        /// magnetometer is used with a gain reduced by ``magneticRejectionFactor``, s.
        /// Default: 60.0 s.
        public var magneticMaximumRejectionTimeSeconds: Double = 60.0

        /// Gain reduction after the longest rejection, and the rate at which rejection
        /// time is regained while undisturbed. Default: 2.0.
        public var magneticRejectionFactor: Double = 2.0

        // MARK: Strapdown integration

        /// Adds the second-order (coning) term of a rate that changes linearly between
        /// samples to the strapdown integration. False integrates each sample's rate as
        /// constant over its step, as published. Default: true.
        public var coningCorrectionEnabled: Bool = true

        // MARK: Input handling

        /// Longest time step that is integrated, s. A longer gap (a stalled bus, a paused
        /// recording) re-initialises the orientation from the next samples while keeping
        /// the bias estimate and the magnetic reference. Default: 1.0 s.
        public var maximumTimeStepSeconds: Double = 1.0

        /// Relative change of the time step above which the rate-dependent coefficients
        /// are recomputed (0.01 = 1 %). Smaller jitter keeps the cached coefficients while
        /// the gyroscope is always integrated over the true time step. Default: 0.01.
        public var timeStepToleranceFraction: Double = 0.01

        /// The default settings (the published defaults plus the extensions above).
        public init() {}

        /// The default settings (the published defaults plus the extensions above).
        public static let `default` = Settings()

        /// VQF as published: the defaults with the six extensions off
        /// (``withoutExtensions``). On the 10 BROAD trials it gives the C++ reference's
        /// figures (9D total 3.03° against 2.32° with the extensions).
        public static let published = Settings().withoutExtensions

        /// These settings with the six extensions off: the published filter's behaviour
        /// with these parameters.
        public var withoutExtensions: Settings {
            var settings = self
            settings.magneticFirstFieldAtRestEnabled = false
            settings.magneticFastStartRejectionEnabled = false
            settings.magneticFastStartMeanFieldEnabled = false
            settings.motionBiasEstimationWaitsForStartUp = false
            settings.startUpHeadingKeptEnabled = false
            settings.coningCorrectionEnabled = false
            return settings
        }
    }
}
