/// How `I2CBus` retries a failed transfer.
///
/// EINTR is retried at once, up to `maximumInterruptRetries` times. Transient errors —
/// arbitration lost (EAGAIN), timeout (ETIMEDOUT), no acknowledge reported as EREMOTEIO,
/// and EIO — are retried up to `maximumAttempts` attempts in all, sleeping between them
/// with exponential backoff. Nothing else is retried; nothing ever aborts.
public struct I2CRetryPolicy: Sendable, Equatable {
    /// Attempts per transfer for transient errors, the first included. Default: 3.
    public var maximumAttempts: Int
    /// The sleep before the first retry, in seconds. Default: 0.002 s.
    public var initialBackoffSeconds: Double
    /// The factor the sleep grows by after each retry. Default: 2.
    public var backoffMultiplier: Double
    /// The longest sleep between retries, in seconds. Default: 0.05 s.
    public var maximumBackoffSeconds: Double
    /// Immediate retries after EINTR before giving up. Default: 100.
    public var maximumInterruptRetries: Int

    public init(
        maximumAttempts: Int = 3,
        initialBackoffSeconds: Double = 0.002,
        backoffMultiplier: Double = 2,
        maximumBackoffSeconds: Double = 0.05,
        maximumInterruptRetries: Int = 100
    ) {
        self.maximumAttempts = max(1, maximumAttempts)
        self.initialBackoffSeconds = max(0, initialBackoffSeconds)
        self.backoffMultiplier = max(1, backoffMultiplier)
        self.maximumBackoffSeconds = max(0, maximumBackoffSeconds)
        self.maximumInterruptRetries = max(0, maximumInterruptRetries)
    }

    /// The defaults.
    public static let standard = I2CRetryPolicy()

    /// One attempt for transient errors (EINTR is still retried), as probes use.
    public static let noRetries = I2CRetryPolicy(maximumAttempts: 1)

    /// The sleep before retry number `retry` (1 for the first retry), in seconds.
    public func backoffSeconds(beforeRetry retry: Int) -> Double {
        var seconds = initialBackoffSeconds
        var step = 1
        while step < retry && seconds < maximumBackoffSeconds {
            seconds *= backoffMultiplier
            step += 1
        }
        return min(seconds, maximumBackoffSeconds)
    }
}
