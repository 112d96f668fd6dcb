import MotionMath
import RealModule

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
    /// its vertical is the mean's; `attitude` itself where that mean is not usable.
    public mutating func levelled(
        _ attitude: Quaternion, gyroscope: Vector3, accelerometer: Vector3?, stepSeconds: Double
    ) -> Quaternion {
        remainingSeconds -= stepSeconds
        let next = strapdown * Quaternion(rotationVector: gyroscope * stepSeconds)
        let length = next.norm
        guard length > 0, length.isFinite else { return attitude }
        strapdown = (1 / length) * next
        if let accelerometer { accelerometerSum += strapdown.rotate(accelerometer) }
        let sumLength = accelerometerSum.length
        guard sumLength > 0, sumLength.isFinite else { return attitude }
        // The mean's direction in the sensor frame, then in the filter's earth frame.
        let up = attitude.rotate(strapdown.conjugate.rotate(accelerometerSum * (1 / sumLength)))
        let axis = Vector3(up.y, -up.x, 0)
        let axisLength = axis.length
        guard axisLength > 0, axisLength.isFinite else { return attitude }
        let turned = (Quaternion(axis: axis * (1 / axisLength), angleRadians: Double.atan2(y: axisLength, x: up.z)) * attitude)
            .normalized
        lastLevelled = turned
        return turned
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
