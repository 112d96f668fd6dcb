import Synchronization

/// The events of one stream, in order, safe to append to and read from any thread. It
/// keeps the newest `capacity` events (older ones are counted in `discardedCount`), so a
/// long stream with many faults holds bounded memory.
public final class SourceEventLog: Sendable {
    private let state = Mutex(State())
    /// The most events kept. Default 1024.
    public let capacity: Int

    private struct State {
        var events: [SourceEvent] = []
        var readIndex = 0
        var discardedCount = 0
    }

    /// An empty log keeping at most `capacity` events (default 1024).
    public init(capacity: Int = 1024) {
        self.capacity = max(1, capacity)
    }

    /// Appends an event.
    public func append(_ event: SourceEvent) {
        state.withLock { state in
            state.events.append(event)
            if state.events.count > capacity {
                state.events.removeFirst()
                state.discardedCount += 1
                state.readIndex = max(0, state.readIndex - 1)
            }
        }
    }

    /// Every event kept, oldest first.
    public var events: [SourceEvent] { state.withLock { $0.events } }

    /// Events dropped because the log was full.
    public var discardedCount: Int { state.withLock { $0.discardedCount } }

    /// The events appended since the last call (for a status printer).
    public func takeNew() -> [SourceEvent] {
        state.withLock { state in
            defer { state.readIndex = state.events.count }
            return Array(state.events[state.readIndex...])
        }
    }
}
