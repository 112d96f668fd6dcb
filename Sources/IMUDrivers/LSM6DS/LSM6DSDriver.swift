import I2C
import IMUSamples

/// The LSM6DS family driver (every layout in `LSM6DSLayout.table`).
///
/// Initialisation follows the kernel's st_lsm6dsx: SW_RESET, 50 ms on the clock, BOOT,
/// 50 ms, then BDU and IF_INC (never polling the reset bit). Data are little-endian;
/// temperature sensitivity is per layout (16 or 256 LSB/°C).
public final class LSM6DSDriver: IMUDriver {
    /// The chip this driver talks to.
    public let identity: ChipIdentity
    /// The chip's layout row.
    public let layout: LSM6DSLayout
    /// The configuration in force.
    public private(set) var configuration: SensorConfiguration
    /// The settings last applied.
    private(set) var settings = SensorSettings()
    /// The output-data-rate code in use (also the FIFO rate).
    private(set) var rateCode: UInt8 = 4
    /// Seconds per hardware-timestamp count (trimmed where the chip allows).
    private(set) var timestampSecondsPerCount: Double

    let bus: any RegisterBus
    let clock: any DriverClock
    var fifo = LSM6DSFIFOState()

    /// Creates a driver for an identified chip. Throws `unknownChip` when the identity is
    /// not of the LSM6DS family.
    public init(bus: any RegisterBus, identity: ChipIdentity, clock: any DriverClock) throws(IMUError) {
        guard identity.model.family == .lsm6ds, let layout = LSM6DSLayout.layout(named: identity.model.name) else {
            throw .unknownChip(identity.model.name)
        }
        self.bus = bus
        self.identity = identity
        self.layout = layout
        self.clock = clock
        timestampSecondsPerCount = layout.timestamp.secondsPerCount
        configuration = SensorConfiguration(
            sampleRateHertz: 104,
            accelerometerFullScale: LSM6DSLayout.accelerometerScales[0],
            gyroscopeFullScale: LSM6DSLayout.gyroscopeScales[1]
        )
    }

    /// The FIFO's size in samples (accelerometer + gyroscope, with timestamps).
    public var fifoCapacitySamples: Int {
        layout.fifoCapacityWords / 3  // gyroscope, accelerometer and timestamp words
    }

    public func initialize() throws(IMUError) {
        try write(LSM6DSRegisters.control3, LSM6DSRegisters.softwareReset)
        clock.sleep(seconds: 0.050)
        try write(LSM6DSRegisters.control3, LSM6DSRegisters.boot)
        clock.sleep(seconds: 0.050)
        try write(LSM6DSRegisters.control3, LSM6DSRegisters.blockDataUpdateAutoIncrement)
        if let mask = layout.dataReadyMask {
            try write(mask.address, mask.encoded(1))
        }
    }

    @discardableResult
    public func configure(_ settings: SensorSettings) throws(IMUError) -> SensorConfiguration {
        guard settings.sampleRateHertz.isFinite, settings.sampleRateHertz > 0 else {
            throw .unsupportedSetting("sample rate \(settings.sampleRateHertz) Hz")
        }
        guard let rate = layout.gyroscopeRates.closest(atLeast: settings.sampleRateHertz),
              let accelerometer = layout.accelerometerFullScales.closest(covering: settings.accelerometerRangeG),
              let gyroscope = layout.gyroscopeFullScales.closest(covering: settings.gyroscopeRangeDegreesPerSecond)
        else { throw .unsupportedSetting("rate or range") }

        try write(LSM6DSRegisters.accelerometerControl,
                  layout.accelerometerRate.encoded(rate.bits) | layout.accelerometerFullScale.encoded(accelerometer.bits))
        try write(LSM6DSRegisters.gyroscopeControl,
                  layout.gyroscopeRate.encoded(rate.bits) | layout.gyroscopeFullScale.encoded(gyroscope.bits))
        if settings.usesHardwareTimestamps {
            try enableTimestamps()
        }
        self.settings = settings
        rateCode = rate.bits
        configuration = SensorConfiguration(
            sampleRateHertz: rate.hertz, accelerometerFullScale: accelerometer, gyroscopeFullScale: gyroscope
        )
        // The kernel's one-shot read waits for fresh data: two output periods.
        clock.sleep(seconds: 2 * configuration.samplePeriodSeconds)
        return configuration
    }

    /// Starts the hardware timer at 25 µs per count and reads the fine trim.
    private func enableTimestamps() throws(IMUError) {
        let timer = layout.timestamp
        try update(timer.enable, 1)
        if let highResolution = timer.highResolution {
            try update(highResolution, 1)
        }
        if timer.counterBits == 24 {
            try write(LSM6DSRegisters.timestamp2, LSM6DSRegisters.timestampResetValue)
        }
        if let trimRegister = timer.fineTrimRegister {
            // period ≈ 25 µs − 37.5 ns × INTERNAL_FREQ_FINE (signed), as the kernel trims it.
            let trim = Int8(bitPattern: try readByte(trimRegister))
            timestampSecondsPerCount = (25_000 - 37.5 * Double(trim)) * 1e-9
        }
    }

    public func readSample() throws(IMUError) -> IMUSampleReading {
        let bytes = try readBlock(LSM6DSRegisters.temperatureLow, count: 14)
        let raw = RawSample(
            accelerometer: RegisterBytes.littleEndianTriple(bytes, at: 8),
            gyroscope: RegisterBytes.littleEndianTriple(bytes, at: 2),
            temperature: RegisterBytes.littleEndian(bytes, at: 0)
        )
        let sample = raw.sample(timestampSeconds: clock.nowSeconds, configuration: configuration,
                                temperatureCelsius: temperatureCelsius(raw:))
        return IMUSampleReading(sample: sample, raw: raw)
    }

    /// °C = raw / sensitivity + 25.
    public func temperatureCelsius(raw: Int16) -> Double {
        Double(raw) / layout.temperatureCountsPerCelsius + 25
    }

    // MARK: Bus access, errors mapped to IMUError

    func write(_ register: UInt8, _ value: UInt8) throws(IMUError) {
        do { try bus.writeByte(register: register, value: value) } catch { throw .bus(error) }
    }

    func readByte(_ register: UInt8) throws(IMUError) -> UInt8 {
        do { return try bus.readByte(register: register) } catch { throw .bus(error) }
    }

    /// Read-modify-write of one field.
    func update(_ field: RegisterField, _ value: UInt8) throws(IMUError) {
        let current = try readByte(field.address)
        try write(field.address, field.placing(value, into: current))
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
