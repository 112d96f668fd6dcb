import MotionMath

/// One IMU measurement in SI units, in the sensor's frame, timed on the sensor's clock.
///
/// Raw register counts never appear here; drivers convert with the chip table's scale.
public struct IMUSample: Sendable, Equatable {
    /// Time on the sensor's clock, seconds (FIFO sample count × learned period, or the
    /// chip's hardware timestamp). Never host wall-clock deltas from polling.
    public var timestampSeconds: Double
    /// Angular rate, rad/s.
    public var gyroscopeRadiansPerSecond: Vector3
    /// Specific force, m/s²: reads +9.81 on the axis that points up at rest.
    public var accelerometerMetersPerSecondSquared: Vector3
    /// Magnetic field, µT, in the IMU's frame; nil when no magnetometer is read.
    public var magnetometerMicrotesla: Vector3?
    /// Die temperature, °C; nil when not read.
    public var temperatureCelsius: Double?

    /// Creates a sample. Units: seconds, rad/s, m/s², µT, °C.
    public init(
        timestampSeconds: Double,
        gyroscopeRadiansPerSecond: Vector3,
        accelerometerMetersPerSecondSquared: Vector3,
        magnetometerMicrotesla: Vector3? = nil,
        temperatureCelsius: Double? = nil
    ) {
        self.timestampSeconds = timestampSeconds
        self.gyroscopeRadiansPerSecond = gyroscopeRadiansPerSecond
        self.accelerometerMetersPerSecondSquared = accelerometerMetersPerSecondSquared
        self.magnetometerMicrotesla = magnetometerMicrotesla
        self.temperatureCelsius = temperatureCelsius
    }
}
