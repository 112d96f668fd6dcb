/// A line that carries a chip's data-ready or FIFO-watermark interrupt to the host: a GPIO
/// line requested with edge detection (`GPIOInterruptLine`), or the simulator's line.
/// `IMUDriverSource` waits on it and reads the FIFO when an edge arrives instead of
/// polling on a timer.
public protocol InterruptLine: AnyObject {
    /// Where the line is, for messages: "gpiochip0:17", "simulated".
    var name: String { get }
    /// Blocks until at least one edge has arrived or `timeoutSeconds` have passed, and
    /// returns every edge queued so far; nil when the time passed without an edge.
    func waitForEdges(timeoutSeconds: Double) throws(IMUError) -> InterruptEdges?
    /// Releases the line. Safe to call more than once.
    func release()
}

/// The edges one wait returned.
public struct InterruptEdges: Sendable, Equatable {
    /// Edges read from the line (at least 1).
    public var count: Int
    /// Edges the line counted but that were lost before they were read (the kernel's event
    /// queue was full): gaps in the sequence numbers.
    public var missedCount: Int
    /// The newest edge's timestamp on the host's monotonic clock (`CLOCK_MONOTONIC`), seconds:
    /// the kernel's, taken when the interrupt fired.
    public var latestHostSeconds: Double
    /// The line's sequence number of the newest edge: 1 for the first edge since the line
    /// was requested, counting the missed ones.
    public var latestSequenceNumber: UInt64

    /// Creates a set of edges.
    public init(count: Int, missedCount: Int, latestHostSeconds: Double, latestSequenceNumber: UInt64) {
        self.count = count
        self.missedCount = missedCount
        self.latestHostSeconds = latestHostSeconds
        self.latestSequenceNumber = latestSequenceNumber
    }
}

/// How the chip drives its interrupt pin.
public struct InterruptSettings: Sendable, Equatable {
    /// How long the pin stays active.
    public enum Signal: String, Sendable, Equatable, CaseIterable {
        /// A short pulse per event (the MPU-6050 family's 50 µs pulse). Every event is an
        /// edge, even when the host has not read the data yet.
        case pulsed
        /// Held active until the host reads (MPU-6050 family: LATCH_INT_EN with
        /// INT_RD_CLEAR, any read clears): one edge per read, never lost to a short pulse.
        case latched
    }

    /// Pulsed or latched. Default: `.pulsed`. (The LSM6DS family's FIFO-threshold signal
    /// follows the FIFO level: it stays active until the FIFO is read below the threshold.)
    public var signal: Signal
    /// Samples per interrupt: 1 is data-ready (every sample); more sets a FIFO watermark on
    /// chips that have one (LSM6DS family). Default: 1.
    public var samplesPerInterrupt: Int

    /// Creates settings; see each property for its default.
    public init(signal: Signal = .pulsed, samplesPerInterrupt: Int = 1) {
        self.signal = signal
        self.samplesPerInterrupt = max(1, samplesPerInterrupt)
    }
}
