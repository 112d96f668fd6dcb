import MotionMath

extension VQFFilter {
    /// Everything ``VQFFilter`` carries from one sample to the next.
    ///
    /// The orientation is kept as three parts, as in VQF: the gyroscope strapdown
    /// integration in an almost-inertial frame, an inclination correction from that frame
    /// to a frame with a vertical z axis, and a heading offset about that z axis.
    /// 6D attitude = accelerometerQuaternion ⊗ gyroscopeQuaternion; 9D attitude = a
    /// rotation by headingOffsetRadians about z applied to the 6D attitude.
    public struct State: Sendable, Hashable {
        // MARK: Orientation

        /// Strapdown integration of the bias-corrected gyroscope: sensor → almost-inertial frame.
        public var gyroscopeQuaternion: Quaternion = .identity
        /// Inclination correction: almost-inertial frame → 6D earth frame (z up).
        public var accelerometerQuaternion: Quaternion = .identity
        /// ``accelerometerQuaternion`` at the start or the restart after a gap: the
        /// corrections since then are kept free of a turn about the vertical while the
        /// accelerometer's start-up mean runs (``Settings/startUpHeadingKeptEnabled``).
        public var startAccelerometerQuaternion: Quaternion = .identity
        /// Heading correction about the earth z axis: 6D → 9D earth frame (ENU), rad.
        public var headingOffsetRadians: Double = 0
        /// True once a magnetometer sample has been used since the last reset.
        public var magnetometerUsed = false

        /// The bias-corrected angular rate of the previous sample, rad/s (coning correction).
        public var previousRateRadiansPerSecond: Vector3 = .zero
        /// False until a first rate has been integrated (and again after a gap).
        public var hasPreviousRate = false

        // MARK: Accelerometer correction

        /// Low-pass of the accelerometer in the almost-inertial frame (lanes 0…2).
        var accelerometerLowPass = ButterworthLowPass<SIMD4<Double>>()

        // MARK: Gyroscope bias

        /// Estimated gyroscope bias, rad/s.
        public var biasRadiansPerSecond: Vector3 = .zero
        /// Covariance of the bias estimate, (0.01 °/s)².
        var biasCovariance = VQFSymmetricMatrix3(diagonal: 0)
        /// Low-pass of the 6D rotation matrix (lanes 0…8, row-major) and of the first two
        /// rows of that matrix times the bias (lanes 9, 10).
        var motionBiasLowPass = ButterworthLowPass<SIMD16<Double>>()

        // MARK: Rest detection

        /// True while the sensor is at rest.
        public var restDetected = false
        /// Time the deviations have stayed below the thresholds, s.
        public var restTimeSeconds: Double = 0
        /// Low-pass of the gyroscope (lanes 0…2) and accelerometer (lanes 4…6) for the
        /// rest detection.
        var restLowPass = ButterworthLowPass<SIMD8<Double>>()
        /// Squared deviation of the last gyroscope sample from its low-pass, (rad/s)².
        public var restGyroscopeSquaredDeviation: Double = 0
        /// Squared deviation of the last accelerometer sample from its low-pass, (m/s²)².
        public var restAccelerometerSquaredDeviation: Double = 0

        // MARK: Magnetometer

        /// The magnetic disturbance detection (`MagneticDisturbanceDetection`); the
        /// properties below read and set its state.
        public internal(set) var magneticDetection = MagneticDisturbanceDetection()
        /// True while the magnetic field is considered disturbed.
        public var magneticDisturbanceDetected: Bool {
            get { magneticDetection.isDisturbed }
            set { magneticDetection.isDisturbed = newValue }
        }
        /// Reference norm of the field (unit of the input); 0 until one is accepted.
        public var magneticReferenceNorm: Double {
            get { magneticDetection.referenceNorm }
            set { magneticDetection.referenceNorm = newValue }
        }
        /// Reference dip angle of the field, rad.
        public var magneticReferenceDipRadians: Double {
            get { magneticDetection.referenceDipRadians }
            set { magneticDetection.referenceDipRadians = newValue }
        }
        /// Current (low-pass filtered) norm (lane 0) and dip angle in rad (lane 1).
        public var magneticNormDip: SIMD2<Double> {
            get { magneticDetection.normDip }
            set { magneticDetection.normDip = newValue }
        }
        /// Time the field has matched the reference, s.
        public var magneticUndisturbedSeconds: Double {
            get { magneticDetection.undisturbedSeconds }
            set { magneticDetection.undisturbedSeconds = newValue }
        }
        /// Rejection time used so far, s: a disturbed field is rejected while this is within
        /// ``Settings/magneticMaximumRejectionTimeSeconds``. Starts at that maximum, and
        /// undisturbed time lowers it.
        public var magneticRejectionSeconds: Double = 0
        /// Norm of the candidate for a new reference field (unit of the input).
        public var magneticCandidateNorm: Double {
            get { magneticDetection.candidateNorm }
            set { magneticDetection.candidateNorm = newValue }
        }
        /// Dip angle of the candidate, rad.
        public var magneticCandidateDipRadians: Double {
            get { magneticDetection.candidateDipRadians }
            set { magneticDetection.candidateDipRadians = newValue }
        }
        /// Time the candidate has been consistent while moving, s.
        public var magneticCandidateSeconds: Double {
            get { magneticDetection.candidateSeconds }
            set { magneticDetection.candidateSeconds = newValue }
        }
        /// Gain floor 1/N for the first magnetometer samples; 0 once τ_mag has passed.
        public var magneticInitialGain: Double = 1
        /// The fields the fast start has used, in the gyroscope's almost-inertial frame,
        /// summed (unit of the input; a wild reading turned away); empty after a start and
        /// after a gap (``Settings/magneticFastStartMeanFieldEnabled``).
        public var magneticStartFieldSum = StartUpVectorSum()
        /// Heading disagreement of the last magnetometer sample, rad.
        public var lastMagneticDisagreementRadians: Double = 0

        /// The state after a start.
        public init(settings: Settings, coefficients: Coefficients) {
            biasCovariance = VQFSymmetricMatrix3(diagonal: coefficients.biasInitialCovariance)
            magneticRejectionSeconds = settings.magneticMaximumRejectionTimeSeconds
        }
    }
}
