import MotionMath
import RealModule

/// A quaternion complementary filter, 6D and 9D.
///
/// Each update integrates the gyroscope exactly (exponential map), then applies two small
/// corrections in the earth frame, after Valenti, Dryanovski, Xiao, "Keeping a Good
/// Attitude: A Quaternion-Based Orientation Filter for IMUs and MARGs", Sensors 15(8), 2015:
/// - tilt: the rotation taking the measured gravity direction (rotated into ENU) onto up,
///   scaled by the fraction k = 1 − exp(−Δt/τ_accelerometer);
/// - heading (9D): a rotation about up that turns the measured field's horizontal part
///   toward north, scaled by k = 1 − exp(−Δt/τ_magnetometer).
/// Each correction is also limited to a maximum rate, so a long linear acceleration (or a
/// magnet) can turn the estimate only slowly. Corrections are rotations, never Euler-angle
/// blends, so the filter is valid at every tilt.
/// The accelerometer is skipped while its magnitude differs from `gravityMetersPerSecondSquared`
/// by more than `accelerationRejectionMetersPerSecondSquared` (flag `accelerometerIgnored`);
/// the heading correction is then skipped too (flag `magnetometerIgnored`).
public struct ComplementaryFilter: AttitudeFilter {
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

    /// ``AttitudeUncertainty/Settings/complementary``: the constants calibrated for this filter.
    public var uncertaintySettings: AttitudeUncertainty.Settings { .complementary }
    @usableFromInline var lastFlags: FilterFlags = []
    /// Gains derived from the settings for the last time step.
    @usableFromInline var coefficients = Coefficients()
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

    /// The gyroscope bias learned at rest (``Settings/restBiasEstimation``), rad/s; zero
    /// without it, also when it was switched off after a rest.
    public var estimatedGyroscopeBias: Vector3 { restBias.appliedBiasRadiansPerSecond }

    /// The standard deviation of the bias learned at rest, rad/s on every axis; nil
    /// without ``Settings/restBiasEstimation``.
    public var gyroscopeBiasStandardDeviationRadiansPerSecond: Vector3? {
        restBias.standardDeviationRadiansPerSecond.map { Vector3(repeating: $0) }
    }

    /// Returns to the uninitialised state, keeping the settings.
    public mutating func reset() {
        state = State()
        lastFlags = []
        coefficients = Coefficients()
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
        guard let (usableAccelerometer, usableMagnetometer) = admit(
            gyroscope: gyroscope, accelerometer: accelerometer, magnetometer: gatedMagnetometer,
            deltaTimeSeconds: deltaTimeSeconds, limits: settings.limits,
            attitude: &state.attitude, isInitialised: &state.isInitialised, flags: &lastFlags,
            levelling: &levelling, levellingSeconds: settings.startUpLevellingSeconds
        ) else { return }
        defer {
            state.attitude = StartUpLevelling.apply(
                &levelling, to: state.attitude, gyroscope: gyroscope, accelerometer: usableAccelerometer,
                magnetometer: usableMagnetometer, stepSeconds: deltaTimeSeconds)
        }
        let unitAccelerometer = usableAccelerometer.map { $0 * (1 / $0.length) }
        let unitMagnetometer = usableMagnetometer.map { $0 * (1 / $0.length) }
        coefficients.update(settings: settings, deltaTimeSeconds: deltaTimeSeconds)
        var q = state.attitude * Quaternion(rotationVector: gyroscope * deltaTimeSeconds)
        if let unitAccelerometer {
            let deviation = abs(accelerometer.length - settings.gravityMetersPerSecondSquared)
            if deviation <= settings.accelerationRejectionMetersPerSecondSquared {
                let up = q.rotate(unitAccelerometer)
                // Rotation taking `up` onto (0, 0, 1): axis up × z, angle between them.
                let axis = Vector3(up.y, -up.x, 0)
                let axisLength = axis.length
                let angle = Double.atan2(y: axisLength, x: up.z)
                let correction = min(coefficients.accelerometerFraction * angle, coefficients.maximumAccelerometerCorrectionRadians)
                // The exponential map of the correction (a series for small ones, no sine or
                // cosine); none about a zero axis (up already vertical).
                if axisLength > 0 {
                    q = Quaternion(rotationVector: axis * (correction / axisLength)) * q
                }
            } else {
                self.lastFlags.insert(.accelerometerIgnored)
            }
        }
        if let unitMagnetometer, !self.lastFlags.contains(.accelerometerIgnored) {
            let field = q.rotate(unitMagnetometer)
            if field.x * field.x + field.y * field.y > 1e-6 {
                let headingError = Double.atan2(y: field.x, x: field.y)
                let limit = coefficients.maximumMagnetometerCorrectionRadians
                let correction = max(-limit, min(limit, coefficients.magnetometerFraction * headingError))
                let turn = Quaternion(rotationVector: Vector3(0, 0, correction))
                q = turn * q
            } else {
                self.lastFlags.insert(.magnetometerIgnored)
            }
        } else if unitMagnetometer != nil {
            self.lastFlags.insert(.magnetometerIgnored)
        }
        // A product of unit quaternions: a Newton step normalises it.
        if !normaliseNearUnit(q, into: &state.attitude) {
            self.lastFlags.insert(.rejectedNonFiniteSample)
        }
    }
}
