// The LSM6DS family, one row per register layout (Linux st_lsm6dsx `sensor_settings[]`).
//
// 0x69  LSM6DS3, LSM6DS3H, LSM6DS33: pattern FIFO (8 KiB), gyro to 1.66 kHz, temperature
//       16 LSB/°C, timer enable in TAP_CFG (0x58), 24-bit timestamp.
// 0x6A  LSM6DSL, LSM6DSM, ISM330DLC, LSM6DS3TR-C: pattern FIFO (4 KiB), gyro to 6.66 kHz,
//       256 LSB/°C, timer enable in CTRL10_C, 24-bit timestamp. (Despite its name the
//       LSM6DS3TR-C is this layout, not the LSM6DS3's.)
// 0x6C  LSM6DSO, LSM6DSOX: tagged FIFO (3 KiB, 7-byte words), 256 LSB/°C, 32-bit timestamp
//       trimmed by INTERNAL_FREQ_FINE.
// 0x6B  LSM6DSR, LSM6DSRX, ISM330DHCX, ASM330LHH: as 0x6C plus ±4000 °/s (FS_4000, bit 0).
// Every layout: CTRL1_XL 0x10 (ODR 7:4, FS 3:2), CTRL2_G 0x11 (ODR 7:4, FS 3:1 or 3:0),
// CTRL3_C 0x12 (BOOT, BDU, IF_INC, SW_RESET), little-endian data from 0x20.

/// How a layout's FIFO frames its data.
public enum LSM6DSFIFOKind: String, Sendable, Equatable {
    /// Untagged 6-byte data sets in a repeating pattern (gyro, accel, …, timestamp).
    case pattern
    /// 7-byte words: a tag byte naming the sensor, then 6 data bytes.
    case tagged
}

/// The hardware timer of one layout.
public struct LSM6DSTimestampSettings: Sendable, Equatable {
    /// The timer enable bit.
    public let enable: RegisterField
    /// TIMER_HR (25 µs instead of 6.4 ms per count), where the layout has it.
    public let highResolution: RegisterField?
    /// Counter width, bits (24 or 32).
    public let counterBits: Int
    /// Nominal seconds per count.
    public let secondsPerCount: Double
    /// The signed fine-trim register (INTERNAL_FREQ_FINE), where the layout has it.
    public let fineTrimRegister: UInt8?
}

/// One LSM6DS register layout.
public struct LSM6DSLayout: Sendable, Equatable {
    /// Part names sharing this layout; the first is shown.
    public let names: [String]
    /// The WHO_AM_I value (register 0x0F).
    public let whoAmI: UInt8
    /// The FIFO framing.
    public let fifoKind: LSM6DSFIFOKind
    /// FIFO size in its own units: 6-byte data sets (pattern) or 7-byte words (tagged).
    public let fifoCapacityWords: Int
    /// Mask of the unread-word count in FIFO_STATUS1/2.
    public let fifoDifferenceMask: UInt16
    /// Temperature sensitivity, counts per °C (°C = raw / sensitivity + 25).
    public let temperatureCountsPerCelsius: Double
    /// Accelerometer ODR field and table.
    public let accelerometerRate: RegisterField
    public let accelerometerRates: [OutputDataRate]
    /// Gyroscope ODR field and table.
    public let gyroscopeRate: RegisterField
    public let gyroscopeRates: [OutputDataRate]
    /// Accelerometer full-scale field and table.
    public let accelerometerFullScale: RegisterField
    public let accelerometerFullScales: [FullScale]
    /// Gyroscope full-scale field and table.
    public let gyroscopeFullScale: RegisterField
    public let gyroscopeFullScales: [FullScale]
    /// The hardware timer.
    public let timestamp: LSM6DSTimestampSettings
    /// DRDY_MASK (CTRL4_C bit 3), which the kernel sets on the tagged-FIFO parts.
    public let dataReadyMask: RegisterField?
    /// Self-test lower limit of the accelerometer response, mg (upper limit 1700 mg).
    public let selfTestAccelerometerMinimumMilliG: Double
    /// Where the FIFO-threshold interrupt is routed and its threshold set.
    public let interrupt: InterruptRegisterLayout

    /// The shown name.
    public var name: String { names.first ?? "LSM6DS" }

    /// Bytes per FIFO word (data set or tagged word).
    public var fifoWordBytes: Int { fifoKind == .pattern ? 6 : 7 }
    /// The largest FIFO burst: whole words within 32 bytes (30 or 28 bytes, as the kernel).
    public var fifoBurstBytes: Int { (32 / fifoWordBytes) * fifoWordBytes }

    /// The layouts.
    public static let table: [LSM6DSLayout] = [lsm6ds3, lsm6dsl, lsm6dso, lsm6dsr]

    /// The layout for a WHO_AM_I value, or nil.
    public static func layout(whoAmI: UInt8) -> LSM6DSLayout? { table.first { $0.whoAmI == whoAmI } }

    /// The layout holding the part called `name`.
    public static func layout(named name: String) -> LSM6DSLayout? {
        let key = ChipModel.key(for: name)
        return table.first { $0.names.contains { ChipModel.key(for: $0) == key } }
    }
}

extension LSM6DSLayout {
    /// ODR codes 1–10: 12.5 Hz … 6.66 kHz.
    static func rates(upToCode last: UInt8) -> [OutputDataRate] {
        let milliHertz = [12_500, 26_000, 52_000, 104_000, 208_000, 416_000, 833_000, 1_660_000, 3_330_000, 6_660_000]
        return (1...last).map { OutputDataRate(milliHertz: milliHertz[Int($0) - 1], bits: $0) }
    }

    /// FS_XL: 00 ±2 g, 10 ±4 g, 11 ±8 g, 01 ±16 g (0.061–0.488 mg/LSB).
    static let accelerometerScales: [FullScale] = [
        FullScale(range: 2, scalePerLSB: SensorUnits.accelerometerScale(milliGPerCount: 0.061), bits: 0),
        FullScale(range: 4, scalePerLSB: SensorUnits.accelerometerScale(milliGPerCount: 0.122), bits: 2),
        FullScale(range: 8, scalePerLSB: SensorUnits.accelerometerScale(milliGPerCount: 0.244), bits: 3),
        FullScale(range: 16, scalePerLSB: SensorUnits.accelerometerScale(milliGPerCount: 0.488), bits: 1),
    ]

    /// CTRL2_G bits 3:1 (FS_G, FS_125): 125–2000 °/s, 4.375–70 m°/s per LSB.
    static let gyroscopeScales: [FullScale] = [
        FullScale(range: 125, scalePerLSB: SensorUnits.gyroscopeScale(milliDegreesPerSecondPerCount: 4.375), bits: 1),
        FullScale(range: 250, scalePerLSB: SensorUnits.gyroscopeScale(milliDegreesPerSecondPerCount: 8.75), bits: 0),
        FullScale(range: 500, scalePerLSB: SensorUnits.gyroscopeScale(milliDegreesPerSecondPerCount: 17.5), bits: 2),
        FullScale(range: 1000, scalePerLSB: SensorUnits.gyroscopeScale(milliDegreesPerSecondPerCount: 35), bits: 4),
        FullScale(range: 2000, scalePerLSB: SensorUnits.gyroscopeScale(milliDegreesPerSecondPerCount: 70), bits: 6),
    ]

    /// CTRL2_G bits 3:0 with FS_4000 (bit 0): the same ranges plus ±4000 °/s.
    static let gyroscopeScalesWith4000: [FullScale] =
        gyroscopeScales.map { FullScale(range: $0.range, scalePerLSB: $0.scalePerLSB, bits: $0.bits << 1) }
        + [FullScale(range: 4000, scalePerLSB: SensorUnits.gyroscopeScale(milliDegreesPerSecondPerCount: 140), bits: 1)]

    static let accelerometerRateField = RegisterField(address: 0x10, mask: 0xF0)
    static let gyroscopeRateField = RegisterField(address: 0x11, mask: 0xF0)
    static let accelerometerScaleField = RegisterField(address: 0x10, mask: 0x0C)
    static let gyroscopeScaleField = RegisterField(address: 0x11, mask: 0x0E)

    static let lsm6ds3 = LSM6DSLayout(
        names: ["LSM6DS3", "LSM6DS3H", "LSM6DS33"], whoAmI: 0x69, fifoKind: .pattern,
        fifoCapacityWords: 1365, fifoDifferenceMask: 0x0FFF, temperatureCountsPerCelsius: 16,
        accelerometerRate: accelerometerRateField, accelerometerRates: rates(upToCode: 10),
        gyroscopeRate: gyroscopeRateField, gyroscopeRates: rates(upToCode: 8),
        accelerometerFullScale: accelerometerScaleField, accelerometerFullScales: accelerometerScales,
        gyroscopeFullScale: gyroscopeScaleField, gyroscopeFullScales: gyroscopeScales,
        timestamp: LSM6DSTimestampSettings(
            enable: RegisterField(address: 0x58, mask: 0x80), highResolution: RegisterField(address: 0x5C, mask: 0x10),
            counterBits: 24, secondsPerCount: 25e-6, fineTrimRegister: nil),
        dataReadyMask: nil, selfTestAccelerometerMinimumMilliG: 90,
        interrupt: .lsm6ds3
    )

    static let lsm6dsl = LSM6DSLayout(
        names: ["LSM6DSL", "LSM6DSM", "ISM330DLC", "LSM6DS3TR-C"], whoAmI: 0x6A, fifoKind: .pattern,
        fifoCapacityWords: 682, fifoDifferenceMask: 0x07FF, temperatureCountsPerCelsius: 256,
        accelerometerRate: accelerometerRateField, accelerometerRates: rates(upToCode: 10),
        gyroscopeRate: gyroscopeRateField, gyroscopeRates: rates(upToCode: 10),
        accelerometerFullScale: accelerometerScaleField, accelerometerFullScales: accelerometerScales,
        gyroscopeFullScale: gyroscopeScaleField, gyroscopeFullScales: gyroscopeScales,
        timestamp: LSM6DSTimestampSettings(
            enable: RegisterField(address: 0x19, mask: 0x20), highResolution: RegisterField(address: 0x5C, mask: 0x10),
            counterBits: 24, secondsPerCount: 25e-6, fineTrimRegister: nil),
        dataReadyMask: nil, selfTestAccelerometerMinimumMilliG: 90,
        interrupt: .lsm6dsl
    )

    static let lsm6dso = LSM6DSLayout(
        names: ["LSM6DSO", "LSM6DSOX"], whoAmI: 0x6C, fifoKind: .tagged,
        fifoCapacityWords: 512, fifoDifferenceMask: 0x03FF, temperatureCountsPerCelsius: 256,
        accelerometerRate: accelerometerRateField, accelerometerRates: rates(upToCode: 10),
        gyroscopeRate: gyroscopeRateField, gyroscopeRates: rates(upToCode: 10),
        accelerometerFullScale: accelerometerScaleField, accelerometerFullScales: accelerometerScales,
        gyroscopeFullScale: gyroscopeScaleField, gyroscopeFullScales: gyroscopeScales,
        timestamp: LSM6DSTimestampSettings(
            enable: RegisterField(address: 0x19, mask: 0x20), highResolution: nil,
            counterBits: 32, secondsPerCount: 25e-6, fineTrimRegister: 0x63),
        dataReadyMask: RegisterField(address: 0x13, mask: 0x08), selfTestAccelerometerMinimumMilliG: 50,
        interrupt: .lsm6dso
    )

    static let lsm6dsr = LSM6DSLayout(
        names: ["LSM6DSR", "LSM6DSRX", "ISM330DHCX", "ASM330LHH"], whoAmI: 0x6B, fifoKind: .tagged,
        fifoCapacityWords: 512, fifoDifferenceMask: 0x03FF, temperatureCountsPerCelsius: 256,
        accelerometerRate: accelerometerRateField, accelerometerRates: rates(upToCode: 10),
        gyroscopeRate: gyroscopeRateField, gyroscopeRates: rates(upToCode: 10),
        accelerometerFullScale: accelerometerScaleField, accelerometerFullScales: accelerometerScales,
        gyroscopeFullScale: RegisterField(address: 0x11, mask: 0x0F), gyroscopeFullScales: gyroscopeScalesWith4000,
        timestamp: LSM6DSTimestampSettings(
            enable: RegisterField(address: 0x19, mask: 0x20), highResolution: nil,
            counterBits: 32, secondsPerCount: 25e-6, fineTrimRegister: 0x63),
        dataReadyMask: RegisterField(address: 0x13, mask: 0x08), selfTestAccelerometerMinimumMilliG: 50,
        interrupt: .lsm6dso
    )
}
