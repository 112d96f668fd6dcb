import IMUSamples

/// A live sample source backed by a driver: configures the chip, enables its FIFO and
/// returns each drain as a batch, sleeping on the `DriverClock` between polls (the
/// simulator's virtual clock makes that instant). Losses are reported in
/// `SampleBatch.droppedSampleCount`.
///
/// Recovery (each recorded in `events`): failed transfers are retried up to
/// `busRetryLimit` times in a row; a FIFO overflow resets the FIFO and counts the lost
/// samples; a chip that goes silent (a reset or power loss) is initialised and configured
/// again once, the gap counted as lost; outputs that repeat exactly are reported as stuck.
/// A chip that stays silent after that raises `IMUError.noData` instead of hanging.
///
/// With an `InterruptLine` the source waits for the chip's data-ready or FIFO-watermark
/// edge instead of sleeping between polls, and stamps every sample with host monotonic
/// time through a `SensorClockMapping` fitted to the edges' kernel timestamps (see
/// `IMUDriverSource+Interrupts.swift`); `interruptTiming` reports how well that goes.
public final class IMUDriverSource: IMUSampleSource, SourceEventReporting, InterruptTimingReporting {
    /// The driver.
    public let driver: any IMUDriver
    /// The settings applied at `start`.
    public let settings: SensorSettings
    /// What this source is; the rate is the one the chip runs at once started.
    public private(set) var information: SourceInformation
    /// Whether an overflow ends the stream with `IMUError.fifoOverflow`. Default: false
    /// (the loss is reported in the batch and streaming continues).
    public var stopsOnOverflow = false
    /// How long without any sample before `nextBatch` gives up, seconds. Default: 1 s,
    /// or 20 sample periods when that is longer.
    public var stallTimeoutSeconds: Double?
    /// Samples lost since `start`.
    public internal(set) var totalDroppedSampleCount = 0
    /// Samples delivered since `start`.
    public internal(set) var totalSampleCount = 0
    /// Why samples were lost in the latest batch.
    public internal(set) var latestEvents: [FIFOReadout.Event] = []
    /// Failed transfers in a row retried before the error ends the stream. Default 8.
    public var busRetryLimit = 8
    /// Seconds without a sample before the chip is initialised again (it was reset or lost
    /// power). Default: 25 sample periods, at least 50 ms.
    public var restartAfterSilenceSeconds: Double?
    /// Identical samples in a row reported as stuck data. Default: 0.1 s of samples, at least 20.
    public var stuckDataSampleCount: Int?
    /// What the source ran into and recovered from.
    public let events: SourceEventLog

    /// The line the chip's interrupt arrives on; nil polls on the clock.
    public let interruptLine: (any InterruptLine)?
    /// How the chip drives the line. Default: `InterruptSettings()` (pulsed, data-ready).
    public var interruptSettings = InterruptSettings()
    /// The timing of interrupt-driven reading; nil when the source polls.
    public let interruptTiming: InterruptTimingMonitor?

    let clock: any DriverClock
    private var started = false
    /// Interrupt bookkeeping (sampling thread only).
    var interrupt: InterruptState?
    /// Recovery bookkeeping (sampling thread only).
    var recovery = RecoveryState()

    /// Creates a source; nothing touches the chip until `start`.
    /// - Parameters:
    ///   - driver: the chip's driver (identified, not yet initialised).
    ///   - settings: rate and ranges. Default: `SensorSettings()`.
    ///   - clock: the clock the driver sleeps on.
    ///   - kind: `.i2c` for a real bus, `.simulator` for a simulated one.
    ///   - location: the bus path, when there is one.
    ///   - events: the log recoveries are recorded in. Default: a new one.
    ///   - interruptLine: the line the chip's interrupt arrives on; nil polls. Default: nil.
    ///     The source releases it when it stops.
    public init(
        driver: any IMUDriver, settings: SensorSettings = SensorSettings(), clock: any DriverClock,
        kind: SourceInformation.Kind = .i2c, location: String? = nil, events: SourceEventLog = SourceEventLog(),
        interruptLine: (any InterruptLine)? = nil
    ) {
        self.events = events
        self.interruptLine = interruptLine
        interruptTiming = interruptLine.map { _ in InterruptTimingMonitor() }
        self.driver = driver
        self.settings = settings
        self.clock = clock
        information = SourceInformation(
            kind: kind, chipName: driver.identity.model.name, location: location,
            address: driver.identity.address, sampleRateHertz: settings.sampleRateHertz,
            gyroscopeDelaySeconds: driver.gyroscopeDelaySeconds(for: settings)
        )
    }

    /// Resets, configures and starts the FIFO.
    public func start() throws {
        try startDriver()
    }

    private func startDriver() throws(IMUError) {
        try driver.initialize()
        let configuration = try driver.configure(settings)
        try driver.startFIFO()
        try startInterrupt()
        information.sampleRateHertz = configuration.sampleRateHertz
        information.gyroscopeDelaySeconds = configuration.gyroscopeDelaySeconds
        totalDroppedSampleCount = 0
        totalSampleCount = 0
        recovery = RecoveryState(startHostSeconds: clock.nowSeconds, lastDataHostSeconds: clock.nowSeconds)
        started = true
    }

    /// The time between polls of an empty FIFO, seconds: a quarter of the FIFO's span
    /// (counted as at most 73 samples), at most 10 ms, at least one sample period.
    public var pollIntervalSeconds: Double {
        let period = driver.configuration.samplePeriodSeconds
        let fifoSpan = Double(min(driver.fifoCapacitySamples, 73)) * period
        return max(period, min(0.010, fifoSpan / 4))
    }

    /// Waits for the next drain with samples or losses.
    public func nextBatch() throws -> SampleBatch? {
        try nextDriverBatch()
    }

    private func nextDriverBatch() throws(IMUError) -> SampleBatch? {
        if !started { try startDriver() }
        if interruptLine != nil { return try nextInterruptBatch() }
        let timeout = stallTimeoutSeconds ?? max(1.0, 20 * driver.configuration.samplePeriodSeconds)
        var deadline = clock.nowSeconds + timeout
        while true {
            let readout = try retryingBusErrors { () throws(IMUError) in try driver.readFIFO() }
            latestEvents = readout.events
            if readout.events.contains(.overflow) && stopsOnOverflow {
                throw .fifoOverflow(droppedSampleCount: max(readout.droppedSampleCount, 1))
            }
            if recordSignOfLife(readout) { deadline = max(deadline, clock.nowSeconds + timeout) }
            if !readout.samples.isEmpty || readout.droppedSampleCount > 0 {
                let dropped = readout.droppedSampleCount + recordRecovery(readout)
                totalDroppedSampleCount += dropped
                totalSampleCount += readout.samples.count
                return SampleBatch(samples: readout.samples, droppedSampleCount: dropped)
            }
            if clock.nowSeconds >= deadline {
                throw .noData(seconds: timeout, chip: driver.identity.model.name)
            }
            try restartIfSilent()
            clock.sleep(seconds: pollIntervalSeconds)
        }
    }

    /// Disables the FIFO and puts the chip to sleep. Safe to call more than once; bus
    /// errors while stopping end the attempt (the stream is over either way).
    public func stop() {
        guard started else { return }
        started = false
        defer { interruptLine?.release() }
        do {
            if interruptLine != nil { try driver.disableInterrupt() }
            try driver.stopFIFO()
            try driver.sleep()
        } catch {
            return
        }
    }
}
