extension SimulatedMPU {
    /// The next `transfers` transfers fail with no acknowledge (EREMOTEIO), as when a loose
    /// wire or a noisy motor upsets the bus.
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

    /// Freezes (true) or releases (false) the outputs: while frozen every sample repeats
    /// the last one, in the data registers and in the FIFO.
    public func setStuckData(_ stuck: Bool) {
        lock.lock()
        defer { lock.unlock() }
        faults.stuckData = stuck
    }

    /// The chip loses power and restarts `afterSeconds` from now on its clock (0: at the
    /// next transfer): every register back to its default, FIFO empty, asleep.
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

    /// The true motion at host clock time `hostSeconds` (the trajectory's t = 0 is when the
    /// chip was created).
    public func groundTruth(atHostSeconds hostSeconds: Double) -> MotionState {
        settings.trajectory.state(atSeconds: hostSeconds - originHostSeconds)
    }
}
