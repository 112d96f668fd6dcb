import MotionMath

/// The true motion of the sensor at one instant: the ground truth a trajectory gives.
///
/// Frames: the world frame is ENU (x east, y north, z up); `attitude` rotates sensor-frame
/// vectors into it. With the identity attitude the sensor lies flat, face up, its y axis
/// pointing north.
public struct MotionState: Sendable, Equatable {
    /// Time on the trajectory, seconds.
    public var timeSeconds: Double
    /// Sensor → world (ENU) rotation, unit quaternion.
    public var attitude: Quaternion
    /// Angular velocity of the sensor, in the sensor frame, rad/s (what an ideal gyroscope reads).
    public var angularVelocityRadiansPerSecond: Vector3
    /// Linear (kinematic) acceleration of the sensor, in the world frame, m/s² (gravity not included).
    public var linearAccelerationMetersPerSecondSquared: Vector3

    /// Creates a state.
    public init(
        timeSeconds: Double,
        attitude: Quaternion,
        angularVelocityRadiansPerSecond: Vector3,
        linearAccelerationMetersPerSecondSquared: Vector3
    ) {
        self.timeSeconds = timeSeconds
        self.attitude = attitude
        self.angularVelocityRadiansPerSecond = angularVelocityRadiansPerSecond
        self.linearAccelerationMetersPerSecondSquared = linearAccelerationMetersPerSecondSquared
    }

    /// What an ideal accelerometer reads, sensor frame, m/s²:
    /// attitude⁻¹ · (linear acceleration + (0, 0, g)). Flat and still gives (0, 0, +g).
    public func specificForce(in environment: MotionEnvironment = .standard) -> Vector3 {
        let world = linearAccelerationMetersPerSecondSquared
            + Vector3(0, 0, environment.gravityMetersPerSecondSquared)
        return attitude.conjugate.rotate(world)
    }

    /// What an ideal magnetometer reads, sensor frame, µT: attitude⁻¹ · earth field (ENU).
    public func magneticField(in environment: MotionEnvironment = .standard) -> Vector3 {
        attitude.conjugate.rotate(environment.magneticFieldMicrotesla)
    }
}
