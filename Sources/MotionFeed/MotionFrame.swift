import DeviceMotion
import MotionMath

/// One published moment of device motion with everything the views draw from it.
///
/// The terminal demo and the web dashboard consume only this type, so they show the same
/// values: the motion itself, the outputs of the motion effects, and the source's status.
public struct MotionFrame: Sendable, Equatable {
    /// Increases by one for every new frame a feed publishes; views skip repeats.
    public var sequenceNumber: UInt64
    /// Time of the underlying sample on the sensor's clock, seconds.
    public var timestampSeconds: Double
    /// Wall-clock time (Unix epoch) at which the sample reached the host, milliseconds.
    /// Used to measure the delay from sample to screen.
    public var hostTimeMilliseconds: Double
    /// Attitude, device → reference frame (Hamilton, scalar first).
    public var attitude: Quaternion
    /// Bias-removed rotation rate in the device frame, rad/s.
    public var rotationRateRadiansPerSecond: Vector3
    /// Gravity in the device frame, g.
    public var gravityG: Vector3
    /// User acceleration (total minus gravity) in the device frame, g.
    public var userAccelerationG: Vector3
    /// What the effects produce from this motion.
    public var effects: EffectOutputs
    /// Where the motion comes from and how healthy it is.
    public var status: FeedStatus
    /// 95 % bounds of the attitude's inclination and heading errors, degrees
    /// (`DeviceMotion.attitudeAccuracy`); nil when the source estimates none (the synthetic
    /// feed, whose attitude is its own truth). Default: nil.
    public var attitudeAccuracy: AttitudeAccuracy?
    /// Whether the heading is referenced to the magnetic field now
    /// (`DeviceMotion.headingReferenced`). Default: false.
    public var headingReferenced: Bool
    /// How far the heading may have drifted since it was last referenced, degrees
    /// (`DeviceMotion.headingDriftBudgetDegrees`); nil with `attitudeAccuracy`. Default: nil.
    public var headingDriftBudgetDegrees: Double?

    /// Creates a frame.
    public init(
        sequenceNumber: UInt64,
        timestampSeconds: Double,
        hostTimeMilliseconds: Double,
        attitude: Quaternion,
        rotationRateRadiansPerSecond: Vector3,
        gravityG: Vector3,
        userAccelerationG: Vector3,
        effects: EffectOutputs,
        status: FeedStatus,
        attitudeAccuracy: AttitudeAccuracy? = nil,
        headingReferenced: Bool = false,
        headingDriftBudgetDegrees: Double? = nil
    ) {
        self.sequenceNumber = sequenceNumber
        self.timestampSeconds = timestampSeconds
        self.hostTimeMilliseconds = hostTimeMilliseconds
        self.attitude = attitude
        self.rotationRateRadiansPerSecond = rotationRateRadiansPerSecond
        self.gravityG = gravityG
        self.userAccelerationG = userAccelerationG
        self.effects = effects
        self.status = status
        self.attitudeAccuracy = attitudeAccuracy
        self.headingReferenced = headingReferenced
        self.headingDriftBudgetDegrees = headingDriftBudgetDegrees
    }

    /// Total acceleration (gravity + user acceleration) in the device frame, g: what an
    /// accelerometer plot shows.
    public var accelerationG: Vector3 { gravityG + userAccelerationG }
}
