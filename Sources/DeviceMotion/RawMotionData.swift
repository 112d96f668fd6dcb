import MotionMath

/// A raw accelerometer reading in the device frame, like `CMAccelerometerData`.
public struct AccelerometerData: Sendable, Hashable {
    /// Sensor clock, seconds.
    public var timestamp: Double
    /// Acceleration, g, CoreMotion's sign (flat face up at rest ≈ (0, 0, −1)).
    public var acceleration: Vector3
    public init(timestamp: Double, acceleration: Vector3) {
        self.timestamp = timestamp
        self.acceleration = acceleration
    }
}

/// A raw gyroscope reading in the device frame (the filter's bias estimate not removed),
/// like `CMGyroData`.
public struct GyroData: Sendable, Hashable {
    /// Sensor clock, seconds.
    public var timestamp: Double
    /// Angular rate, rad/s.
    public var rotationRate: Vector3
    public init(timestamp: Double, rotationRate: Vector3) {
        self.timestamp = timestamp
        self.rotationRate = rotationRate
    }
}

/// A magnetometer reading in the device frame, like `CMMagnetometerData`: after the
/// calibration profile's hard- and soft-iron correction when one applies.
public struct MagnetometerData: Sendable, Hashable {
    /// Sensor clock, seconds.
    public var timestamp: Double
    /// Magnetic field, µT.
    public var magneticField: Vector3
    public init(timestamp: Double, magneticField: Vector3) {
        self.timestamp = timestamp
        self.magneticField = magneticField
    }
}
