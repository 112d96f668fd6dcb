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
public struct StartUpLevelling: Sendable, Hashable {
    /// The attitude carried by the gyroscope alone since the start (sensor → the filter's
    /// earth frame at the start).
    var strapdown: Quaternion
    /// The accelerometer readings since the start in the `strapdown` frame, summed, m/s².
    var accelerometerSum: Vector3
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
    /// `accelerometer` (m/s²), for `durationSeconds` (s).
    public init(attitude: Quaternion, accelerometer: Vector3, durationSeconds: Double) {
        strapdown = attitude
        accelerometerSum = attitude.rotate(accelerometer)
        remainingSeconds = durationSeconds
        lastLevelled = attitude
    }

    /// Whether the levelling still runs.
    public var isActive: Bool { remainingSeconds > 0 }

    /// `attitude`, the filter's after its update with this sample (gyroscope rad/s,
    /// accelerometer m/s² or nil when the filter did not use it, time step s), turned so that
    /// its vertical is the mean's (at most every ``correctionIntervalSeconds``, and on the
    /// last sample); `attitude` itself where that mean is not usable. Without
    /// trigonometry (it runs on every sample of the first seconds): the gyroscope's step is
    /// integrated to first order, the turn is the normalised (1 + u_z, u_y, −u_x, 0) for the
    /// mean's unit direction u in the filter's earth frame.
    public mutating func levelled(
        _ attitude: Quaternion, gyroscope: Vector3, accelerometer: Vector3?, stepSeconds: Double
    ) -> Quaternion {
        let result = turned(attitude, gyroscope: gyroscope, accelerometer: accelerometer, stepSeconds: stepSeconds)
        lastLevelled = result
        return result
    }

    /// `levelled` before it records what it gave.
    mutating func turned(_ attitude: Quaternion, gyroscope: Vector3, accelerometer: Vector3?, stepSeconds: Double) -> Quaternion {
        remainingSeconds -= stepSeconds
        let half = (0.5 * stepSeconds) * gyroscope
        let next = strapdown * Quaternion(w: 1, x: half.x, y: half.y, z: half.z)
        let length = next.norm
        guard length > 0, length.isFinite else { return attitude }
        strapdown = (1 / length) * next
        if let accelerometer { accelerometerSum += strapdown.rotate(accelerometer) }
        secondsSinceCorrection += stepSeconds
        guard secondsSinceCorrection >= Self.correctionIntervalSeconds || remainingSeconds <= 0 else { return attitude }
        secondsSinceCorrection = 0
        // The mean's direction in the filter's earth frame: strapdown frame → sensor → earth.
        let up = (attitude * strapdown.conjugate).rotate(accelerometerSum)
        let upLength = up.length
        guard upLength > 0, upLength.isFinite else { return attitude }
        let unit = up * (1 / upLength)
        // The smallest turn taking `unit` onto +z (none possible for straight down).
        let turn = Quaternion(w: 1 + unit.z, x: unit.y, y: -unit.x, z: 0)
        let turnLength = turn.norm
        guard turnLength > 1e-9, turnLength.isFinite else { return attitude }
        return ((1 / turnLength) * turn * attitude).normalized
    }
}

extension StartUpLevelling {
    /// The levelling a filter keeps after `admit` has screened a sample: a new one when the
    /// sample (re)initialised the filter (`flags`) and `durationSeconds` is above 0, the one
    /// running otherwise, nil once it has ended or when the filter's `attitude` is no longer
    /// the one it last gave (the state was set from outside).
    @inlinable
    static func afterScreening(
        _ levelling: StartUpLevelling?, flags: FilterFlags, attitude: Quaternion, accelerometer: Vector3,
        durationSeconds: Double
    ) -> StartUpLevelling? {
        if flags.contains(.initialising) || flags.contains(.reinitialisedAfterGap) {
            return durationSeconds > 0 && durationSeconds.isFinite
                ? StartUpLevelling(attitude: attitude, accelerometer: accelerometer, durationSeconds: durationSeconds) : nil
        }
        if let last = levelling?.lastLevelled, last != attitude { return nil }
        return levelling
    }

    /// `attitude` after one of the filter's updates, levelled while `levelling` runs;
    /// `levelling` set to nil once it has ended.
    @inlinable
    static func apply(
        _ levelling: inout StartUpLevelling?, to attitude: Quaternion, gyroscope: Vector3, accelerometer: Vector3?,
        stepSeconds: Double
    ) -> Quaternion {
        guard var running = levelling else { return attitude }
        let levelled = running.levelled(attitude, gyroscope: gyroscope, accelerometer: accelerometer, stepSeconds: stepSeconds)
        levelling = running.isActive ? running : nil
        return levelled
    }
}

