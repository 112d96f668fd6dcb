import IMUSamples

/// A chip driver as sources and commands use it. Drivers see only a `RegisterBus` and a
/// `DriverClock`; they never poll a bit without a bound.
///
/// The order of use: `initialize` (reset, wake), `configure`, then either `readSample`
/// (direct data-register reads; works on a static register file such as i2c-stub) or
/// `startFIFO` / `readFIFO` / `stopFIFO` for streaming.
public protocol IMUDriver: AnyObject {
    /// The chip this driver talks to.
    var identity: ChipIdentity { get }
    /// The configuration in force (the defaults until `configure` runs).
    var configuration: SensorConfiguration { get }
    /// The hardware FIFO's size, samples.
    var fifoCapacitySamples: Int { get }

    /// Resets and wakes the chip as the kernel does, waiting on the clock (never polling).
    func initialize() throws(IMUError)
    /// Applies the nearest supported settings and returns what was applied.
    @discardableResult
    func configure(_ settings: SensorSettings) throws(IMUError) -> SensorConfiguration
    /// The gyroscope's delay, s, that `configure(settings)` would give: the datasheet's
    /// group delay of the low-pass filter the driver picks for that rate; nil when the
    /// datasheet gives none. Touches no register.
    func gyroscopeDelaySeconds(for settings: SensorSettings) -> Double?
    /// Reads one sample from the data registers in one burst (no FIFO). Its timestamp is
    /// the driver clock's time of the read.
    func readSample() throws(IMUError) -> IMUSampleReading
    /// Resets and enables the FIFO for accelerometer, gyroscope (and temperature or
    /// timestamps where the chip batches them).
    func startFIFO() throws(IMUError)
    /// Drains the FIFO: whole records only, bursts within the bus limits; overflow and
    /// misalignment are handled (FIFO reset) and reported, never hidden.
    func readFIFO() throws(IMUError) -> FIFOReadout
    /// Disables the FIFO.
    func stopFIFO() throws(IMUError)
    /// Puts the chip in its low-power sleep (MPU-6050 family: PWR_MGMT_1 SLEEP; LSM6DS
    /// family: accelerometer and gyroscope output data rates 0, power-down). `initialize`
    /// wakes it again.
    func sleep() throws(IMUError)
    /// Routes the chip's data-ready interrupt (MPU-6050 family) or FIFO-threshold interrupt
    /// (LSM6DS family) to its INT (INT1) pin, active high, after `startFIFO`; returns what
    /// was applied. The registers are in `InterruptRegisterLayout`.
    @discardableResult
    func enableInterrupt(_ settings: InterruptSettings) throws(IMUError) -> AppliedInterrupt
    /// Stops routing the interrupt to the pin.
    func disableInterrupt() throws(IMUError)
    /// Runs the chip's self-test and returns the result for every axis. Afterwards the
    /// settings last applied are configured again.
    func selfTest() throws(IMUError) -> SelfTestReport
}

extension IMUDriver {
    /// No datasheet delay: nil, whatever the settings.
    public func gyroscopeDelaySeconds(for settings: SensorSettings) -> Double? { nil }
}

/// One direct reading: the SI sample and the raw counts it came from.
public struct IMUSampleReading: Sendable, Equatable {
    /// The sample in SI units.
    public var sample: IMUSample
    /// The register counts.
    public var raw: RawSample

    /// Creates a reading.
    public init(sample: IMUSample, raw: RawSample) {
        self.sample = sample
        self.raw = raw
    }
}
