import I2C
import IMUSamples

/// The MPU-6050 family driver (every part in `InvenSenseChip.table`).
///
/// Initialisation follows the kernel's inv_mpu6050: reset (PWR_MGMT_1 = 0x80), wait
/// 100 ms on the clock (the reset bit is never polled: i2c-stub's never clears), reset
/// the signal paths where the kernel does, wake explicitly with the gyro PLL clock,
/// enable every engine and wait its start-up time.
public final class MPU6050Driver: IMUDriver {
    /// The chip this driver talks to.
    public let identity: ChipIdentity
    /// The chip's table row.
    public let chip: InvenSenseChip
    /// The configuration in force.
    public private(set) var configuration: SensorConfiguration
    /// The settings last applied, restored after a self-test.
    private(set) var settings = SensorSettings()

    let bus: any RegisterBus
    let clock: any DriverClock
    var timeline = SampleTimeline(periodSeconds: 0.01, startSeconds: 0)
    var lastDrainHostSeconds = 0.0
    var misalignedDrains = 0

    /// Bytes per FIFO record: accelerometer 6, temperature 2, gyroscope 6.
    public static let fifoRecordBytes = 14
    /// Records per FIFO burst: as many whole records as fit in 32 bytes.
    public static let recordsPerBurst = maximumBlockLength / fifoRecordBytes

    /// Creates a driver for an identified chip. Throws `unknownChip` when the identity is
    /// not of the MPU-6050 family.
    public init(bus: any RegisterBus, identity: ChipIdentity, clock: any DriverClock) throws(IMUError) {
        guard identity.model.family == .mpu6050, let chip = InvenSenseChip.chip(named: identity.model.name) else {
            throw .unknownChip(identity.model.name)
        }
        self.bus = bus
        self.identity = identity
        self.chip = chip
        self.clock = clock
        configuration = SensorConfiguration(
            sampleRateHertz: 1000.0 / 20,
            accelerometerFullScale: MPU6050Tables.accelerometerFullScales[0],
            gyroscopeFullScale: MPU6050Tables.gyroscopeFullScales[3]
        )
    }

    /// The FIFO's size in whole records.
    public var fifoCapacitySamples: Int { chip.fifoSizeBytes / Self.fifoRecordBytes }

    public func initialize() throws(IMUError) {
        try write(MPU6050Registers.powerManagement1, MPU6050Registers.deviceReset)
        clock.sleep(seconds: 0.100)
        if chip.resetsSignalPaths {
            try write(MPU6050Registers.signalPathReset, MPU6050Registers.resetAllSignalPaths)
            clock.sleep(seconds: 0.100)
        }
        // After reset SLEEP may be on or off depending on OTP: always write it.
        try write(MPU6050Registers.powerManagement1, MPU6050Registers.wakeWithGyroscopePLL)
        clock.sleep(seconds: 0.010)
        try write(MPU6050Registers.powerManagement2, 0x00)
        clock.sleep(seconds: max(chip.gyroscopeStartupSeconds, chip.accelerometerStartupSeconds))
    }

    @discardableResult
    public func configure(_ settings: SensorSettings) throws(IMUError) -> SensorConfiguration {
        guard settings.sampleRateHertz.isFinite, settings.sampleRateHertz > 0 else {
            throw .unsupportedSetting("sample rate \(settings.sampleRateHertz) Hz; use 4–1000 Hz")
        }
        guard let gyroscope = MPU6050Tables.gyroscopeFullScales.closest(covering: settings.gyroscopeRangeDegreesPerSecond),
              let accelerometer = MPU6050Tables.accelerometerFullScales.closest(covering: settings.accelerometerRangeG)
        else { throw .unsupportedSetting("range") }
        let (divider, rate, lowPass) = Self.rateSettings(for: settings)

        try write(MPU6050Registers.gyroscopeConfiguration, gyroscopeFullScaleField.encoded(gyroscope.bits))
        try write(MPU6050Registers.configuration, MPU6050Registers.lowPassFilter.encoded(lowPass))
        if chip.layout != .mpu6050 {
            try write(MPU6050Registers.accelerometerConfiguration2, lowPass | accelerometerConfiguration2ExtraBits)
        }
        try write(MPU6050Registers.sampleRateDivider, divider)
        try write(MPU6050Registers.accelerometerConfiguration, MPU6050Registers.accelerometerFullScale.encoded(accelerometer.bits))

        self.settings = settings
        configuration = SensorConfiguration(
            sampleRateHertz: rate, accelerometerFullScale: accelerometer, gyroscopeFullScale: gyroscope,
            lowPassBandwidthHertz: MPU6050Tables.lowPassFilters.first { $0.bits == lowPass }?.hertz,
            gyroscopeDelaySeconds: chip.gyroscopeDelaySeconds(atRateHertz: rate)
        )
        return configuration
    }

    public func gyroscopeDelaySeconds(for settings: SensorSettings) -> Double? {
        chip.gyroscopeDelaySeconds(atRateHertz: Self.rateSettings(for: settings).rateHertz)
    }

    /// The sample-rate divider, the rate it gives (Hz) and the low-pass setting (DLPF_CFG)
    /// for `settings`, as the kernel picks them.
    static func rateSettings(for settings: SensorSettings) -> (divider: UInt8, rateHertz: Double, lowPassBits: UInt8) {
        let divider = MPU6050Tables.sampleRateDivider(forHertz: settings.sampleRateHertz)
        let rate = MPU6050Tables.internalRateHertz / (Double(divider) + 1)
        return (divider, rate, MPU6050Tables.lowPassFilterBits(forHertz: rate))
    }

    public func readSample() throws(IMUError) -> IMUSampleReading {
        let bytes = try readBlock(MPU6050Registers.accelerometerXHigh, count: 14)
        let raw = Self.decodeRecord(bytes, at: 0)
        let sample = raw.sample(timestampSeconds: clock.nowSeconds, configuration: configuration,
                                temperatureCelsius: chip.temperature.celsius(raw:))
        return IMUSampleReading(sample: sample, raw: raw)
    }

    /// Decodes 14 big-endian bytes: accelerometer X/Y/Z, temperature, gyroscope X/Y/Z.
    public static func decodeRecord(_ bytes: [UInt8], at index: Int) -> RawSample {
        RawSample(
            accelerometer: RegisterBytes.bigEndianTriple(bytes, at: index),
            gyroscope: RegisterBytes.bigEndianTriple(bytes, at: index + 8),
            temperature: RegisterBytes.bigEndian(bytes, at: index + 6)
        )
    }

    // MARK: Bus access, errors mapped to IMUError

    func write(_ register: UInt8, _ value: UInt8) throws(IMUError) {
        do { try bus.writeByte(register: register, value: value) } catch { throw .bus(error) }
    }

    func readByte(_ register: UInt8) throws(IMUError) -> UInt8 {
        do { return try bus.readByte(register: register) } catch { throw .bus(error) }
    }

    func readBlock(_ register: UInt8, count: Int) throws(IMUError) -> [UInt8] {
        let bytes: [UInt8]
        do { bytes = try bus.readBlock(register: register, count: count) } catch { throw .bus(error) }
        guard bytes.count == count else {
            throw .bus(.system(operation: "block read of \(count) bytes returned \(bytes.count)", errno: 5))
        }
        return bytes
    }
}
