import MotionMath

/// One sample of device motion, like CoreMotion's `CMDeviceMotion`.
///
/// Vectors are in the device frame (portrait, face up: +X right, +Y top, +Z out of the screen),
/// after the board's mounting matrix and display rotation. Accelerations use CoreMotion's sign:
/// lying flat face up at rest, `gravity` ≈ (0, 0, −1) g and `userAcceleration` ≈ 0, and
/// `gravity + userAcceleration` equals the measured acceleration in g, which is the negated
/// specific force the accelerometer reports (−f / 9.80665).
public struct DeviceMotion: Sendable, Hashable {
    /// Time on the sensor's clock, seconds.
    public var timestamp: Double
    /// The device's orientation in the manager's reference frame.
    public var attitude: Attitude
    /// Angular rate, rad/s, device frame, with the filter's gyroscope-bias estimate removed.
    public var rotationRate: Vector3
    /// Gravity in the device frame, g (magnitude 1).
    public var gravity: Vector3
    /// Acceleration the user gives the device, g, device frame (total minus gravity).
    public var userAcceleration: Vector3
    /// The magnetic field, µT, with its calibration accuracy.
    public var magneticField: CalibratedMagneticField
    /// Compass heading of the device's X axis, degrees in [0, 360), clockwise from north;
    /// 0 when the attitude matches the reference frame. Valid only in the north-referenced
    /// frames; negative (−1) in the arbitrary frames.
    public var heading: Double
    /// Whether this sample's heading is referenced to the magnetic field: true in the north
    /// frames while the filter uses the magnetometer; false in 6D (the arbitrary frames, or
    /// no magnetometer) and while the filter rejects a disturbed field. Default: false.
    public var headingReferenced: Bool = false
    /// How far, degrees, the heading may have drifted since it was last referenced (in 6D:
    /// since the start or the last `resetReferenceAttitude`): 3 σ of the gyroscope-bias
    /// estimate about the vertical, integrated over the time since, plus the gyroscope's
    /// scale error times the angle turned about the vertical. 0 while referenced; at most
    /// 180 (the heading is then unknown), and 180 after the filter restarts after a gap in
    /// the samples without the field (no sensor saw the turn over the gap).
    public var headingDriftBudgetDegrees: Double = 0
    /// 95 % bounds of the attitude's inclination and heading errors, degrees, from the
    /// filter's state; unlike the drift budget (a loose worst case) these are calibrated.
    /// Default: zero bounds (set by `MotionPipeline`).
    public var attitudeAccuracy = AttitudeAccuracy()
    /// Set when the calibration in use no longer fits the sensor (the field or the
    /// gyroscope bias has stayed away from the profile's): which part to calibrate again
    /// and why. Nil when it fits, or when no profile with reference figures applies.
    public var recalibration: RecalibrationPrompt?

    /// Creates a sample. Units: seconds, rad/s, g, µT, degrees.
    public init(
        timestamp: Double,
        attitude: Attitude,
        rotationRate: Vector3,
        gravity: Vector3,
        userAcceleration: Vector3,
        magneticField: CalibratedMagneticField = .unavailable,
        heading: Double = -1,
        recalibration: RecalibrationPrompt? = nil
    ) {
        self.recalibration = recalibration
        self.timestamp = timestamp
        self.attitude = attitude
        self.rotationRate = rotationRate
        self.gravity = gravity
        self.userAcceleration = userAcceleration
        self.magneticField = magneticField
        self.heading = heading
    }

    /// The measured acceleration, g, CoreMotion's sign: `gravity + userAcceleration`.
    public var totalAcceleration: Vector3 { gravity + userAcceleration }
}
