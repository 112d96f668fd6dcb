import MotionMath

/// The first seconds of a filter that corrects its inclination with a gain (Madgwick,
/// Mahony, the complementary filter) after a start or a restart after a gap, levelled as the
/// VQF-class filter starts: the vertical is the mean of the accelerometer readings since the
/// start, each turned into the frame the gyroscope alone has carried since then.
///
/// Such a filter starts from its first reading. At rest that is the vertical, but in motion
/// one reading holds the motion's acceleration (tens of degrees off), and a gain small
/// enough for the steady state takes many seconds to undo that (on BROAD pieces that start
/// in motion, 20–27° RMS over the first 5 s for Madgwick and the complementary filter). The
/// mean's error falls about as 1/t instead. After each of the filter's updates in the first
/// `durationSeconds`, the filter's attitude is turned about a horizontal axis (its heading
/// kept) so that its vertical is the mean's; then the filter goes on alone.
///
/// In 9D the heading is levelled the same way: the magnetometer readings are averaged in
/// the same frame, and after the vertical's turn the attitude is turned about the vertical so
/// that the mean field's horizontal part points north. A heading from the first reading
/// takes that reading's tilt error with it, and the filter's small gain keeps it for many
/// seconds: on BROAD pieces that start in motion the three filters' 9D error was 19.9–20.4°
/// RMS a piece from one reading and is 9.0–9.3° levelled (`Benchmarks/README.md`).
///
/// In 6D the heading is kept instead: the corrections since the start (the filter's own and
/// the levelling's) turn about horizontal axes, but compose into a turn about the vertical
/// too, which each levelling takes out (`untwisted`). On those pieces the 6D heading's
/// change since the start, against the truth's, from 5 s in: 11.4–11.6° → 5.1° RMS.
public struct StartUpLevelling: Sendable, Hashable {
    /// The attitude carried by the gyroscope alone since the start (sensor → the filter's
    /// earth frame at the start).
    var strapdown: Quaternion
    /// The accelerometer readings since the start in the `strapdown` frame, summed, m/s².
    var accelerometerSum: Vector3
    /// The magnetometer readings since the start in the `strapdown` frame, summed, µT (the
    /// vectors, not their directions: a field fixed to the sensor averages out as it turns;
    /// a wild reading turned away); empty in 6D (no heading turn then).
    var magnetometerSum = StartUpVectorSum()
    /// Time left, s.
    public private(set) var remainingSeconds: Double
    /// Time since the attitude was last turned, s: it is turned at most every
    /// ``correctionIntervalSeconds`` (each sample is still integrated and summed).
    var secondsSinceCorrection = 0.0
    /// The shortest time between two turns, s: 0.01 (every sample up to 100 Hz; the filter's
    /// own small gain moves it little in between).
    public static let correctionIntervalSeconds = 0.01
    /// The attitude the filter started from or the last levelling gave it: an attitude
    /// found different at the next update was set from outside (the filter's `state`),
    /// which ends the levelling.
    @usableFromInline var lastLevelled: Quaternion

    /// Starts levelling from the filter's first `attitude` (sensor → ENU), set from
    /// `accelerometer` (m/s²) and `magnetometer` (µT, nil in 6D: default), for
    /// `durationSeconds` (s).
    public init(attitude: Quaternion, accelerometer: Vector3, magnetometer: Vector3? = nil, durationSeconds: Double) {
        strapdown = attitude
        accelerometerSum = attitude.rotate(accelerometer)
        if let magnetometer { magnetometerSum.add(attitude.rotate(magnetometer)) }
        remainingSeconds = durationSeconds
        lastLevelled = attitude
    }

    /// Whether the levelling still runs.
    @inlinable public var isActive: Bool { remainingSeconds > 0 }

    /// A levelling that has ended or never started: what a filter keeps outside its first
    /// seconds. (Kept as a value, not as an optional's nil: a filter checks ``isActive`` on
    /// every update, one field in place, where the optional's tag was an outlined call.)
    public static let finished = StartUpLevelling(attitude: .identity, accelerometer: .zero, durationSeconds: 0)

    /// `attitude`, the filter's after its update with this sample (gyroscope rad/s,
    /// accelerometer m/s² and magnetometer µT, each nil when the filter did not use it, time
    /// step s), turned so that its vertical is the mean's and, with magnetometer readings,
    /// its north the mean field's horizontal direction (at most every
    /// ``correctionIntervalSeconds``, and on the last sample); `attitude` itself where the
    /// accelerometer's mean is not usable. Without trigonometry (it runs on every sample of
    /// the first seconds): the gyroscope's step is integrated to first order, the vertical's
    /// turn is the normalised (1 + u_z, u_y, −u_x, 0) for the mean's unit direction u in the
    /// filter's earth frame, the heading's (1 + h_y, 0, 0, h_x) for the mean field's unit
    /// horizontal direction h after it.
    public mutating func levelled(
        _ attitude: Quaternion, gyroscope: Vector3, accelerometer: Vector3?, magnetometer: Vector3? = nil,
        stepSeconds: Double
    ) -> Quaternion {
        let result = turned(
            attitude, gyroscope: gyroscope, accelerometer: accelerometer, magnetometer: magnetometer, stepSeconds: stepSeconds)
        lastLevelled = result
        return result
    }

    /// `levelled` before it records what it gave.
    mutating func turned(
        _ attitude: Quaternion, gyroscope: Vector3, accelerometer: Vector3?, magnetometer: Vector3?, stepSeconds: Double
    ) -> Quaternion {
        remainingSeconds -= stepSeconds
        let half = (0.5 * stepSeconds) * gyroscope
        let next = strapdown * Quaternion(w: 1, x: half.x, y: half.y, z: half.z)
        let length = next.norm
        guard length > 0, length.isFinite else { return attitude }
        strapdown = (1 / length) * next
        if let accelerometer { accelerometerSum += strapdown.rotate(accelerometer) }
        if let magnetometer { magnetometerSum.add(strapdown.rotate(magnetometer)) }
        secondsSinceCorrection += stepSeconds
        guard secondsSinceCorrection >= Self.correctionIntervalSeconds || remainingSeconds <= 0 else { return attitude }
        secondsSinceCorrection = 0
        // The mean's direction in the filter's earth frame: strapdown frame → sensor → earth.
        let toEarth = attitude * strapdown.conjugate
        let up = toEarth.rotate(accelerometerSum)
        let upLength = up.length
        guard upLength > 0, upLength.isFinite else { return attitude }
        let unit = up * (1 / upLength)
        // The smallest turn taking `unit` onto +z (none possible for straight down).
        let turn = Quaternion(w: 1 + unit.z, x: unit.y, y: -unit.x, z: 0)
        let turnLength = turn.norm
        guard turnLength > 1e-9, turnLength.isFinite else { return attitude }
        let levelled = (1 / turnLength) * turn
        guard magnetometerSum.count == 0 else {
            return (headingTurn(after: levelled * toEarth) * levelled * attitude).normalized
        }
        return untwisted(levelled * attitude)
    }

    /// `attitude` (6D) turned about the vertical so that the corrections since the start,
    /// `attitude` ⊗ `strapdown`⁻¹ in the earth frame, hold no turn about it, normalised.
    ///
    /// Each correction (the filter's own and the levelling's) turns about a horizontal axis,
    /// but turns about different horizontal axes compose into a turn about the vertical as
    /// well; after a start in motion, whose vertical swings by tens of degrees in the first
    /// second, that turned the 6D heading by more than 10° on 35 of BROAD's 229 pieces
    /// (Madgwick; up to 144°) although the sensor's heading had not changed (as in the
    /// VQF-class filter's ``VQFFilter/Settings/startUpHeadingKeptEnabled``). In 9D the
    /// mean field sets the heading instead.
    func untwisted(_ attitude: Quaternion) -> Quaternion {
        let twist = verticalTwistRadians(attitude * strapdown.conjugate)
        return (Quaternion(axis: Vector3(0, 0, 1), angleRadians: -twist) * attitude).normalized
    }

    /// The turn about the vertical that points the mean field's horizontal part north (+y),
    /// the field taken into the earth frame by `toEarth`; none in 6D, or when that part is
    /// below 10⁻³ of the field (a field along the vertical has no heading).
    func headingTurn(after toEarth: Quaternion) -> Quaternion {
        let field = toEarth.rotate(magnetometerSum.sum)
        let horizontalSquared = field.x * field.x + field.y * field.y
        guard horizontalSquared > 1e-6 * field.lengthSquared, horizontalSquared.isFinite else { return .identity }
        let horizontal = horizontalSquared.squareRoot()
        let north = field.y / horizontal
        // Straight south: half a turn about the vertical.
        guard north > -1 + 1e-12 else { return Quaternion(w: 0, x: 0, y: 0, z: 1) }
        return Quaternion(w: 1 + north, x: 0, y: 0, z: field.x / horizontal).normalized
    }
}

extension StartUpLevelling {
    /// Updates the levelling a filter keeps after `admit` has screened a sample: a new one
    /// when the sample (re)initialised the filter (`flags`) and `durationSeconds` is above 0,
    /// the one running otherwise, ``finished`` once it has ended or when the filter's
    /// `attitude` is no longer the one it last gave (the state was set from outside).
    @inlinable @inline(__always)
    static func afterScreening(
        _ levelling: inout StartUpLevelling, flags: FilterFlags, attitude: Quaternion, accelerometer: Vector3,
        magnetometer: Vector3?, durationSeconds: Double
    ) {
        if flags.contains(.initialising) || flags.contains(.reinitialisedAfterGap) {
            levelling = durationSeconds > 0 && durationSeconds.isFinite
                ? StartUpLevelling(
                    attitude: attitude, accelerometer: accelerometer, magnetometer: magnetometer,
                    durationSeconds: durationSeconds)
                : .finished
        } else if levelling.isActive, levelling.lastLevelled != attitude {
            levelling = .finished
        }
    }

    /// `attitude` after one of the filter's updates, levelled while `levelling` runs;
    /// `levelling` set to ``finished`` once it has ended.
    @inlinable @inline(__always)
    static func apply(
        _ levelling: inout StartUpLevelling, to attitude: Quaternion, gyroscope: Vector3, accelerometer: Vector3?,
        magnetometer: Vector3?, stepSeconds: Double
    ) -> Quaternion {
        guard levelling.isActive else { return attitude }
        let levelled = levelling.levelled(
            attitude, gyroscope: gyroscope, accelerometer: accelerometer, magnetometer: magnetometer, stepSeconds: stepSeconds)
        if !levelling.isActive { levelling = .finished }
        return levelled
    }
}
