import MotionMath

/// The fields a simulated sensor sits in: gravity and the earth's magnetic field.
public struct MotionEnvironment: Sendable, Equatable {
    /// Magnitude of gravity, m/s². Default: 9.80665 (standard gravity).
    public var gravityMetersPerSecondSquared: Double
    /// Earth magnetic field in the world frame (ENU), µT. Default: (0, 20, −40), a
    /// mid-latitude northern-hemisphere field (20 µT north, 40 µT down, no declination).
    public var magneticFieldMicrotesla: Vector3

    /// Creates an environment. Defaults: standard gravity, field (0, 20, −40) µT.
    public init(gravityMetersPerSecondSquared: Double = standardGravityMetersPerSecondSquared, magneticFieldMicrotesla: Vector3 = Vector3(0, 20, -40)) {
        self.gravityMetersPerSecondSquared = gravityMetersPerSecondSquared
        self.magneticFieldMicrotesla = magneticFieldMicrotesla
    }

    /// Standard gravity and a (0, 20, −40) µT field.
    public static let standard = MotionEnvironment()
}
