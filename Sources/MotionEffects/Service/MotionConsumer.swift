/// Identifies one registered consumer of a ``MotionService``.
public struct MotionConsumerID: Hashable, Sendable {
    let value: Int
}

/// What one consumer (a view, a renderer, a WebSocket client) asks of the shared sensor.
public struct MotionConsumerRequest: Sendable, Equatable {
    /// The interval this consumer wants, seconds; 0 means it does not need motion. Default
    /// 0.1 s (0.1–0.2 s suits shimmer; 1/60 updates every frame).
    public var updateIntervalSeconds: Double
    /// Whether this consumer currently wants motion. Default true.
    public var isEnabled: Bool

    /// Creates a request. Defaults: 0.1 s, enabled.
    public init(updateIntervalSeconds: Double = 0.1, isEnabled: Bool = true) {
        self.updateIntervalSeconds = updateIntervalSeconds
        self.isEnabled = isEnabled
    }

    /// The interval this request contributes, or nil when it needs no motion.
    var neededIntervalSeconds: Double? {
        guard isEnabled, updateIntervalSeconds > 0, updateIntervalSeconds.isFinite else { return nil }
        return updateIntervalSeconds
    }
}
