import Foundation
import IMUDrivers

/// A `DriverClock` whose time moves only when someone sleeps on it or advances it:
/// `sleep(seconds:)` returns at once with the time moved forward. Tests run minutes of
/// sensor time in milliseconds with it. Thread-safe.
public final class VirtualClock: DriverClock, @unchecked Sendable {
    private let lock = NSLock()
    private var seconds: Double

    /// Creates a clock reading `startSeconds` (default 0).
    public init(startSeconds: Double = 0) {
        seconds = startSeconds
    }

    /// Virtual seconds.
    public var nowSeconds: Double {
        lock.lock()
        defer { lock.unlock() }
        return seconds
    }

    /// Moves time forward by `seconds` and returns at once (≤ 0 or non-finite: no change).
    public func sleep(seconds: Double) {
        advance(seconds: seconds)
    }

    /// Moves time forward by `seconds` (≤ 0 or non-finite: no change).
    public func advance(seconds delta: Double) {
        guard delta > 0, delta.isFinite else { return }
        lock.lock()
        seconds += delta
        lock.unlock()
    }
}
