import MotionMath

/// Madgwick's gradient-descent orientation filter, 6D (gyroscope + accelerometer) and 9D
/// (with magnetometer).
///
/// S. O. H. Madgwick, A. J. L. Harrison, R. Vaidyanathan, "Estimation of IMU and MARG
/// orientation using a gradient descent algorithm", IEEE ICORR 2011. Each update
/// integrates q̇ = ½ q ⊗ ω − β ∇f/|∇f|, where f stacks the differences between the
/// measured and predicted unit gravity (and magnetic field, whose reference direction is
/// re-estimated each step from the measured inclination). The gradient is computed in its
/// closed vector form, ∇ = 2 Σ (1 − vᵢ·sᵢ) q + q ⊗ (0, 2 Σ vᵢ × sᵢ), identical to the
/// paper's Jacobian form, and evaluated in the earth frame: with the measurements rotated
/// into ENU (b = R(q)·a, h = R(q)·m) the sum of cross products is Rᵀe for an earth-frame e,
/// and q ⊗ (0, Rᵀe) = (0, e) ⊗ q for a unit q (see `step`). The earth frame is ENU.
///
/// Deviations from the paper, for speed:
/// - The update computes in single precision (Float) on a working copy of the attitude;
///   `state.attitude` is that copy's exact Double value after every update (and exactly
///   what was set after initialisation or `state` set from outside). Float rounds each
///   operation to 6e-8 relative: the attitude's length stays within 3e-7 of 1, a level
///   sensor's heading integrated for 120 000 steps moves by less than 0.005°, and the
///   BROAD means moved in the fifth decimal: 9D total 5.081701° → 5.081719°, 6D
///   inclination 2.631447° → 2.631444°.
/// - The gain's 1/|q| is (3 − |q|²)/2 (one Newton step from 1; |q|² is 1 within 1e-6) and
///   the new attitude is normalised by the first-order factor 1 − ε/2 for a length excess
///   |ε| < 1e-3 (the neglected 3ε²/8 is below Float's rounding for |ε| < 3e-4, at most 4e-7
///   at 1e-3, and the next update's ε takes it up); a larger excess is normalised exactly.
/// - The reference field's horizontal magnitude |h_xy| (h = R(q)·m) is not taken by a
///   square root of the current h but by one Newton step, (n + |h_xy|²/n)/2, from the
///   previous 9D update's exact value n, so that no square root lies between one attitude
///   and the next. The step overestimates |h_xy| by (ρ − 1)²/2 relative, ρ being the ratio
///   of the current to the previous value: 5e-4 on average and at most 1.5 % on BROAD
///   trial 01 (the magnetometer's noise moves h by about 2 % a reading), which changed the
///   BROAD 9D mean total error from 5.0832° to 5.0817°. The first 9D update (after creation
///   or `reset()`), one after a field within 5.7° of the vertical and one that took the
///   double-precision screening take the square root. Setting `state` from outside leaves
///   the previous value in place: the next 9D update starts from it.
///
/// Sample screening decides exactly as `admit` does: a sample that passes stricter checks
/// in single precision (see `update`) is integrated directly, every other sample goes
/// through `admit` in double precision.
///
/// Edge cases: the first usable sample (and the first after a gap longer than
/// `limits.maximumTimeStepSeconds`) sets the attitude from the accelerometer (and
/// magnetometer); see `AttitudeFilter` for rejected input. A `state` set from outside
/// starts the next update from its attitude normalised (the identity when that attitude is
/// zero or not finite).
public struct MadgwickFilter: AttitudeFilter {
    /// The settings in use.
    public var settings: Settings {
        didSet {
            restBias.settings = settings.restBiasEstimation
            magneticGate.settings = settings.magneticDisturbanceRejection
        }
    }
    /// The evolving state. Setting it also sets the single-precision working attitude, to
    /// the attitude normalised.
    @inlinable public var state: State {
        get { State(attitude: attitude, isInitialised: storedState.isInitialised) }
        set {
            // An attitude set from outside ends the levelling of the first seconds.
            levelling = .finished
            setStoredState(newValue)
        }
    }

    /// Sets `storedState` to `newValue` and the working attitude to its attitude normalised.
    @inlinable
    mutating func setStoredState(_ newValue: State) {
        storedState = newValue
        let unit = newValue.attitude.normalized
        workingAttitude = SIMD4(Float(unit.x), Float(unit.y), Float(unit.z), Float(unit.w))
        isWorkingAttitudeCurrent = false
    }
    /// The state as last set from outside (or initialised); its attitude is the current one
    /// until the next update (`isWorkingAttitudeCurrent`).
    @usableFromInline var storedState: State
    /// The attitude the next update starts from, in single precision, stored (x, y, z, w):
    /// `storedState.attitude` normalised and rounded to Float, or (after an update) the
    /// update's result, whose exact Double value is the attitude.
    @usableFromInline var workingAttitude: SIMD4<Float> = SIMD4(0, 0, 0, 1)
    /// Whether `workingAttitude` is the attitude (after an update) rather than
    /// `storedState.attitude` (set from outside or initialised, not yet updated). The
    /// Double copy is made when the attitude is read, not on every update.
    @usableFromInline var isWorkingAttitudeCurrent = false
    /// What the last update did.
    @inlinable public var flags: FilterFlags { lastFlags }

    /// ``AttitudeUncertainty/Settings/madgwick``: the constants calibrated for this filter.
    public var uncertaintySettings: AttitudeUncertainty.Settings { .madgwick }
    @usableFromInline var lastFlags: FilterFlags = []
    /// |h_xy| of the last 9D update, µT, and its reciprocal: the starting point of the next
    /// update's Newton step for |h_xy|. Zero until a 9D update has set them.
    @usableFromInline var lastHorizontalField: Float = 0
    @usableFromInline var lastInverseHorizontalField: Float = 0
    /// The gyroscope bias learned while the sensor rests (``Settings/restBiasEstimation``).
    @usableFromInline var restBias: RestBiasEstimator
    /// Keeps a disturbed field out (``Settings/magneticDisturbanceRejection``).
    @usableFromInline var magneticGate: MagneticDisturbanceGate
    /// The levelling of the first seconds after a start (`StartUpLevelling`);
    /// ``StartUpLevelling/finished`` after them.
    /// Last, after the fields every update uses.
    @usableFromInline var levelling = StartUpLevelling.finished

    /// Creates a filter; it initialises from its first usable sample.
    public init(settings: Settings = Settings()) {
        self.settings = settings
        restBias = RestBiasEstimator(settings: settings.restBiasEstimation)
        magneticGate = MagneticDisturbanceGate(settings: settings.magneticDisturbanceRejection)
        self.storedState = State()
    }

    /// The current attitude, sensor→ENU.
    @inlinable
    public var attitude: Quaternion {
        guard isWorkingAttitudeCurrent else { return storedState.attitude }
        return Quaternion(
            w: Double(workingAttitude.w), x: Double(workingAttitude.x), y: Double(workingAttitude.y),
            z: Double(workingAttitude.z))
    }

    /// The gyroscope bias learned at rest (``Settings/restBiasEstimation``), rad/s; zero
    /// without it (Madgwick's filter estimates none), also when it was switched off after a
    /// rest.
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
        levelling = .finished
        lastHorizontalField = 0
        lastInverseHorizontalField = 0
        restBias = RestBiasEstimator(settings: settings.restBiasEstimation)
        magneticGate = MagneticDisturbanceGate(settings: settings.magneticDisturbanceRejection)
    }

    /// Feeds one sample: gyroscope rad/s, accelerometer m/s², magnetometer µT or nil for a
    /// 6D update, time step s.
    ///
    /// A sample that passes the common checks in single precision is integrated here: the
    /// filter initialised, a time step in (0, `maximumTimeStepSeconds`], |ω| at least 5e-6
    /// relative below `maximumAngularRateRadiansPerSecond`, squared vector lengths in
    /// 1e-6…1e18 (m²/s⁴, µT²: products and the gradient stay in Float's normal range) and a
    /// field whose sin² to gravity's direction is above 2e-6. Each check is stricter than
    /// `admit`'s by more than Float's rounding, so a sample that passes would pass `admit`
    /// too; every other sample takes `admit`'s screening in double precision.
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
            magnetometer, attitude: attitude, isInitialised: storedState.isInitialised, gyroscope: gyroscope,
            stepSeconds: deltaTimeSeconds, maximumStepSeconds: settings.limits.maximumTimeStepSeconds,
            disturbed: &magneticDisturbance)
        defer {
            if restBias.isAtRest { lastFlags.insert(.restDetected) }
            if magneticDisturbance { lastFlags.insert(.magneticDisturbance) }
        }
        if levelling.isActive {
            updateLevelled(gyroscope: gyroscope, accelerometer: accelerometer, magnetometer: gatedMagnetometer,
                           deltaTimeSeconds: deltaTimeSeconds)
            return
        }
        updateSteadily(gyroscope: gyroscope, accelerometer: accelerometer, magnetometer: gatedMagnetometer,
                       deltaTimeSeconds: deltaTimeSeconds)
    }

    /// An update in the first seconds after a start: the same update, then the levelling
    /// (`StartUpLevelling`; a sample that takes the screened path is levelled there).
    @usableFromInline @inline(never)
    mutating func updateLevelled(gyroscope: Vector3, accelerometer: Vector3, magnetometer: Vector3?, deltaTimeSeconds: Double) {
        if updateSteadily(gyroscope: gyroscope, accelerometer: accelerometer, magnetometer: magnetometer,
                          deltaTimeSeconds: deltaTimeSeconds), levelling.isActive {
            applyLevelling(
                gyroscope: gyroscope, accelerometer: accelerometer, magnetometer: magnetometer, stepSeconds: deltaTimeSeconds)
        }
    }

    /// `update` without the levelling: true when the sample passed the single-precision
    /// checks and was integrated here, false when it took `updateScreened`.
    @inlinable @inline(__always) @discardableResult
    mutating func updateSteadily(
        gyroscope: Vector3,
        accelerometer: Vector3,
        magnetometer: Vector3?,
        deltaTimeSeconds: Double
    ) -> Bool {
        let limits = settings.limits
        let halfStep = 0.5 * deltaTimeSeconds
        let halfRotation = SIMD4<Float>(vector: halfStep * gyroscope)
        // |ω| ≤ ω_max as |½Δt·ω|² ≤ (½Δt·ω_max)², the bound lowered by 1e-5 (far more than
        // Float's rounding of either side) and capped in Float's range.
        let halfMaximumRotation = halfStep * limits.maximumAngularRateRadiansPerSecond
        let rotationBound = Float(min(halfMaximumRotation * halfMaximumRotation * (1 - 1e-5), 1e30))
        let a = SIMD4<Float>(vector: accelerometer)
        let accelerometerLengthSquared = a.dot3(a)
        guard storedState.isInitialised,
              deltaTimeSeconds > 0, deltaTimeSeconds <= min(limits.maximumTimeStepSeconds, .greatestFiniteMagnitude),
              halfRotation.dot3(halfRotation) <= rotationBound,
              accelerometerLengthSquared >= 1e-6, accelerometerLengthSquared <= 1e18
        else {
            updateScreened(gyroscope: gyroscope, accelerometer: accelerometer, magnetometer: magnetometer,
                           deltaTimeSeconds: deltaTimeSeconds)
            return false
        }
        let gainStep = Float(deltaTimeSeconds * settings.gain)
        if let magnetometer {
            let m = SIMD4<Float>(vector: magnetometer)
            let fieldLengthSquared = m.dot3(m)
            let alignment = a.dot3(m)
            // sin² of the angle between a and m above 2e-6 (the screening's limit is 1e-6).
            guard fieldLengthSquared >= 1e-6, fieldLengthSquared <= 1e18,
                  alignment * alignment <= (1 - 2e-6) * accelerometerLengthSquared * fieldLengthSquared
            else {
                updateScreened(gyroscope: gyroscope, accelerometer: accelerometer, magnetometer: magnetometer,
                               deltaTimeSeconds: deltaTimeSeconds)
                return false
            }
            lastFlags = []
            step(halfRotation: halfRotation, accelerometer: a, accelerometerLength: accelerometerLengthSquared.squareRoot(),
                 magnetometer: m, fieldLengthSquared: fieldLengthSquared, gainStep: gainStep)
        } else {
            lastFlags = .magnetometerIgnored
            step(halfRotation: halfRotation, accelerometer: a, accelerometerLength: accelerometerLengthSquared.squareRoot(),
                 magnetometer: nil, fieldLengthSquared: 0, gainStep: gainStep)
        }
        return true
    }

    /// The update of a sample that failed a common check: `admit`'s screening in double
    /// precision, then the same step. Vectors are scaled to unit length first (the step
    /// depends on their directions only), so any length `admit` accepts stays in Float's
    /// range; a scaled field restarts the Newton step for |h_xy| before and after.
    @usableFromInline @inline(never)
    mutating func updateScreened(
        gyroscope: Vector3,
        accelerometer: Vector3,
        magnetometer: Vector3?,
        deltaTimeSeconds: Double
    ) {
        let current = attitude
        var attitude = current
        var isInitialised = storedState.isInitialised
        let usable = admit(
            gyroscope: gyroscope, accelerometer: accelerometer, magnetometer: magnetometer,
            deltaTimeSeconds: deltaTimeSeconds, limits: settings.limits,
            attitude: &attitude, isInitialised: &isInitialised, flags: &lastFlags,
            levelling: &levelling, levellingSeconds: settings.startUpLevellingSeconds
        )
        // Only a sample that (re)initialises the filter changes these (and returns nil).
        if isInitialised != storedState.isInitialised || attitude != current {
            setStoredState(State(attitude: attitude, isInitialised: isInitialised))
        }
        guard let (usableAccelerometer, usableMagnetometer) = usable else { return }
        defer {
            if levelling.isActive {
                applyLevelling(
                    gyroscope: gyroscope, accelerometer: usableAccelerometer, magnetometer: usableMagnetometer,
                    stepSeconds: deltaTimeSeconds)
            }
        }
        let halfRotation = SIMD4<Float>(vector: (0.5 * deltaTimeSeconds) * gyroscope)
        let gainStep = Float(deltaTimeSeconds * settings.gain)
        let unitAccelerometer = usableAccelerometer.map { SIMD4<Float>(vector: $0 / $0.lengthSquared.squareRoot()) }
        let unitMagnetometer = usableMagnetometer.map { SIMD4<Float>(vector: $0 / $0.lengthSquared.squareRoot()) }
        let scalesField = unitAccelerometer != nil && unitMagnetometer != nil
        if scalesField {
            lastHorizontalField = 0
            lastInverseHorizontalField = 0
        }
        step(halfRotation: halfRotation, accelerometer: unitAccelerometer, accelerometerLength: 1,
             magnetometer: unitMagnetometer, fieldLengthSquared: 1, gainStep: gainStep)
        if scalesField {
            lastHorizontalField = 0
            lastInverseHorizontalField = 0
        }
    }

    /// The levelling of the first seconds after a start (`StartUpLevelling`) after an update:
    /// the attitude turned to the mean's vertical (and in 9D to the mean field's north), in
    /// single precision as every update's.
    @usableFromInline @inline(never)
    mutating func applyLevelling(gyroscope: Vector3, accelerometer: Vector3?, magnetometer: Vector3?, stepSeconds: Double) {
        let levelled = StartUpLevelling.apply(
            &levelling, to: attitude, gyroscope: gyroscope, accelerometer: accelerometer,
            magnetometer: magnetometer, stepSeconds: stepSeconds)
        setWorkingAttitude(SIMD4(Float(levelled.x), Float(levelled.y), Float(levelled.z), Float(levelled.w)))
        if levelling.isActive { levelling.lastLevelled = attitude }
    }

    /// Sets the working attitude (x, y, z, w), which is then the attitude.
    @inlinable @inline(__always)
    mutating func setWorkingAttitude(_ next: SIMD4<Float>) {
        workingAttitude = next
        isWorkingAttitudeCurrent = true
    }

    /// Sets the attitude to `next` (x, y, z, w) normalised by its own length (a step that
    /// moved the length by 1e-3 or more, which the step's first-order factor does not
    /// cover), or flags the sample when that length is zero or not finite.
    @usableFromInline @inline(never)
    mutating func normaliseExactly(_ next: SIMD4<Float>) {
        let lengthSquared = (next * next).sum()
        if lengthSquared > 0 && lengthSquared <= .greatestFiniteMagnitude {
            setWorkingAttitude((1 / lengthSquared.squareRoot()) * next)
        } else {
            lastFlags.insert(.rejectedNonFiniteSample)
        }
    }
}
