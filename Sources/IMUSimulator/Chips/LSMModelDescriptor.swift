import IMUDrivers

/// What distinguishes one simulated ST LSM6DS part from another: one row per part.
///
/// The LSM6DS3 (WHO_AM_I 0x69) has the untagged "pattern" FIFO (8 KiB: 4096 16-bit
/// words, control at 0x06–0x0A, data at 0x3E/0x3F), 16 LSB/°C, a 24-bit timestamp enabled
/// by TAP_CFG (0x58) bit 7 with 6.4 ms or 25 µs resolution (WAKE_UP_DUR 0x5C bit 4).
/// The LSM6DSO (0x6C) has the tagged FIFO (512 7-byte words, control at 0x07–0x0A, data
/// at 0x78–0x7E), 256 LSB/°C, a 32-bit 25 µs timestamp enabled by CTRL10_C (0x19) bit 5,
/// and INTERNAL_FREQ_FINE (0x63). Sources: reference/imu-registers.md §2.
public struct LSMModelDescriptor: Sendable, Equatable {
    /// The FIFO format.
    public enum FIFOKind: Sendable, Equatable {
        /// Untagged 6-byte data sets in a repeating pattern (LSM6DS3, DS3H, DSL, DSM).
        case pattern
        /// 7-byte words with a TAG byte (LSM6DSO, DSOX, DSR, ISM330DHCX).
        case tagged
    }

    /// Part name ("LSM6DS3").
    public var name: String
    /// WHO_AM_I (0x0F) value.
    public var whoAmI: UInt8
    /// FIFO format.
    public var fifoKind: FIFOKind
    /// FIFO size: 16-bit words (pattern) or 7-byte words (tagged).
    public var fifoCapacityWords: Int
    /// Temperature sensitivity, counts per °C (°C = raw / sensitivity + 25).
    public var temperatureCountsPerCelsius: Double
    /// Highest gyroscope ODR code (8 = 1.66 kHz on the LSM6DS3, 10 = 6.66 kHz on the DSO).
    public var maximumGyroscopeRateCode: UInt8
    /// Timestamp counter width, bits (24 or 32).
    public var timestampBits: Int
    /// Gyroscope white-noise density, m°/s/√Hz.
    public var gyroscopeNoiseDensityMilliDegreesPerSecond: Double
    /// Accelerometer white-noise density, µg/√Hz.
    public var accelerometerNoiseDensityMicroG: Double
    /// Time SW_RESET stays set, seconds.
    public var softwareResetSeconds: Double
    /// Time BOOT stays set, seconds.
    public var bootSeconds: Double
    /// Standard deviation of the simulated gyroscope bias, °/s.
    public var typicalGyroscopeBiasDegreesPerSecond: Double
    /// Standard deviation of the simulated accelerometer offset, mg.
    public var typicalAccelerometerOffsetMilliG: Double

    /// LSM6DS3 / LSM6DS33 (0x69): pattern FIFO, 16 LSB/°C, 24-bit timer, 7 m°/s/√Hz, 90 µg/√Hz.
    public static let lsm6ds3 = LSMModelDescriptor(
        name: "LSM6DS3", whoAmI: 0x69, fifoKind: .pattern, fifoCapacityWords: 4096,
        temperatureCountsPerCelsius: 16, maximumGyroscopeRateCode: 8, timestampBits: 24,
        gyroscopeNoiseDensityMilliDegreesPerSecond: DatasheetNoise.lsm6ds3.gyroscopeDegreesPerSecondPerRootHertz * 1000,
        accelerometerNoiseDensityMicroG: DatasheetNoise.lsm6ds3.accelerometerMicroGPerRootHertz,
        softwareResetSeconds: 50e-6, bootSeconds: 0.015,
        typicalGyroscopeBiasDegreesPerSecond: 1, typicalAccelerometerOffsetMilliG: 20
    )

    /// LSM6DSO (0x6C): tagged FIFO, 256 LSB/°C, 32-bit timer, 3.8 m°/s/√Hz, 70 µg/√Hz.
    public static let lsm6dso = LSMModelDescriptor(
        name: "LSM6DSO", whoAmI: 0x6C, fifoKind: .tagged, fifoCapacityWords: 512,
        temperatureCountsPerCelsius: 256, maximumGyroscopeRateCode: 10, timestampBits: 32,
        gyroscopeNoiseDensityMilliDegreesPerSecond: DatasheetNoise.lsm6dso.gyroscopeDegreesPerSecondPerRootHertz * 1000,
        accelerometerNoiseDensityMicroG: DatasheetNoise.lsm6dso.accelerometerMicroGPerRootHertz,
        softwareResetSeconds: 50e-6, bootSeconds: 0.010,
        typicalGyroscopeBiasDegreesPerSecond: 0.5, typicalAccelerometerOffsetMilliG: 20
    )

    /// Every row.
    public static let all: [LSMModelDescriptor] = [.lsm6ds3, .lsm6dso]
}
