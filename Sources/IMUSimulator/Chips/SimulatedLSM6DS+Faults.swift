extension SimulatedLSM6DS: SimulatedChipControls {
    /// The next `transfers` transfers fail with no acknowledge (EREMOTEIO).
    public func injectNoAcknowledge(transfers: Int) {
        lock.lock()
        defer { lock.unlock() }
        faults.pendingNoAcknowledge = max(0, transfers)
    }

    /// The next `transfers` transfers fail with an I/O error (EIO).
    public func injectInputOutputError(transfers: Int) {
        lock.lock()
        defer { lock.unlock() }
        faults.pendingInputOutputErrors = max(0, transfers)
    }

    /// Freezes (true) or releases (false) the outputs: every sample repeats the last one.
    public func setStuckData(_ stuck: Bool) {
        lock.lock()
        defer { lock.unlock() }
        faults.stuckData = stuck
    }

    /// The chip loses power and restarts `afterSeconds` from now (0: at the next
    /// transfer): registers to defaults, FIFO empty, both sensors powered down.
    public func scheduleReset(afterSeconds: Double = 0) {
        lock.lock()
        defer { lock.unlock() }
        faults.resetAtHostSeconds = settings.clock.nowSeconds + max(0, afterSeconds)
    }

    /// What the chip has done so far.
    public var simulationStatistics: SimulationStatistics {
        lock.lock()
        defer { lock.unlock() }
        return statistics
    }

    /// The true motion at host clock time `hostSeconds`.
    public func groundTruth(atHostSeconds hostSeconds: Double) -> MotionState {
        settings.trajectory.state(atSeconds: hostSeconds - originHostSeconds)
    }
}
