import MotionMath

/// A VQF-class orientation filter: gyroscope strapdown integration, accelerometer
/// inclination correction in an almost-inertial frame, gyroscope bias estimation at rest
/// and in motion, rest detection, and magnetometer heading correction with detection and
/// rejection of magnetic disturbances.
///
/// Written from the published description: D. Laidig and T. Seel, "VQF: Highly accurate
/// IMU orientation estimation with bias estimation and magnetic disturbance rejection",
/// Information Fusion 91 (2023) 187–204, doi:10.1016/j.inffus.2022.10.014.
///
/// The earth frame is ENU: z up and, with a magnetometer, y towards magnetic north.
/// ``attitude`` is the 9D estimate once a magnetometer sample has been used since the last
/// reset, the 6D estimate (arbitrary heading) otherwise; ``quaternion6D`` and
/// ``quaternion9D`` give each explicitly.
///
/// Any sample rate: every `update` takes its own time step. The rate-dependent
/// ``Coefficients`` are cached and recomputed only when the time step changes by more than
/// ``Settings/timeStepToleranceFraction``, so constant-rate data pays nothing for them.
/// Updates do not allocate.
public struct VQFFilter: AttitudeFilter {
    /// ``AttitudeUncertainty/Settings/vqf``: the constants calibrated for this filter.
    public var uncertaintySettings: AttitudeUncertainty.Settings { .vqf }

    /// The settings in use.
    public internal(set) var settings: Settings
    /// The coefficients derived from ``settings`` for the current time step.
    public internal(set) var coefficients: Coefficients
    /// The filter's state; see ``setState(_:)``.
    public internal(set) var state: State
    /// What the last `update` did besides integrating.
    public internal(set) var flags: FilterFlags = []
    /// Half-angle cosine and sine of ``State/headingOffsetRadians`` (lanes 0 and 1).
    @usableFromInline var headingHalfAngle = SIMD2<Double>(1, 0)

    /// A filter with `settings`, expecting samples every `samplePeriodSeconds` (only a
    /// first guess for the coefficients: each update's own time step is what counts).
    public init(settings: Settings = .default, samplePeriodSeconds: Double = 0.01) {
        let period = samplePeriodSeconds > 0 && samplePeriodSeconds.isFinite ? samplePeriodSeconds : 0.01
        self.settings = settings
        let coefficients = Coefficients(settings: settings, samplePeriodSeconds: period)
        self.coefficients = coefficients
        self.state = State(settings: settings, coefficients: coefficients)
    }

    // MARK: Outputs

    /// The current estimate, rotating sensor-frame vectors into ENU: 9D once a
    /// magnetometer sample has been used, else 6D.
    @inlinable
    public var attitude: Quaternion { state.magnetometerUsed ? quaternion9D : quaternion6D }

    /// The gyroscope strapdown integration alone (sensor → almost-inertial frame).
    @inlinable
    public var quaternion3D: Quaternion { state.gyroscopeQuaternion }

    /// The 6D estimate (gyroscope and accelerometer): z is up, heading is arbitrary.
    @inlinable
    public var quaternion6D: Quaternion { state.accelerometerQuaternion * state.gyroscopeQuaternion }

    /// The 9D estimate (with magnetometer heading), sensor → ENU.
    @inlinable
    public var quaternion9D: Quaternion {
        let q = quaternion6D
        let c = headingHalfAngle.x
        let s = headingHalfAngle.y
        return Quaternion(w: c * q.w - s * q.z, x: c * q.x - s * q.y, y: c * q.y + s * q.x, z: c * q.z + s * q.w)
    }

    /// The estimated gyroscope bias, rad/s.
    @inlinable
    public var estimatedGyroscopeBias: Vector3 { state.biasRadiansPerSecond }

    /// Standard deviation of the bias estimate per axis (diagonal of the covariance), rad/s.
    public var biasStandardDeviationRadiansPerSecond: Vector3 {
        let radiansPerDegree = Double.pi / 180
        let diagonal = state.biasCovariance.diagonal
        return Vector3(
            max(diagonal.x, 0).squareRoot(), max(diagonal.y, 0).squareRoot(), max(diagonal.z, 0).squareRoot())
            * (radiansPerDegree / 100)
    }

    /// `biasStandardDeviationRadiansPerSecond`: the bias estimate's uncertainty.
    public var gyroscopeBiasStandardDeviationRadiansPerSecond: Vector3? { biasStandardDeviationRadiansPerSecond }

    /// The heading disagreement of the last magnetometer sample (used or rejected), rad;
    /// nil before the first.
    public var magneticHeadingDisagreementRadians: Double? {
        state.magnetometerUsed ? state.lastMagneticDisagreementRadians : nil
    }

    /// True while the sensor is at rest.
    public var isRestDetected: Bool { state.restDetected }

    /// True while the magnetic field is considered disturbed.
    public var isMagneticDisturbanceDetected: Bool { state.magneticDisturbanceDetected }

    // MARK: State

    /// Replaces the state (for example one saved earlier), normalising its quaternions.
    public mutating func setState(_ newState: State) {
        state = newState
        state.gyroscopeQuaternion = newState.gyroscopeQuaternion.normalized
        state.accelerometerQuaternion = newState.accelerometerQuaternion.normalized
        if !state.headingOffsetRadians.isFinite { state.headingOffsetRadians = 0 }
        refreshHeadingHalfAngle()
    }

    /// Returns to the initial state, keeping the settings and the coefficients.
    public mutating func reset() {
        state = State(settings: settings, coefficients: coefficients)
        refreshHeadingHalfAngle()
        flags = []
    }

    /// Changes the settings; the coefficients are recomputed and the state is kept.
    public mutating func setSettings(_ newSettings: Settings) {
        settings = newSettings
        recomputeCoefficients(samplePeriodSeconds: coefficients.samplePeriodSeconds)
    }

    mutating func refreshHeadingHalfAngle() {
        let half = 0.5 * state.headingOffsetRadians
        headingHalfAngle = SIMD2(VQFNumerics.cosine(half), VQFNumerics.sine(half))
    }
}
