import IMUDrivers

/// Fault injection and introspection common to every simulated chip.
public protocol SimulatedChipControls: AnyObject, Sendable {
    /// The next `transfers` transfers fail with no acknowledge (EREMOTEIO).
    func injectNoAcknowledge(transfers: Int)
    /// The next `transfers` transfers fail with an I/O error (EIO).
    func injectInputOutputError(transfers: Int)
    /// Freezes (true) or releases (false) the outputs: every sample repeats the last one.
    func setStuckData(_ stuck: Bool)
    /// The chip loses power and restarts `afterSeconds` from now (registers to defaults,
    /// FIFO empty; an MPU wakes up asleep, an LSM6DS powered down).
    func scheduleReset(afterSeconds: Double)
    /// What the chip has done so far.
    var simulationStatistics: SimulationStatistics { get }
    /// The true motion at host clock time `hostSeconds`.
    func groundTruth(atHostSeconds hostSeconds: Double) -> MotionState
    /// Host time of the interrupt pin's first rising edge strictly after `hostSeconds` (the
    /// previous edge, or when the line was requested); nil while none is coming (interrupt
    /// off, chip asleep, or the pin held by an edge nobody has cleared yet).
    func nextInterruptEdge(afterHostSeconds hostSeconds: Double) -> Double?
    /// How long FIFO records waited between being sampled and being read out (host
    /// seconds; the simulator's truth, whatever the driver's timestamps say); nil when
    /// nothing was read yet or the chip does not keep it (LSM6DS family).
    func fifoRecordAgeSummary() -> TimingSummary?
}

extension SimulatedMPU: RegisterLevelChip {}
extension SimulatedLSM6DS: RegisterLevelChip {}

extension SimulatedChipControls {
    /// The chip loses power and restarts at the next transfer: `scheduleReset(afterSeconds: 0)`.
    public func scheduleReset() {
        scheduleReset(afterSeconds: 0)
    }
}
