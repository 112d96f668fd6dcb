import GPIO

/// A chip's INT pin wired to a GPIO line, requested with rising-edge detection through
/// the GPIO character device (uAPI v2); edges carry the kernel's `CLOCK_MONOTONIC`
/// timestamps, and gaps in the line's sequence numbers count missed edges.
public final class GPIOInterruptLine: InterruptLine {
    /// "gpiochip0:17".
    public let name: String
    private let line: GPIOEdgeLine
    /// The line's 32-bit sequence number of the last edge read, and the count it is
    /// carried into (so a wrap after 2³² edges does not go back).
    private var lastSequenceNumber: UInt32 = 0
    private var sequenceNumber: UInt64 = 0

    /// Requests `name`'s line for rising edges (the chips' INT pins are set active high).
    /// Throws `GPIOError` when the line cannot be requested (missing, busy, permission).
    public init(_ name: GPIOLineName, consumer: String = "inertia") throws(GPIOError) {
        self.name = name.description
        line = try GPIOEdgeLine(chipPath: name.chipPath, lineOffset: name.lineOffset, edge: .rising, consumer: consumer)
    }

    public func waitForEdges(timeoutSeconds: Double) throws(IMUError) -> InterruptEdges? {
        let events: [GPIOEdgeEvent]
        do { events = try line.waitForEvents(timeoutSeconds: timeoutSeconds) } catch { throw .interruptLine(error.description) }
        guard let latest = events.last else { return nil }
        let advance = latest.lineSequenceNumber &- lastSequenceNumber
        lastSequenceNumber = latest.lineSequenceNumber
        sequenceNumber += UInt64(advance)
        return InterruptEdges(
            count: events.count, missedCount: max(0, Int(advance) - events.count), latestHostSeconds: latest.timestampSeconds,
            latestSequenceNumber: sequenceNumber)
    }

    public func release() {
        line.release()
    }
}
