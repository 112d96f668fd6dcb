import MotionMath
import RealModule

/// Mahony's nonlinear complementary filter on SO(3), 6D and 9D: a PI controller on the
/// error between measured and predicted reference directions.
///
/// R. Mahony, T. Hamel, J.-M. Pflimlin, "Nonlinear Complementary Filters on the Special
/// Orthogonal Group", IEEE Transactions on Automatic Control 53(5), 2008 (the explicit
/// complementary filter). The error is e = Σ sᵢ × vᵢ (measured × predicted unit
/// gravity and magnetic field); the integral term estimates the gyroscope bias,
/// b' = −Kᵢ·e; the attitude integrates ω − b + Kₚ·e exactly (exponential map). ENU.
///
/// Edge cases: initialised from the first usable sample (and after a gap); the bias is
/// kept within ±`maximumGyroscopeBiasRadiansPerSecond` per axis.
public struct MahonyFilter: AttitudeFilter {
    /// The settings in use.
    public var settings: Settings {
        didSet {
            restBias.settings = settings.restBiasEstimation
            magneticGate.settings = settings.magneticDisturbanceRejection
        }
    }
    /// The evolving state.
    public var state: State
    /// What the last update did.
    @inlinable public var flags: FilterFlags { lastFlags }

    /// The constants calibrated for this filter: ``AttitudeUncertainty/Settings/mahony``
    /// with its magnetic disturbance gate, ``AttitudeUncertainty/Settings/mahonyWithoutMagneticRejection``
    /// without.
    public var uncertaintySettings: AttitudeUncertainty.Settings {
        settings.magneticDisturbanceRejection == nil ? .mahonyWithoutMagneticRejection : .mahony
    }
    @usableFromInline var lastFlags: FilterFlags = []
    /// The levelling of the first seconds after a start (`StartUpLevelling`);
    /// ``StartUpLevelling/finished`` after them.
    @usableFromInline var levelling = StartUpLevelling.finished
    /// The gyroscope bias learned while the sensor rests (``Settings/restBiasEstimation``).
    @usableFromInline var restBias: RestBiasEstimator
    /// Keeps a disturbed field out (``Settings/magneticDisturbanceRejection``).
    @usableFromInline var magneticGate: MagneticDisturbanceGate

    /// Creates a filter; it initialises from its first usable sample.
    public init(settings: Settings = Settings()) {
        self.settings = settings
        restBias = RestBiasEstimator(settings: settings.restBiasEstimation)
        magneticGate = MagneticDisturbanceGate(settings: settings.magneticDisturbanceRejection)
        self.state = State()
    }

    /// The current attitude, sensor→ENU.
    @inlinable
    public var attitude: Quaternion { state.attitude }

    /// The gyroscope bias, rad/s: the one learned at rest (``Settings/restBiasEstimation``)
    /// (zero without it, also when it was switched off after a rest) and the integral term's.
    public var estimatedGyroscopeBias: Vector3 { restBias.appliedBiasRadiansPerSecond + state.gyroscopeBias }

    /// The standard deviation of the bias learned at rest, rad/s on every axis; nil
    /// without ``Settings/restBiasEstimation``.
    public var gyroscopeBiasStandardDeviationRadiansPerSecond: Vector3? {
        restBias.standardDeviationRadiansPerSecond.map { Vector3(repeating: $0) }
    }

    /// Returns to the uninitialised state, keeping the settings.
    public mutating func reset() {
        state = State()
        lastFlags = []
        levelling = .finished
        restBias = RestBiasEstimator(settings: settings.restBiasEstimation)
        magneticGate = MagneticDisturbanceGate(settings: settings.magneticDisturbanceRejection)
    }

    /// Feeds one sample: gyroscope rad/s, accelerometer m/s², magnetometer µT or nil for a
    /// 6D update, time step s.
    @inlinable
    public mutating func update(
        gyroscope: Vector3,
        accelerometer: Vector3,
        magnetometer: Vector3?,
        deltaTimeSeconds: Double
    ) {
        let gyroscope = restBias.corrected(
            gyroscope, accelerometer: accelerometer, deltaTimeSeconds: deltaTimeSeconds, limits: settings.limits)
        var magneticDisturbance = false
        let gatedMagnetometer = magnetometer == nil || magneticGate.settings == nil ? magnetometer : magneticGate.admitted(
            magnetometer, attitude: state.attitude, isInitialised: state.isInitialised, gyroscope: gyroscope,
            stepSeconds: deltaTimeSeconds, maximumStepSeconds: settings.limits.maximumTimeStepSeconds,
            disturbed: &magneticDisturbance)
        defer {
            if restBias.isAtRest { lastFlags.insert(.restDetected) }
            if magneticDisturbance { lastFlags.insert(.magneticDisturbance) }
        }
        guard let (accelerometer, magnetometer) = admit(
            gyroscope: gyroscope, accelerometer: accelerometer, magnetometer: gatedMagnetometer,
            deltaTimeSeconds: deltaTimeSeconds, limits: settings.limits,
            attitude: &state.attitude, isInitialised: &state.isInitialised, flags: &lastFlags,
            levelling: &levelling, levellingSeconds: settings.startUpLevellingSeconds
        ) else { return }
        defer {
            state.attitude = StartUpLevelling.apply(
                &levelling, to: state.attitude, gyroscope: gyroscope - state.gyroscopeBias, accelerometer: accelerometer,
                magnetometer: magnetometer, stepSeconds: deltaTimeSeconds)
        }
        let q = state.attitude
        var rate = gyroscope - state.gyroscopeBias
        if let accelerometer = accelerometer.map({ $0 * (1 / $0.length) }) {
            let magnetometer = magnetometer.map { $0 * (1 / $0.length) }
            let predicted = PredictedDirections(attitude: q, magnetometer: magnetometer)
            var error = cross(accelerometer, predicted.up)
            if let magnetometer {
                error += cross(magnetometer, predicted.magnetic)
            }
            if settings.integralGain > 0 {
                let limit = settings.maximumGyroscopeBiasRadiansPerSecond
                let bias = state.gyroscopeBias - (settings.integralGain * deltaTimeSeconds) * error
                // Lane by lane: the generic pointwiseMin and pointwiseMax are two calls per update.
                state.gyroscopeBias = Vector3(
                    min(max(bias.x, -limit), limit), min(max(bias.y, -limit), limit), min(max(bias.z, -limit), limit))
            }
            rate += settings.proportionalGain * error
        }
        let next = (q * Quaternion(rotationVector: rate * deltaTimeSeconds))
        // A product of two unit quaternions: a Newton step normalises it.
        if !normaliseNearUnit(next, into: &state.attitude) {
            self.lastFlags.insert(.rejectedNonFiniteSample)
        }
    }
}
