import MotionMath

/// Limits every filter applies to its input before the input may touch the state.
public struct InputLimits: Sendable, Hashable {
    /// The longest time step integrated, seconds. A longer step (a gap in the data)
    /// re-initialises the attitude from the sample's accelerometer (and magnetometer).
    /// Default: 1 s.
    public var maximumTimeStepSeconds: Double
    /// The largest believable angular rate, rad/s; a faster reading is rejected as a
    /// corrupt sample. Default: 100 rad/s (≈ 5700 °/s, above every gyroscope's range).
    public var maximumAngularRateRadiansPerSecond: Double

    /// Creates limits. Defaults: 1 s, 100 rad/s.
    public init(maximumTimeStepSeconds: Double = 1, maximumAngularRateRadiansPerSecond: Double = 100) {
        self.maximumTimeStepSeconds = maximumTimeStepSeconds
        self.maximumAngularRateRadiansPerSecond = maximumAngularRateRadiansPerSecond
    }
}

/// What a filter should do with a sample, decided before any state changes.
@usableFromInline
enum ScreenedSample {
    /// Ignore the sample entirely (flags say why).
    case reject
    /// Set the attitude from the sample's vectors (first sample, or after a gap); the
    /// vectors are finite and non-zero, not normalised.
    case initialise(accelerometer: Vector3, magnetometer: Vector3?)
    /// Integrate the gyroscope over `deltaTimeSeconds`; correct with the vectors given
    /// (finite and non-zero, not normalised; nil when unusable).
    case update(accelerometer: Vector3?, magnetometer: Vector3?)
}

/// Screens a sample: non-finite or absurd values, bad time steps, gaps, missing or unusable
/// vectors. Returns the decision and the flags describing it.
@inlinable @inline(__always)
func screen(
    gyroscope: Vector3,
    accelerometer: Vector3,
    magnetometer: Vector3?,
    deltaTimeSeconds: Double,
    isInitialised: Bool,
    limits: InputLimits
) -> (ScreenedSample, FilterFlags) {
    var flags: FilterFlags = []
    // Comparisons on the squared lengths stand in for per-component finiteness tests:
    // a finite sum of squares has finite components, and NaN fails every comparison.
    // "≤ greatestFiniteMagnitude" rather than "< infinity" or isFinite: paired with "> 0"
    // those become a bit-pattern classification in integer registers, ~15 instructions
    // where two floating-point comparisons do.
    let maximumRate = limits.maximumAngularRateRadiansPerSecond
    let gyroscopeLengthSquared = gyroscope.lengthSquared
    guard gyroscopeLengthSquared <= maximumRate * maximumRate,
          gyroscopeLengthSquared <= .greatestFiniteMagnitude || gyroscope.isFinite else {
        return (.reject, [.rejectedNonFiniteSample])
    }
    var usableAccelerometer: Vector3? = nil
    let accelerometerLengthSquared = accelerometer.lengthSquared
    if accelerometerLengthSquared > 0 && accelerometerLengthSquared <= .greatestFiniteMagnitude {
        usableAccelerometer = accelerometer
    } else {
        if !accelerometer.isFinite { flags.insert(.rejectedNonFiniteSample) }
        flags.insert(.accelerometerIgnored)
    }
    var usableMagnetometer: Vector3? = nil
    if let magnetometer {
        let lengthSquared = magnetometer.lengthSquared
        if lengthSquared > 0 && lengthSquared <= .greatestFiniteMagnitude {
            // A field parallel to gravity carries no heading.
            if usableAccelerometer != nil,
               cross(accelerometer, magnetometer).lengthSquared < 1e-6 * accelerometerLengthSquared * lengthSquared {
                flags.insert(.magnetometerIgnored)
            } else {
                usableMagnetometer = magnetometer
            }
        } else {
            if !magnetometer.isFinite { flags.insert(.rejectedNonFiniteSample) }
            flags.insert(.magnetometerIgnored)
        }
    } else {
        flags.insert(.magnetometerIgnored)
    }
    guard isInitialised else {
        guard let a = usableAccelerometer else { return (.reject, flags.union(.initialising)) }
        return (.initialise(accelerometer: a, magnetometer: usableMagnetometer), flags.union(.initialising))
    }
    guard deltaTimeSeconds > 0 && deltaTimeSeconds <= .greatestFiniteMagnitude else {
        return (.reject, flags.union(.rejectedTimeStep))
    }
    if deltaTimeSeconds > limits.maximumTimeStepSeconds {
        guard let a = usableAccelerometer else { return (.reject, flags.union(.rejectedTimeStep)) }
        return (.initialise(accelerometer: a, magnetometer: usableMagnetometer), flags.union(.reinitialisedAfterGap))
    }
    return (.update(accelerometer: usableAccelerometer, magnetometer: usableMagnetometer), flags)
}

/// Screens a sample for a filter that starts from its first usable sample: sets `flags`,
/// sets `attitude` from the sample's vectors on the first usable sample (and after a gap),
/// leaves `levelling` as ``StartUpLevelling/afterScreening(_:flags:attitude:accelerometer:magnetometer:durationSeconds:)``
/// does (`levellingSeconds`: the filter's `startUpLevellingSeconds`), and returns the vectors
/// to correct with when the gyroscope is to be integrated; nil when the sample was rejected
/// or used to (re)initialise. The shared front of the complementary, Madgwick and Mahony
/// updates.
@inlinable @inline(__always)
func admit(
    gyroscope: Vector3,
    accelerometer: Vector3,
    magnetometer: Vector3?,
    deltaTimeSeconds: Double,
    limits: InputLimits,
    attitude: inout Quaternion,
    isInitialised: inout Bool,
    flags: inout FilterFlags,
    levelling: inout StartUpLevelling,
    levellingSeconds: Double
) -> (accelerometer: Vector3?, magnetometer: Vector3?)? {
    let (decision, screenedFlags) = screen(
        gyroscope: gyroscope, accelerometer: accelerometer, magnetometer: magnetometer,
        deltaTimeSeconds: deltaTimeSeconds, isInitialised: isInitialised, limits: limits
    )
    flags = screenedFlags
    let admitted: (accelerometer: Vector3?, magnetometer: Vector3?)?
    var initialField: Vector3?
    switch decision {
    case .reject:
        admitted = nil
    case let .initialise(accelerometer, magnetometer):
        attitude = attitudeFromVectors(accelerometer: accelerometer, magnetometer: magnetometer)
        isInitialised = true
        initialField = magnetometer
        admitted = nil
    case let .update(accelerometer, magnetometer):
        admitted = (accelerometer, magnetometer)
    }
    StartUpLevelling.afterScreening(
        &levelling, flags: flags, attitude: attitude, accelerometer: accelerometer, magnetometer: initialField,
        durationSeconds: levellingSeconds)
    return admitted
}

/// The attitude (sensor→ENU) that explains one accelerometer reading (specific force, any
/// length) and, when given, one magnetometer reading. Without a magnetometer the heading
/// is chosen by the shortest rotation from the sensor's z axis to up.
@inlinable
public func attitudeFromVectors(accelerometer: Vector3, magnetometer: Vector3?) -> Quaternion {
    guard let up = accelerometer.normalizedOrNil else { return .identity }
    if let magnetometer, let east = cross(magnetometer, up).normalizedOrNil {
        let north = cross(up, east)
        return Quaternion(earthAxesInSensorFrame: east, north, up)
    }
    return Quaternion(rotating: up, onto: Vector3(0, 0, 1)).normalized
}
