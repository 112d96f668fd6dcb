// The MPU-6050 family register map (Linux inv_mpu_iio.h, i2cdevlib MPU6050.h), shared by
// every layout; the 6500-only registers are marked. Data are big-endian 16-bit
// two's-complement; one 14-byte burst from 0x3B returns accel, temperature and gyro.

/// Register addresses, fields and values of the MPU-6050 family.
public enum MPU6050Registers {
    /// Factory self-test trim, X/Y/Z/A (MPU-6050 layout), 0x0D–0x10.
    public static let selfTestX: UInt8 = 0x0D
    /// SMPLRT_DIV: sample rate = internal rate / (1 + divider).
    public static let sampleRateDivider: UInt8 = 0x19
    /// CONFIG: EXT_SYNC_SET 5:3, DLPF_CFG 2:0.
    public static let configuration: UInt8 = 0x1A
    /// DLPF_CFG in CONFIG.
    public static let lowPassFilter = RegisterField(address: 0x1A, mask: 0x07)
    /// GYRO_CONFIG: self-test bits 7:5, FS_SEL 4:3.
    public static let gyroscopeConfiguration: UInt8 = 0x1B
    /// FS_SEL in GYRO_CONFIG (bits 4:3; the ICM-20690 uses bits 3:2).
    public static let gyroscopeFullScale = RegisterField(address: 0x1B, mask: 0x18)
    /// FS_SEL on the ICM-20690.
    public static let gyroscopeFullScaleICM20690 = RegisterField(address: 0x1B, mask: 0x0C)
    /// ACCEL_CONFIG: self-test bits 7:5, AFS_SEL 4:3.
    public static let accelerometerConfiguration: UInt8 = 0x1C
    /// AFS_SEL in ACCEL_CONFIG.
    public static let accelerometerFullScale = RegisterField(address: 0x1C, mask: 0x18)
    /// ACCEL_CONFIG2 (6500 layout and later): accelerometer DLPF.
    public static let accelerometerConfiguration2: UInt8 = 0x1D
    /// FIFO_EN: which outputs enter the FIFO.
    public static let fifoEnable: UInt8 = 0x23
    /// INT_PIN_CFG: BYPASS_EN 0x02 puts the auxiliary I²C bus (the MPU-9250's AK8963) on the host bus.
    public static let interruptPinConfiguration: UInt8 = 0x37
    /// INT_PIN_CFG BYPASS_EN.
    public static let interruptPinBypassEnable: UInt8 = 0x02
    /// INT_ENABLE.
    public static let interruptEnable: UInt8 = 0x38
    /// INT_STATUS: FIFO_OFLOW 0x10, DATA_RDY 0x01.
    public static let interruptStatus: UInt8 = 0x3A
    /// ACCEL_XOUT_H: first of the 14 data bytes (accel 6, temperature 2, gyro 6).
    public static let accelerometerXHigh: UInt8 = 0x3B
    /// SIGNAL_PATH_RESET: gyro 0x04, accel 0x02, temperature 0x01.
    public static let signalPathReset: UInt8 = 0x68
    /// USER_CTRL: FIFO_EN 0x40, FIFO_RESET 0x04.
    public static let userControl: UInt8 = 0x6A
    /// PWR_MGMT_1: DEVICE_RESET 0x80, SLEEP 0x40, CLKSEL 2:0.
    public static let powerManagement1: UInt8 = 0x6B
    /// PWR_MGMT_1 value that puts the chip to sleep (SLEEP, internal oscillator).
    public static let sleep: UInt8 = 0x40
    /// PWR_MGMT_2: accelerometer standby 5:3, gyroscope standby 2:0.
    public static let powerManagement2: UInt8 = 0x6C
    /// FIFO_COUNT_H (big-endian byte count, 0x72–0x73).
    public static let fifoCountHigh: UInt8 = 0x72
    /// FIFO_R_W: reads stream the FIFO without advancing the address.
    public static let fifoReadWrite: UInt8 = 0x74
    /// WHO_AM_I.
    public static let whoAmI: UInt8 = 0x75

    /// PWR_MGMT_1 value that resets the device.
    public static let deviceReset: UInt8 = 0x80
    /// PWR_MGMT_1 value: awake (SLEEP = 0), clock from the X-gyro PLL (CLKSEL = 1).
    public static let wakeWithGyroscopePLL: UInt8 = 0x01
    /// SIGNAL_PATH_RESET value resetting gyro, accel and temperature paths.
    public static let resetAllSignalPaths: UInt8 = 0x07
    /// USER_CTRL FIFO_EN.
    public static let userControlFIFOEnable: UInt8 = 0x40
    /// USER_CTRL FIFO_RESET.
    public static let userControlFIFOReset: UInt8 = 0x04
    /// USER_CTRL I2C_MST_EN: the MPU masters its auxiliary bus (must be off for the bypass).
    public static let userControlI2CMasterEnable: UInt8 = 0x20
    /// FIFO_EN: temperature 0x80, gyro X/Y/Z 0x70, accel 0x08.
    public static let fifoSourcesAccelerometerTemperatureGyroscope: UInt8 = 0xF8
    /// ICM-20689 quirk: FIFO-size bits 7:6 in ACCEL_CONFIG2 select the 4 KiB FIFO.
    public static let icm20689FIFOSizeBits: UInt8 = 0xC0
}

/// The MPU-6050 family's configuration tables.
public enum MPU6050Tables {
    /// The internal sample rate with the low-pass filter on (DLPF_CFG 1–6), Hz.
    public static let internalRateHertz = 1000.0

    /// Gyroscope ranges (FS_SEL 0–3): 131, 65.5, 32.8, 16.4 LSB per °/s.
    public static let gyroscopeFullScales: [FullScale] = [
        FullScale(range: 250, scalePerLSB: SensorUnits.gyroscopeScale(countsPerDegreePerSecond: 131), bits: 0),
        FullScale(range: 500, scalePerLSB: SensorUnits.gyroscopeScale(countsPerDegreePerSecond: 65.5), bits: 1),
        FullScale(range: 1000, scalePerLSB: SensorUnits.gyroscopeScale(countsPerDegreePerSecond: 32.8), bits: 2),
        FullScale(range: 2000, scalePerLSB: SensorUnits.gyroscopeScale(countsPerDegreePerSecond: 16.4), bits: 3),
    ]

    /// Accelerometer ranges (AFS_SEL 0–3): 16384, 8192, 4096, 2048 LSB per g.
    public static let accelerometerFullScales: [FullScale] = [
        FullScale(range: 2, scalePerLSB: SensorUnits.accelerometerScale(countsPerG: 16384), bits: 0),
        FullScale(range: 4, scalePerLSB: SensorUnits.accelerometerScale(countsPerG: 8192), bits: 1),
        FullScale(range: 8, scalePerLSB: SensorUnits.accelerometerScale(countsPerG: 4096), bits: 2),
        FullScale(range: 16, scalePerLSB: SensorUnits.accelerometerScale(countsPerG: 2048), bits: 3),
    ]

    /// Low-pass filter settings (DLPF_CFG), gyroscope bandwidth in milliHertz, widest first.
    /// The kernel keeps the bandwidth at or below about half the output rate.
    public static let lowPassFilters: [OutputDataRate] = [
        OutputDataRate(milliHertz: 184_000, bits: 1),
        OutputDataRate(milliHertz: 94_000, bits: 2),
        OutputDataRate(milliHertz: 44_000, bits: 3),
        OutputDataRate(milliHertz: 21_000, bits: 4),
        OutputDataRate(milliHertz: 10_000, bits: 5),
        OutputDataRate(milliHertz: 5_000, bits: 6),
    ]

    /// Output rates the kernel advertises, milliHertz (any 1000/(1+n) Hz is possible).
    public static let advertisedRates: [OutputDataRate] = [10, 20, 50, 100, 200, 500, 1000].map {
        OutputDataRate(milliHertz: $0 * 1000, bits: UInt8(1000 / $0 - 1))
    }

    /// The divider for a requested rate (4–1000 Hz, clamped), as the kernel computes it:
    /// ⌊1000 / rate⌋ − 1, so the chip runs at the slowest rate 1000 / (1 + divider) Hz at or
    /// above the request (400 Hz runs at 500 Hz; 1000/3 Hz at 333.3 Hz).
    public static func sampleRateDivider(forHertz hertz: Double) -> UInt8 {
        let clamped = Swift.min(Swift.max(hertz.isFinite ? hertz : 100, 4), internalRateHertz)
        // The tolerance keeps a rate written as 1000 / (1 + n) on divider n despite rounding.
        let divider = (internalRateHertz / clamped * (1 + 1e-9)).rounded(.down) - 1
        return UInt8(Swift.min(Swift.max(divider, 0), 255))
    }

    /// The low-pass setting for an output rate, as the kernel picks it: rate ≥ 400 Hz → 1,
    /// ≥ 200 → 2, ≥ 90 → 3, ≥ 40 → 4, ≥ 20 → 5, else 6.
    public static func lowPassFilterBits(forHertz hertz: Double) -> UInt8 {
        switch hertz {
        case 400...: 1
        case 200..<400: 2
        case 90..<200: 3
        case 40..<90: 4
        case 20..<40: 5
        default: 6
        }
    }
}
