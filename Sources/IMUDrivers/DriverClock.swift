import Platform

/// The time a driver waits on (reset delays, FIFO polling). Real hardware uses
/// `MonotonicClock`; the simulator supplies a virtual clock whose `sleep` advances
/// simulated time at once, so tests run minutes of sensor time in milliseconds.
public protocol DriverClock: AnyObject, Sendable {
    /// Monotonic time, seconds, from an arbitrary origin.
    var nowSeconds: Double { get }
    /// Blocks the calling thread for `seconds` (≤ 0 returns at once).
    func sleep(seconds: Double)
}

/// The host's monotonic clock (`CLOCK_MONOTONIC`) and `nanosleep`.
public final class MonotonicClock: DriverClock {
    /// Creates the clock.
    public init() {}

    /// Seconds on `CLOCK_MONOTONIC`.
    public var nowSeconds: Double { Self.nowSeconds }

    /// Seconds on the host's `CLOCK_MONOTONIC`, from an arbitrary origin: the one reading of
    /// host time in Inertia (latency figures, pacing, polling). Sample timestamps come from
    /// the sensor's clock instead.
    public static var nowSeconds: Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }

    /// Sleeps with `nanosleep` (`HostSleep`), resuming after signals until the time has
    /// passed; at most `HostSleep.longestSeconds`, nothing for a request that is not
    /// positive and finite.
    public func sleep(seconds: Double) {
        HostSleep.sleep(seconds: seconds)
    }
}
