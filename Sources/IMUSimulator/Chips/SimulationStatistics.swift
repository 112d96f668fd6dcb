/// Counters a simulated chip keeps about itself (for tests and benchmarks).
public struct SimulationStatistics: Sendable, Equatable {
    /// Samples the chip produced (output-rate ticks while awake).
    public var samples = 0
    /// Records (or words) lost because the FIFO was full.
    public var fifoOverflows = 0
    /// Transfers answered.
    public var transfers = 0
    /// Transfers failed by an injected fault.
    public var failedTransfers = 0
    /// Resets (commanded or injected).
    public var resets = 0

    /// All zero.
    public init() {}
}
