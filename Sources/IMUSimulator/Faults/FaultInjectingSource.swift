import IMUDrivers
import IMUSamples

/// A simulated chip's source with faults injected on schedule: before each batch it
/// applies the faults of `plan` that are due (on the chip's clock, from `start`), records
/// each in `events`, and hands the batch of the source it wraps through. The wrapped
/// driver source recovers as it would on hardware and records that in the same log.
public final class FaultInjectingSource: IMUSampleSource, SourceEventReporting, InterruptTimingReporting {
    /// The inner source's interrupt timing.
    public var interruptTiming: InterruptTimingMonitor? { (inner as? any InterruptTimingReporting)?.interruptTiming }
    /// The source faults are injected under (the simulated chip's driver source, possibly
    /// with its magnetometer).
    public let inner: any IMUSampleSource
    /// The simulated chip.
    public let imu: SimulatedIMU
    /// The schedule.
    public let plan: SimulatedFaultPlan
    /// Injections and recoveries, in order (the wrapped source's log when it keeps one).
    public let events: SourceEventLog

    private var pending: [SimulatedFault] = []
    /// Releases due later (stuck data ending, a magnetometer coming back), by time.
    private var releases: [(atSeconds: Double, release: () -> Void)] = []
    private var originHostSeconds = 0.0

    /// Wraps `inner`, whose chip is `imu`.
    public init(inner: any IMUSampleSource, imu: SimulatedIMU, plan: SimulatedFaultPlan) {
        self.inner = inner
        self.imu = imu
        self.plan = plan
        events = (inner as? any SourceEventReporting)?.events ?? SourceEventLog()
    }

    public var information: SourceInformation { inner.information }

    /// Starts the wrapped source; fault times count from here.
    public func start() throws {
        try inner.start()
        originHostSeconds = imu.clock.nowSeconds
        pending = plan.faults
        releases = []
    }

    /// Applies the faults due, then returns the wrapped source's next batch.
    public func nextBatch() throws -> SampleBatch? {
        let elapsed = imu.clock.nowSeconds - originHostSeconds
        while let release = releases.first, release.atSeconds <= elapsed {
            releases.removeFirst()
            release.release()
        }
        while let fault = pending.first, fault.atSeconds <= elapsed {
            pending.removeFirst()
            inject(fault, elapsedSeconds: elapsed)
        }
        return try inner.nextBatch()
    }

    /// Stops the wrapped source and lifts the faults still in force.
    public func stop() {
        for release in releases { release.release() }
        releases = []
        inner.stop()
    }

    private func inject(_ fault: SimulatedFault, elapsedSeconds: Double) {
        events.append(SourceEvent(seconds: elapsedSeconds, kind: .faultInjected(fault.description)))
        switch fault.kind {
        case let .noAcknowledgeBurst(transfers):
            imu.faults.injectNoAcknowledge(transfers: transfers)
        case .reset:
            imu.faults.scheduleReset(afterSeconds: 0)
        case let .fifoOverflow(stallSeconds):
            // The reader is held up (a busy host): the chip keeps filling its FIFO.
            imu.clock.sleep(seconds: stallSeconds)
        case let .stuckData(durationSeconds):
            imu.faults.setStuckData(true)
            schedule(atSeconds: elapsedSeconds + durationSeconds) { [imu] in imu.faults.setStuckData(false) }
        case let .magnetometerDisconnect(durationSeconds):
            imu.setMagnetometersConnected(false)
            if let durationSeconds {
                schedule(atSeconds: elapsedSeconds + durationSeconds) { [imu] in imu.setMagnetometersConnected(true) }
            }
        case let .hardIronShift(shift):
            imu.shiftMagnetometersHardIron(by: shift)
        }
    }

    private func schedule(atSeconds: Double, _ release: @escaping () -> Void) {
        releases.append((atSeconds, release))
        releases.sort { $0.atSeconds < $1.atSeconds }
    }
}
