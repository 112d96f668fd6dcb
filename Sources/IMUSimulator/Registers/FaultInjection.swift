import I2C
import Platform

/// Faults a simulated chip can be told to show. Each model holds one and consults it on
/// every transfer.
struct FaultInjection: Sendable {
    /// Transfers still to fail with no acknowledge (EREMOTEIO).
    var pendingNoAcknowledge = 0
    /// Transfers still to fail with an I/O error (EIO).
    var pendingInputOutputErrors = 0
    /// When true the outputs stop changing: data registers and FIFO records repeat the last
    /// measurement.
    var stuckData = false
    /// Host time (clock seconds) at which the chip loses power and restarts, if scheduled.
    var resetAtHostSeconds: Double?

    /// The error the next transfer must fail with, if any (and counts it).
    mutating func nextTransferError(address: UInt8, operation: String) -> I2CError? {
        if pendingNoAcknowledge > 0 {
            pendingNoAcknowledge -= 1
            return .noAcknowledge(address: address, errno: EREMOTEIO)
        }
        if pendingInputOutputErrors > 0 {
            pendingInputOutputErrors -= 1
            return .system(operation: operation, errno: EIO)
        }
        return nil
    }
}
