import MotionMath
import RealModule

/// A 95 % bound on the attitude's inclination and heading errors, propagated from the
/// filter's own state sample by sample.
///
/// Each bound is the root sum of squares of terms (degrees, constants in ``Settings``):
/// - inclination: a floor; a term proportional to the smoothed angular rate; a term while
///   moving (not at rest, from the filter's rest flag); after a start (or a restart after a
///   gap), a term that fades as 1/t, sized by how far the accelerometer disagreed with the
///   estimated vertical over the first seconds (the motion a filter started in); a term
///   proportional to the smoothed angle between the accelerometer and the estimated
///   vertical (for filters that follow the accelerometer without rejecting accelerations);
///   a tilt drift that grows with
///   the bias σ while the accelerometer is ignored and fades with the accelerometer's
///   time constant once it is used again; and, for filters whose magnetometer correction
///   tilts the attitude, a term in 9D;
/// - heading: a floor; a rate term; the drift since the heading was last referenced — the
///   bias σ about the vertical integrated over time, and the scale error times the net
///   turn about the vertical — which in 9D fades with the magnetometer's time constant
///   while the magnetometer is used, and in 6D accumulates from the start (or
///   ``resetHeadingReference()``); in 9D, plus the uncertainty of the magnetic reference
///   and a share of the recent peak of the filter's magnetic heading disagreement, held
///   while the filter finds the field disturbed (it may yet take that field for a clean
///   one and turn the heading towards it) and fading once it does not; in 9D after a
///   start, the inclination's start-up term times the tangent of the field's dip (a vertical
///   wrong by θ turns the field's horizontal direction by up to θ · tan(dip)); and after the
///   filter's restart after a gap (`FilterFlags.reinitialisedAfterGap`) with the heading not
///   referenced by the field (always in 6D), 180° for the turn over the gap, which no
///   sensor saw: the heading is unknown until the field is used again (the term fades like
///   the drift) or, in 6D, until ``resetHeadingReference()``.
///
/// So the heading bound grows as soon as a disturbed field disagrees with the heading,
/// before the field or the drift while it is rejected can move the heading. Before the
/// first sample both bounds are 180° (nothing is known), and neither exceeds it (a long
/// stretch of 6D drift ends there). Deterministic; does not allocate;
/// never traps on bad input (a non-finite or non-positive time step leaves the state as it
/// was; the accumulated drifts stop at ±10⁹°, long past where the bounds reach 180°, so
/// that no time step, however long, makes a bound NaN).
public struct AttitudeUncertainty: Sendable, Hashable {
    /// The constants in use.
    public var settings: Settings
    /// The smoothed angular rate, °/s.
    public private(set) var smoothedRateDegreesPerSecond = 0.0
    /// The smoothed share of samples not at rest, 0…1 (1 for a filter without rest detection).
    public private(set) var movingShare = 0.0
    /// The smoothed angle between the accelerometer and the estimated vertical, degrees (0
    /// when no accelerometer is given).
    public private(set) var smoothedAccelerometerDisagreementDegrees = 0.0
    /// Accumulated heading drift from the bias since the last reference, degrees (1 σ).
    public private(set) var headingBiasDriftDegrees = 0.0
    /// Net signed turn about the vertical since the last reference, degrees.
    public private(set) var netVerticalTurnDegrees = 0.0
    /// Accumulated tilt drift from the bias while the accelerometer was ignored, degrees (1 σ).
    public private(set) var inclinationBiasDriftDegrees = 0.0
    /// The heading's turn over a gap the filter restarted after, unseen, degrees: 180 from a
    /// restart with the heading not referenced by the field, fading like the drift while the
    /// field is used; 0 at the start and after ``resetHeadingReference()``.
    public private(set) var unobservedTurnDegrees = 0.0
    /// The recent peak of the magnetic heading disagreement, degrees (held while the field
    /// is found disturbed, else fading with the heading recovery time constant).
    public private(set) var magneticDisagreementPeakDegrees = 0.0
    /// Whether the last sample's heading was magnetic (9D).
    public private(set) var headingIsMagnetic = false
    /// Whether a sample has been taken: before it the attitude is unknown and both bounds
    /// are 180°.
    public private(set) var hasSamples = false
    /// Time since the start (the first sample taken, or the filter's last restart after a
    /// gap), s.
    public private(set) var secondsSinceStart = 0.0
    /// The mean angle between the accelerometer and the estimated vertical over the first
    /// ``Settings/startUpWindowSeconds`` after the start, degrees (0 when none is given).
    public private(set) var startUpDisagreementDegrees = 0.0
    /// Samples in ``startUpDisagreementDegrees``.
    private var startUpSampleCount = 0.0
    /// The mean tangent of the magnetic field's dip (its angle below the estimated
    /// horizontal) over the first ``Settings/startUpWindowSeconds`` after the start, capped
    /// at ``largestDipTangent``; 0 in 6D or without magnetometer readings.
    public private(set) var startUpDipTangent = 0.0
    /// Magnetometer readings in ``startUpDipTangent``.
    private var startUpFieldCount = 0.0
    /// The largest dip tangent the heading's start-up term uses: tan 80° (near the magnetic
    /// poles the heading is not referenced usefully anyway).
    public static let largestDipTangent = 5.67

    /// Starts with no accumulated drift.
    public init(settings: Settings = Settings()) {
        self.settings = settings
    }

    /// The 95 % bound of the inclination error, degrees (180 before the first sample).
    @inlinable @inline(__always)
    public var inclinationBoundDegrees: Double {
        guard hasSamples else { return Self.largestBoundDegrees }
        let rate = settings.inclinationPerRateDegreesPerDegreePerSecond * smoothedRateDegreesPerSecond
        let moving = settings.inclinationMovingDegrees * movingShare
        let drift = settings.biasDriftStandardDeviations * inclinationBiasDriftDegrees
        let floor = settings.inclinationFloorDegrees
        let magnetic = headingIsMagnetic ? settings.inclinationMagneticDegrees : 0
        let disagreement = settings.inclinationPerAccelerometerDisagreement * smoothedAccelerometerDisagreementDegrees
        let startUp = startUpInclinationDegrees
        let sum = floor * floor + rate * rate + moving * moving + drift * drift + magnetic * magnetic + disagreement * disagreement
            + startUp * startUp
        return min(sum.squareRoot(), Self.largestBoundDegrees)
    }

    /// The start-up term of the inclination bound, degrees: ``Settings/startUpSeconds`` ×
    /// ``startUpDisagreementDegrees`` ÷ ``secondsSinceStart`` (0 before the first time step).
    @inlinable @inline(__always)
    public var startUpInclinationDegrees: Double {
        guard secondsSinceStart > 0 else { return 0 }
        let term = settings.startUpSeconds * startUpDisagreementDegrees / secondsSinceStart
        return term.isFinite ? term : Self.largestBoundDegrees
    }

    /// The start-up term of the heading bound in 9D, degrees: ``startUpInclinationDegrees`` ×
    /// ``startUpDipTangent`` (0 in 6D).
    @inlinable @inline(__always)
    public var startUpHeadingDegrees: Double {
        headingIsMagnetic ? startUpInclinationDegrees * startUpDipTangent : 0
    }

    /// The 95 % bound of the heading error, degrees (in 6D: of the heading's change since
    /// the start or the last ``resetHeadingReference()``; 180 before the first sample).
    @inlinable @inline(__always)
    public var headingBoundDegrees: Double {
        guard hasSamples else { return Self.largestBoundDegrees }
        let rate = settings.headingPerRateDegreesPerDegreePerSecond * smoothedRateDegreesPerSecond
        let bias = settings.biasDriftStandardDeviations * headingBiasDriftDegrees
        let scale = settings.scaleErrorFraction * netVerticalTurnDegrees
        let floor = settings.headingFloorDegrees
        let magnetic = headingIsMagnetic ? settings.magneticReferenceDegrees : 0
        let disagreement = headingIsMagnetic ? settings.magneticDisagreementFraction * magneticDisagreementPeakDegrees : 0
        let startUp = startUpHeadingDegrees
        let unobserved = unobservedTurnDegrees
        let sum = floor * floor + rate * rate + bias * bias + scale * scale + magnetic * magnetic + disagreement * disagreement
            + startUp * startUp + unobserved * unobserved
        return min(sum.squareRoot(), Self.largestBoundDegrees)
    }

    /// The largest bound, degrees: no attitude error is larger than 180°, so a bound that
    /// reaches it says that nothing is known (as before the first sample).
    public static let largestBoundDegrees = 180.0

    /// The largest magnitude an accumulated drift takes, degrees: far past the 180° every
    /// bound stops at, and finite, so that a fading factor of 0 after an absurdly long time
    /// step cannot meet an infinite drift (∞ × 0 is NaN).
    static let largestAccumulatedDegrees = 1e9

    /// `value` within ±``largestAccumulatedDegrees``.
    static func accumulated(_ value: Double) -> Double {
        min(max(value, -largestAccumulatedDegrees), largestAccumulatedDegrees)
    }

    /// Takes one sample, after the filter's update.
    /// - Parameters:
    ///   - rotationRate: the bias-corrected angular rate, rad/s, sensor frame.
    ///   - attitude: the filter's attitude (sensor → ENU).
    ///   - accelerometer: the specific force the filter was given, m/s², sensor frame; nil
    ///     for none (the disagreement term stays where it was).
    ///   - flags: what the filter did with the sample.
    ///   - biasStandardDeviation: σ of the bias estimate per sensor axis, rad/s; nil for
    ///     ``Settings/assumedBiasStandardDeviationRadiansPerSecond``.
    ///   - magnetic: whether the filter is given the magnetometer (9D).
    ///   - magnetometer: the field the filter was given, any unit, sensor frame; nil for
    ///     none (no heading start-up term).
    ///   - magneticDisagreementRadians: the filter's magnetic heading disagreement
    ///     (`AttitudeFilter.magneticHeadingDisagreementRadians`), rad; nil for none.
    ///   - timeStepSeconds: the time since the previous sample, s.
    public mutating func add(
        rotationRate: Vector3, attitude: Quaternion, accelerometer: Vector3? = nil, flags: FilterFlags,
        biasStandardDeviation: Vector3?, magnetic: Bool, magnetometer: Vector3? = nil,
        magneticDisagreementRadians: Double? = nil, timeStepSeconds: Double
    ) {
        guard timeStepSeconds.isFinite, timeStepSeconds > 0 else { return }
        let degreesPerRadian = 180 / Double.pi
        let rate = (dot(rotationRate, rotationRate)).squareRoot() * degreesPerRadian
        guard rate.isFinite else { return }
        let smoothing = min(timeStepSeconds / max(settings.smoothingTimeConstantSeconds, 1e-9), 1)
        smoothedRateDegreesPerSecond += smoothing * (rate - smoothedRateDegreesPerSecond)
        let moving = flags.contains(.restDetected) ? 0.0 : 1.0
        movingShare += smoothing * (moving - movingShare)

        // The vertical in the sensor frame: the third row of the attitude's rotation matrix.
        let q = attitude
        let vertical = Vector3(2 * (q.x * q.z - q.w * q.y), 2 * (q.y * q.z + q.w * q.x), 1 - 2 * (q.x * q.x + q.y * q.y))
        let sigma = biasStandardDeviation ?? Vector3(repeating: settings.assumedBiasStandardDeviationRadiansPerSecond)
        let verticalVariance = Self.variance(about: vertical, perAxisStandardDeviation: sigma)
        let horizontalVariance = max((sigma * sigma).sum() - verticalVariance, 0) / 2
        let verticalTurn = dot(rotationRate, vertical) * degreesPerRadian
        guard verticalVariance.isFinite, verticalTurn.isFinite else { return }
        hasSamples = true
        let headingReferenced = magnetic && !flags.contains(.magnetometerIgnored)
        if flags.contains(.reinitialisedAfterGap) {
            if !headingReferenced { unobservedTurnDegrees = Self.largestBoundDegrees }
            secondsSinceStart = 0
            startUpDisagreementDegrees = 0
            startUpSampleCount = 0
            startUpDipTangent = 0
            startUpFieldCount = 0
        }
        secondsSinceStart += timeStepSeconds
        let averagesStartUp = settings.startUpSeconds != 0 && secondsSinceStart <= settings.startUpWindowSeconds
        // (Only where a term counts: it costs an arctangent a sample.)
        if let accelerometer, settings.inclinationPerAccelerometerDisagreement != 0 || averagesStartUp {
            let across = cross(accelerometer, vertical)
            let angle = Double.atan2(y: (dot(across, across)).squareRoot(), x: dot(accelerometer, vertical)) * degreesPerRadian
            if angle.isFinite {
                if settings.inclinationPerAccelerometerDisagreement != 0 {
                    smoothedAccelerometerDisagreementDegrees += smoothing * (angle - smoothedAccelerometerDisagreementDegrees)
                }
                if averagesStartUp {
                    startUpSampleCount += 1
                    startUpDisagreementDegrees += (angle - startUpDisagreementDegrees) / startUpSampleCount
                }
            }
        }
        if magnetic, averagesStartUp, let magnetometer {
            let down = abs(dot(magnetometer, vertical))
            let across = cross(magnetometer, vertical)
            let horizontal = (dot(across, across)).squareRoot()
            let tangent = horizontal > 0 ? min(down / horizontal, Self.largestDipTangent) : Self.largestDipTangent
            if tangent.isFinite {
                startUpFieldCount += 1
                startUpDipTangent += (tangent - startUpDipTangent) / startUpFieldCount
            }
        }

        if flags.contains(.accelerometerIgnored) {
            inclinationBiasDriftDegrees = Self.accumulated(
                inclinationBiasDriftDegrees + horizontalVariance.squareRoot() * degreesPerRadian * timeStepSeconds)
        } else {
            inclinationBiasDriftDegrees *= 1 - min(timeStepSeconds / max(settings.inclinationRecoveryTimeConstantSeconds, 1e-9), 1)
        }

        headingIsMagnetic = magnetic
        let fading = 1 - min(timeStepSeconds / max(settings.headingRecoveryTimeConstantSeconds, 1e-9), 1)
        let disagreement = magnetic ? abs(magneticDisagreementRadians ?? 0) * degreesPerRadian : 0
        // The peak is held while the filter finds the field disturbed: a disturbed field it
        // then takes for a clean one for a moment pulls the heading by up to the peak.
        let heldPeak = magnetic && flags.contains(.magneticDisturbance)
            ? magneticDisagreementPeakDegrees : magneticDisagreementPeakDegrees * fading
        magneticDisagreementPeakDegrees = disagreement.isFinite ? max(disagreement, heldPeak) : heldPeak
        if headingReferenced {
            headingBiasDriftDegrees *= fading
            netVerticalTurnDegrees *= fading
            unobservedTurnDegrees *= fading
        } else {
            headingBiasDriftDegrees = Self.accumulated(
                headingBiasDriftDegrees + verticalVariance.squareRoot() * degreesPerRadian * timeStepSeconds)
            netVerticalTurnDegrees = Self.accumulated(netVerticalTurnDegrees + verticalTurn * timeStepSeconds)
        }
    }

    /// Takes one sample from `filter` after its update with `gyroscope` (rad/s, raw),
    /// `accelerometer` (m/s²; nil: the disagreement term is not tracked) and `magnetometer`
    /// (nil: no heading start-up term).
    public mutating func add<Filter: AttitudeFilter>(
        after filter: Filter, gyroscope: Vector3, accelerometer: Vector3? = nil, magnetometer: Vector3? = nil, magnetic: Bool,
        timeStepSeconds: Double
    ) {
        add(
            rotationRate: gyroscope - filter.estimatedGyroscopeBias, attitude: filter.attitude,
            accelerometer: accelerometer, flags: filter.flags,
            biasStandardDeviation: filter.gyroscopeBiasStandardDeviationRadiansPerSecond, magnetic: magnetic,
            magnetometer: magnetometer, magneticDisagreementRadians: filter.magneticHeadingDisagreementRadians, timeStepSeconds: timeStepSeconds)
    }

    /// The variance about the unit vector `axis` of a quantity with independent per-axis
    /// standard deviations `perAxisStandardDeviation` (units²): Σ axisᵢ² σᵢ². For the
    /// gyroscope bias about the vertical, (rad/s)².
    @inlinable
    public static func variance(about axis: Vector3, perAxisStandardDeviation sigma: Vector3) -> Double {
        dot(axis * axis, sigma * sigma)
    }

    /// Makes the current heading the new reference (6D: a new zero heading): the drift
    /// since the last reference, and the turn over a gap, start again from 0.
    public mutating func resetHeadingReference() {
        headingBiasDriftDegrees = 0
        netVerticalTurnDegrees = 0
        unobservedTurnDegrees = 0
    }
}
