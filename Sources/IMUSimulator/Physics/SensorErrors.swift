import MotionMath

/// The deterministic errors of one simulated sensor (the part calibration removes),
/// applied before noise, filtering, quantisation and saturation.
public struct SensorErrors: Sendable, Equatable {
    /// Gyroscope: offset is the bias at 25 °C, rad/s.
    public var gyroscope: AxisErrors
    /// Change of gyroscope bias with die temperature, rad/s per °C (from 25 °C). Default: 0.
    public var gyroscopeBiasPerDegreeCelsius: Vector3
    /// Accelerometer: offset m/s², matrix = scale and misalignment.
    public var accelerometer: AxisErrors
    /// Magnetometer: offset = hard iron µT, matrix = soft iron (for magnetometer models).
    public var magnetometer: AxisErrors

    /// Creates an error set. Defaults: no error.
    public init(
        gyroscope: AxisErrors = .none,
        gyroscopeBiasPerDegreeCelsius: Vector3 = Vector3(0, 0, 0),
        accelerometer: AxisErrors = .none,
        magnetometer: AxisErrors = .none
    ) {
        self.gyroscope = gyroscope
        self.gyroscopeBiasPerDegreeCelsius = gyroscopeBiasPerDegreeCelsius
        self.accelerometer = accelerometer
        self.magnetometer = magnetometer
    }

    /// A perfect sensor (only noise and quantisation remain).
    public static let none = SensorErrors()

    /// Errors of a typical cheap part, drawn from `seed`: gyroscope bias with standard
    /// deviation `gyroscopeBiasDegreesPerSecond` per axis, accelerometer offset with
    /// standard deviation `accelerometerOffsetMilliG`, scale errors with 0.5 % and
    /// misalignment with 0.2° standard deviation.
    public static func typical(seed: UInt64, gyroscopeBiasDegreesPerSecond: Double = 1, accelerometerOffsetMilliG: Double = 20) -> SensorErrors {
        var random = SeededRandom(seed: seed ^ 0x5EED_E770_0000_0001)
        let degree = Double.pi / 180
        func matrix() -> [Vector3] {
            let scale = random.normalVector(standardDeviation: 0.005)
            let skew = random.normalVector(standardDeviation: 0.2 * degree)
            return [
                Vector3(1 + scale.x, -skew.z, skew.y),
                Vector3(skew.z, 1 + scale.y, -skew.x),
                Vector3(-skew.y, skew.x, 1 + scale.z),
            ]
        }
        let gyroBias = random.normalVector(standardDeviation: gyroscopeBiasDegreesPerSecond * degree)
        let accelOffset = random.normalVector(standardDeviation: accelerometerOffsetMilliG * 1e-3 * standardGravityMetersPerSecondSquared)
        return SensorErrors(
            gyroscope: AxisErrors(offset: gyroBias, matrixRows: matrix()),
            gyroscopeBiasPerDegreeCelsius: random.normalVector(standardDeviation: 0.01 * degree),
            accelerometer: AxisErrors(offset: accelOffset, matrixRows: matrix())
        )
    }
}
