/// Something a streaming source ran into and recovered from (or a fault injected into a
/// simulated chip), for status lines: `SourceEventLog` collects them as they happen.
public struct SourceEvent: Sendable, Equatable, CustomStringConvertible {
    /// What happened.
    public enum Kind: Sendable, Equatable {
        /// `count` bus transfers in a row failed (no acknowledge, I/O error, timeout,
        /// arbitration lost) and were retried; nothing was lost.
        case busErrorsRetried(count: Int, lastError: String)
        /// The FIFO overflowed (the reader fell behind); it was reset, and
        /// `droppedSampleCount` samples were lost.
        case fifoOverflow(droppedSampleCount: Int)
        /// The FIFO lost record alignment; it was flushed and `droppedSampleCount` samples lost.
        case fifoMisaligned(droppedSampleCount: Int)
        /// The chip stopped producing (a reset or a power loss): it was initialised and
        /// configured again, and `droppedSampleCount` samples were lost over the gap.
        case chipRestarted(droppedSampleCount: Int)
        /// Every output of `sampleCount` samples in a row repeated exactly: the data look stuck.
        case stuckData(sampleCount: Int)
        /// The outputs change again after `sampleCount` identical samples.
        case stuckDataEnded(sampleCount: Int)
        /// The magnetometer stopped answering; samples go on without a magnetic field.
        case magnetometerLost(String)
        /// The magnetometer answers again (initialised anew).
        case magnetometerRestored
        /// A fault was injected into a simulated chip (`--sim-faults`).
        case faultInjected(String)
    }

    /// Seconds since the source started, on its driver clock.
    public var seconds: Double
    /// What happened.
    public var kind: Kind

    /// Creates an event.
    public init(seconds: Double, kind: Kind) {
        self.seconds = seconds
        self.kind = kind
    }

    /// "2.001 s: 3 bus errors retried (…)".
    public var description: String {
        let time = (seconds * 1000).rounded() / 1000
        return "\(time) s: " + kind.description
    }
}

extension SourceEvent.Kind: CustomStringConvertible {
    /// One phrase, the lost-sample count spelled `lost N`.
    public var description: String {
        switch self {
        case let .busErrorsRetried(count, lastError): "\(count) bus errors retried, lost 0 (\(lastError))"
        case let .fifoOverflow(dropped): "FIFO overflow, FIFO reset, lost \(dropped)"
        case let .fifoMisaligned(dropped): "FIFO misaligned, FIFO flushed, lost \(dropped)"
        case let .chipRestarted(dropped): "chip stopped producing (reset?), initialised again, lost \(dropped)"
        case let .stuckData(count): "stuck data: \(count) identical samples"
        case let .stuckDataEnded(count): "data moving again after \(count) identical samples"
        case let .magnetometerLost(reason): "magnetometer lost, going on without it (\(reason))"
        case .magnetometerRestored: "magnetometer back"
        case let .faultInjected(name): "injected \(name)"
        }
    }
}

/// A source whose recoveries can be followed: events are appended on the sampling
/// thread and read from any other.
public protocol SourceEventReporting: AnyObject {
    /// What the source ran into so far.
    var events: SourceEventLog { get }
}
