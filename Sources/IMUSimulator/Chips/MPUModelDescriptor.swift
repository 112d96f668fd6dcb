import IMUDrivers

/// What distinguishes one simulated InvenSense part from another: one row per part.
///
/// The MPU-6050 register set has its accelerometer DLPF in CONFIG, accel offsets at 0x06
/// and factory self-test codes at 0x0D–0x10. The MPU-6500 set (6500, 9250, 9255…) adds
/// ACCEL_CONFIG2 (0x1D, its own accel DLPF), FIFO_MODE (CONFIG bit 6: keep old data when
/// full), accel offsets at 0x77 and self-test codes at 0x00–0x02 / 0x0D–0x0F.
/// Sources: reference/imu-registers.md §1.1–1.6, 1.8, 1.9.
public struct MPUModelDescriptor: Sendable, Equatable {
    /// The register layout family.
    public enum RegisterSet: Sendable, Equatable {
        /// MPU-6050, MPU-6000, MPU-9150.
        case mpu6050
        /// MPU-6500 and the parts built on it (MPU-9250, MPU-9255, …).
        case mpu6500
    }

    /// Part name, as printed ("MPU-6050").
    public var name: String
    /// WHO_AM_I (0x75) value.
    public var whoAmI: UInt8
    /// Register layout family.
    public var registerSet: RegisterSet
    /// FIFO size, bytes.
    public var fifoSizeBytes: Int
    /// Temperature: °C = (raw + offset) · scale / 1000.
    public var temperatureOffsetCounts: Double
    /// Temperature scale, m°C per count.
    public var temperatureScaleMilliCelsiusPerCount: Double
    /// Gyroscope white-noise density, °/s/√Hz.
    public var gyroscopeNoiseDensityDegreesPerSecond: Double
    /// Accelerometer white-noise density, µg/√Hz.
    public var accelerometerNoiseDensityMicroG: Double
    /// Time from writing DEVICE_RESET until the bit reads 0 again, seconds.
    public var resetDurationSeconds: Double
    /// Standard deviation of the simulated gyroscope bias, °/s (for `SensorErrors.typical`).
    public var typicalGyroscopeBiasDegreesPerSecond: Double
    /// Standard deviation of the simulated accelerometer offset, mg.
    public var typicalAccelerometerOffsetMilliG: Double

    /// MPU-6050 (WHO_AM_I 0x68, 1024-byte FIFO, raw/340 + 36.53 °C, 0.005 °/s/√Hz, 400 µg/√Hz).
    public static let mpu6050 = MPUModelDescriptor(
        name: "MPU-6050", whoAmI: 0x68, registerSet: .mpu6050, fifoSizeBytes: 1024,
        temperatureOffsetCounts: 12420, temperatureScaleMilliCelsiusPerCount: 2.941176,
        gyroscopeNoiseDensityDegreesPerSecond: DatasheetNoise.mpu6050.gyroscopeDegreesPerSecondPerRootHertz,
        accelerometerNoiseDensityMicroG: DatasheetNoise.mpu6050.accelerometerMicroGPerRootHertz,
        resetDurationSeconds: 0.05, typicalGyroscopeBiasDegreesPerSecond: 2, typicalAccelerometerOffsetMilliG: 30
    )

    /// MPU-6500 (WHO_AM_I 0x70, 512-byte FIFO, (raw + 7011) · 2.995 m°C, 0.01 °/s/√Hz, 300 µg/√Hz).
    public static let mpu6500 = MPUModelDescriptor(
        name: "MPU-6500", whoAmI: 0x70, registerSet: .mpu6500, fifoSizeBytes: 512,
        temperatureOffsetCounts: 7011, temperatureScaleMilliCelsiusPerCount: 2.995178,
        gyroscopeNoiseDensityDegreesPerSecond: DatasheetNoise.mpu6500.gyroscopeDegreesPerSecondPerRootHertz,
        accelerometerNoiseDensityMicroG: DatasheetNoise.mpu6500.accelerometerMicroGPerRootHertz,
        resetDurationSeconds: 0.05, typicalGyroscopeBiasDegreesPerSecond: 1, typicalAccelerometerOffsetMilliG: 30
    )

    /// MPU-9250 (the MPU-6500 register set with WHO_AM_I 0x71; its AK8963 is modelled apart,
    /// by `SimulatedMagnetometer`).
    public static let mpu9250 = MPUModelDescriptor(
        name: "MPU-9250", whoAmI: 0x71, registerSet: .mpu6500, fifoSizeBytes: 512,
        temperatureOffsetCounts: 7011, temperatureScaleMilliCelsiusPerCount: 2.995178,
        gyroscopeNoiseDensityDegreesPerSecond: DatasheetNoise.mpu6500.gyroscopeDegreesPerSecondPerRootHertz,
        accelerometerNoiseDensityMicroG: DatasheetNoise.mpu6500.accelerometerMicroGPerRootHertz,
        resetDurationSeconds: 0.05, typicalGyroscopeBiasDegreesPerSecond: 1, typicalAccelerometerOffsetMilliG: 30
    )

    /// Every row.
    public static let all: [MPUModelDescriptor] = [.mpu6050, .mpu6500, .mpu9250]
}
