/// The one blocking sleep on the host's clock (`nanosleep`), for the drivers' pacing and the
/// I²C layer's waits.
public enum HostSleep {
    /// The longest sleep, seconds: about 31.7 years. Longer requests sleep this long, so any
    /// finite `Double` is a valid request.
    public static let longestSeconds = 1e9

    /// Sleeps for `seconds`, resuming after signals until the time has passed. Nothing for
    /// zero, a negative or a non-finite request (NaN, ±infinity).
    public static func sleep(seconds: Double) {
        guard seconds > 0, seconds.isFinite else { return }
        let clamped = min(seconds, longestSeconds)
        let whole = clamped.rounded(.down)
        var request = timespec(tv_sec: Int(whole), tv_nsec: Int((clamped - whole) * 1e9))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR {
            request = remaining
        }
    }
}
