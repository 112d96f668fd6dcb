import MotionFeed
import Synchronization

/// A server-wide count of open WebSocket connections, capped at `capacity`.
final class WebSocketSlots: Sendable {
    /// The most WebSocket connections open at once.
    let capacity: Int
    private let taken = Mutex(0)

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Takes a slot; false when all are taken.
    func reserve() -> Bool {
        taken.withLock { taken in
            guard taken < capacity else { return false }
            taken += 1
            return true
        }
    }

    /// Gives back a slot taken by `reserve()`.
    func release() {
        taken.withLock { $0 = max(0, $0 - 1) }
    }

    /// Slots in use.
    var count: Int { taken.withLock { $0 } }
}
