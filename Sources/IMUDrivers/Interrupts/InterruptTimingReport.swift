import Synchronization

/// How well interrupt-driven reading keeps time: what `inertia stream`, `/metrics` and
/// `inertia doctor` show.
public struct InterruptTimingReport: Sendable, Equatable {
    /// The line the edges come from: "gpiochip0:17", "simulated".
    public var lineName: String
    /// Samples per interrupt the chip applies (1: data-ready).
    public var samplesPerInterrupt: Int
    /// Edges read from the line.
    public var edgeCount: Int
    /// Edges lost before they were read (gaps in the line's sequence numbers).
    public var missedEdgeCount: Int
    /// Drains that found more than two interrupts' worth of samples (the reader fell behind
    /// the watermark), and FIFO overflows.
    public var watermarkOverrunCount: Int
    /// Reads made because no edge came within the wait (a missed or stuck edge).
    public var readsWithoutEdgeCount: Int
    /// From the kernel's edge timestamp to the start of the FIFO read, recent values.
    public var edgeToReadLatency: TimingSummary?
    /// From a sample's timestamp (host time it was ready) to its delivery, recent values.
    public var sampleAgeAtDelivery: TimingSummary?
    /// The sensor's oscillator against the host clock, ppm (positive: fast); nil until the
    /// mapping has a long enough baseline.
    public var sensorClockDriftPartsPerMillion: Double?
    /// The sample period on the host clock, seconds.
    public var samplePeriodSeconds: Double

    /// An empty report for `lineName`.
    public init(lineName: String, samplesPerInterrupt: Int = 1, samplePeriodSeconds: Double = 0) {
        self.lineName = lineName
        self.samplesPerInterrupt = samplesPerInterrupt
        edgeCount = 0
        missedEdgeCount = 0
        watermarkOverrunCount = 0
        readsWithoutEdgeCount = 0
        self.samplePeriodSeconds = samplePeriodSeconds
    }
}

/// The latest `InterruptTimingReport` of a running source, readable from any thread.
public final class InterruptTimingMonitor: Sendable {
    private let latest: Mutex<InterruptTimingReport?> = Mutex(nil)

    /// Creates an empty monitor.
    public init() {}

    /// The latest report; nil before the source started reading on interrupts.
    public var report: InterruptTimingReport? { latest.withLock { $0 } }

    /// Publishes a report.
    public func publish(_ report: InterruptTimingReport) {
        latest.withLock { $0 = report }
    }
}

/// A source that reads on interrupts and reports its timing (wrappers pass their inner
/// source's monitor on).
public protocol InterruptTimingReporting: AnyObject {
    /// The monitor; nil when the source polls.
    var interruptTiming: InterruptTimingMonitor? { get }
}
