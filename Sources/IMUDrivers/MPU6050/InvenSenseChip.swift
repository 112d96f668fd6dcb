// The MPU-6050 family, one row per WHO_AM_I value (Linux inv_mpu_iio.h `hw_info[]`).
//
// Register layouts: "6050" (MPU-6050/6000/9150: accel offsets at 0x06, no ACCEL_CONFIG2),
// "6500" (MPU-6500/9250/9255/6515/6880, ICM-20608/20609/20689/20690, IAM-20680:
// ACCEL_CONFIG2 at 0x1D) and "ICM-20602" (6500 plus the I2C_IF register at 0x70).
// Temperature is (raw + offset) × scale with per-group constants; FIFO sizes are bytes.
// Two values are not InvenSense IDs but come from clone modules sold as MPU-6050:
// 0x72 (a factory sample or counterfeit) and 0x98 (also the ICM-20689's ID, reported by
// 13 of 20 "MPU-6050" modules). They are accepted with a warning, as the kernel accepts a
// known-but-different ID.

/// How a part's register map differs from the MPU-6050's.
public enum InvenSenseRegisterLayout: String, Sendable, Equatable {
    /// MPU-6050, MPU-6000, MPU-9150.
    case mpu6050
    /// MPU-6500 and later: separate accelerometer low-pass filter (ACCEL_CONFIG2, 0x1D).
    case mpu6500
    /// ICM-20600/20602: the 6500 layout plus I2C_IF (0x70).
    case icm20602
}

/// Die-temperature conversion: °C = (raw + offset) × scale.
public struct TemperatureConversion: Sendable, Equatable {
    /// Added to the raw count, counts.
    public let offsetCounts: Double
    /// milli-degrees Celsius per count.
    public let milliCelsiusPerCount: Double

    /// Creates a conversion.
    public init(offsetCounts: Double, milliCelsiusPerCount: Double) {
        self.offsetCounts = offsetCounts
        self.milliCelsiusPerCount = milliCelsiusPerCount
    }

    /// The temperature, °C, for a raw count.
    public func celsius(raw: Int16) -> Double { (Double(raw) + offsetCounts) * milliCelsiusPerCount / 1000 }

    /// MPU-6050/6000/9150: raw / 340 + 36.53.
    public static let mpu6050 = TemperatureConversion(offsetCounts: 12420, milliCelsiusPerCount: 2.941176)
    /// MPU-6500/9250/9255/6515/6880.
    public static let mpu6500 = TemperatureConversion(offsetCounts: 7011, milliCelsiusPerCount: 2.995178)
    /// ICM-2060x/2068x/20690, IAM-20680.
    public static let icm20602 = TemperatureConversion(offsetCounts: 8170, milliCelsiusPerCount: 3.059976)
}

/// One part (or group of parts sharing a WHO_AM_I) of the MPU-6050 family.
public struct InvenSenseChip: Sendable, Equatable {
    /// Part names sharing this WHO_AM_I; the first is the one shown.
    public let names: [String]
    /// The WHO_AM_I value (register 0x75).
    public let whoAmI: UInt8
    /// The register layout.
    public let layout: InvenSenseRegisterLayout
    /// Hardware FIFO size, bytes.
    public let fifoSizeBytes: Int
    /// Die-temperature conversion.
    public let temperature: TemperatureConversion
    /// Gyroscope start-up time after enabling, seconds.
    public let gyroscopeStartupSeconds: Double
    /// Accelerometer start-up time after enabling, seconds.
    public let accelerometerStartupSeconds: Double
    /// Whether the signal paths are reset after the device reset, as the kernel does
    /// (MPU-6500/6515/6880/9250/9255; the MPU-6000 shares the MPU-6050's row and is not).
    public let resetsSignalPaths: Bool
    /// A note shown when this value is found, for clone IDs; nil for genuine parts.
    public let cloneNote: String?
    /// The gyroscope's delay per low-pass setting from the part's datasheet; nil where no
    /// datasheet figure is at hand (the ICM parts, clone IDs).
    public let gyroscopeDelays: GyroscopeDelayTable?

    /// The shown name.
    public var name: String { names.first ?? "MPU-6050" }

    /// The gyroscope's delay at output rate `rateHertz`, s: the datasheet figure for the
    /// low-pass setting the kernel's inv_mpu6050 driver (and `MPU6050Driver`) picks for that
    /// rate (`MPU6050Tables.lowPassFilterBits(forHertz:)`); nil without a datasheet table.
    public func gyroscopeDelaySeconds(atRateHertz rateHertz: Double) -> Double? {
        gyroscopeDelays?.delaySeconds(lowPassBits: MPU6050Tables.lowPassFilterBits(forHertz: rateHertz))
    }

    /// The table, in the kernel's order, followed by the clone-only value.
    public static let table: [InvenSenseChip] = [
        row(["MPU-6050", "MPU-6000", "MPU-9150"], 0x68, .mpu6050, 1024, .mpu6050, 0.060, 0.020, false, delays: .mpu6050),
        row(["MPU-6500"], 0x70, .mpu6500, 512, .mpu6500, 0.070, 0.030, true, delays: .mpu6500),
        row(["MPU-9250"], 0x71, .mpu6500, 512, .mpu6500, 0.070, 0.030, true, delays: .mpu6500),
        row(["MPU-9255"], 0x73, .mpu6500, 512, .mpu6500, 0.070, 0.030, true, delays: .mpu6500),
        row(["MPU-6515"], 0x74, .mpu6500, 512, .mpu6500, 0.070, 0.030, true, delays: .mpu6500),
        row(["MPU-6880"], 0x78, .mpu6500, 4096, .mpu6500, 0.070, 0.030, true, delays: .mpu6500),
        row(["ICM-20608"], 0xAF, .mpu6500, 512, .icm20602, 0.070, 0.030, false),
        row(["ICM-20608D"], 0xAE, .mpu6500, 512, .icm20602, 0.070, 0.030, false),
        row(["ICM-20609"], 0xA6, .mpu6500, 4096, .icm20602, 0.070, 0.030, false),
        row(["ICM-20689"], 0x98, .mpu6500, 4096, .icm20602, 0.070, 0.030, false,
            clone: "0x98 is the ICM-20689's ID and is also returned by many clone modules sold as MPU-6050"),
        row(["ICM-20600"], 0x11, .icm20602, 1008, .icm20602, 0.100, 0.020, false),
        row(["ICM-20602"], 0x12, .icm20602, 1008, .icm20602, 0.100, 0.020, false),
        row(["ICM-20690"], 0x20, .mpu6500, 1024, .icm20602, 0.080, 0.010, false),
        row(["IAM-20680"], 0xA9, .mpu6500, 512, .icm20602, 0.070, 0.030, false),
        row(["MPU-6050 clone (0x72)"], 0x72, .mpu6050, 1024, .mpu6050, 0.060, 0.020, false,
            clone: "0x72 is not an InvenSense ID; it comes from factory samples or counterfeit MPU-6050 modules"),
    ]

    /// The row for a WHO_AM_I value, or nil when the value is unknown.
    public static func chip(whoAmI: UInt8) -> InvenSenseChip? { table.first { $0.whoAmI == whoAmI } }

    /// The row holding the part called `name` (any spelling `ChipModel.key` accepts).
    public static func chip(named name: String) -> InvenSenseChip? {
        let key = ChipModel.key(for: name)
        return table.first { $0.names.contains { ChipModel.key(for: $0) == key } }
    }

    private static func row(
        _ names: [String], _ whoAmI: UInt8, _ layout: InvenSenseRegisterLayout, _ fifoSizeBytes: Int,
        _ temperature: TemperatureConversion, _ gyroscopeStartupSeconds: Double,
        _ accelerometerStartupSeconds: Double, _ resetsSignalPaths: Bool, clone: String? = nil,
        delays: GyroscopeDelayTable? = nil
    ) -> InvenSenseChip {
        InvenSenseChip(
            names: names, whoAmI: whoAmI, layout: layout, fifoSizeBytes: fifoSizeBytes,
            temperature: temperature, gyroscopeStartupSeconds: gyroscopeStartupSeconds,
            accelerometerStartupSeconds: accelerometerStartupSeconds,
            resetsSignalPaths: resetsSignalPaths, cloneNote: clone, gyroscopeDelays: delays
        )
    }
}
