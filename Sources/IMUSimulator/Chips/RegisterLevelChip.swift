import Foundation
import I2C
import IMUDrivers

/// A register-level chip model as the bus transfers and the fault controls see it: what
/// `SimulatedMPU` and `SimulatedLSM6DS` keep alike, so that one implementation of each
/// transfer and control (below) serves both families. A chip holds `lock` for a whole
/// transfer or control; the requirements are used only under it.
protocol RegisterLevelChip: RegisterBus, SimulatedChipControls {
    /// The motion, clock and imperfections.
    var settings: SimulationSettings { get }
    /// Guards the chip's state; held for a whole transfer.
    var lock: NSLock { get }
    /// Faults in force.
    var faults: FaultInjection { get set }
    /// What the chip has done so far.
    var statistics: SimulationStatistics { get set }
    /// Host time of power-on, seconds: the trajectory's t = 0.
    var originHostSeconds: Double { get }
    /// Brings the chip up to the clock's now: samples due, a scheduled reset.
    func advance()
    /// One register read with its side effects.
    func read(_ register: UInt8) -> UInt8
    /// One register write with its side effects.
    func write(_ register: UInt8, _ value: UInt8)
    /// The register a block transfer goes on to after `register`.
    func nextAddress(after register: UInt8) -> UInt8
    /// What a read transfer does once its bytes are out; `block`: a block read (false: a
    /// byte read).
    func finishRead(block: Bool)
}

extension RegisterLevelChip {
    // MARK: RegisterBus

    /// Reads one register.
    public func readByte(register: UInt8) throws(I2CError) -> UInt8 {
        lock.lock()
        defer { lock.unlock() }
        try beginTransfer(operation: "read byte")
        let value = read(register)
        finishRead(block: false)
        return value
    }

    /// Writes one register.
    public func writeByte(register: UInt8, value: UInt8) throws(I2CError) {
        lock.lock()
        defer { lock.unlock() }
        try beginTransfer(operation: "write byte")
        write(register, value)
    }

    /// Reads `count` (1…32) registers from `register`, the address moving on as the chip's
    /// `nextAddress(after:)` says.
    public func readBlock(register: UInt8, count: Int) throws(I2CError) -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        guard count > 0, count <= maximumBlockLength else {
            throw .invalidRequest("block read of \(count) bytes: one SMBus transfer carries 1 to \(maximumBlockLength) bytes; split the read")
        }
        try beginTransfer(operation: "read block")
        var bytes = [UInt8]()
        bytes.reserveCapacity(count)
        var current = register
        for _ in 0..<count {
            bytes.append(read(current))
            current = nextAddress(after: current)
        }
        finishRead(block: true)
        return bytes
    }

    /// Writes consecutive registers (1…32 bytes) from `register`.
    public func writeBlock(register: UInt8, bytes: [UInt8]) throws(I2CError) {
        lock.lock()
        defer { lock.unlock() }
        guard !bytes.isEmpty, bytes.count <= maximumBlockLength else {
            throw .invalidRequest("block write of \(bytes.count) bytes: one SMBus transfer carries 1 to \(maximumBlockLength) bytes")
        }
        try beginTransfer(operation: "write block")
        var current = register
        for byte in bytes {
            write(current, byte)
            current = nextAddress(after: current)
        }
    }

    /// Brings the chip up to now, then fails the transfer if a fault says so; counts it.
    func beginTransfer(operation: String) throws(I2CError) {
        advance()
        if let error = faults.nextTransferError(address: address, operation: operation) {
            statistics.failedTransfers += 1
            throw error
        }
        statistics.transfers += 1
    }

    // MARK: SimulatedChipControls

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

    /// The chip loses power and restarts `afterSeconds` from now on the host clock (0: at
    /// the next transfer): every register back to its default, FIFO empty; an MPU wakes up
    /// asleep, an LSM6DS with both sensors powered down.
    public func scheduleReset(afterSeconds: Double) {
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
