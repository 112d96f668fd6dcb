/// One edge on a requested line, as the kernel reports it (`struct gpio_v2_line_event`).
public struct GPIOEdgeEvent: Sendable, Equatable {
    /// When the kernel saw the edge, nanoseconds on `CLOCK_MONOTONIC` (the request leaves
    /// `GPIO_V2_LINE_FLAG_EVENT_CLOCK_REALTIME` off).
    public var timestampNanoseconds: UInt64
    /// True for a rising edge (`GPIO_V2_LINE_EVENT_RISING_EDGE`), false for a falling one.
    public var isRising: Bool
    /// The line's offset on its chip.
    public var lineOffset: UInt32
    /// The line's own event count: 1 for its first edge; a gap means edges the kernel's
    /// queue dropped before they were read.
    public var lineSequenceNumber: UInt32

    /// Creates an event.
    public init(timestampNanoseconds: UInt64, isRising: Bool, lineOffset: UInt32, lineSequenceNumber: UInt32) {
        self.timestampNanoseconds = timestampNanoseconds
        self.isRising = isRising
        self.lineOffset = lineOffset
        self.lineSequenceNumber = lineSequenceNumber
    }

    /// The timestamp in seconds on `CLOCK_MONOTONIC`.
    public var timestampSeconds: Double { Double(timestampNanoseconds) * 1e-9 }
}
