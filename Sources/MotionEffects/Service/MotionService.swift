import Foundation

/// One shared source of device motion for many effects (LookingGlassUI 0.5.0 `MotionService`).
///
/// - Consumers ``register(_:)`` a request; the sensor runs at the **fastest** interval any
///   enabled consumer asks for and stops when none needs it (or gating turns motion off).
/// - Every (re)start is a new *session*: the reference attitude is reset, and samples still
///   arriving from an earlier run (whose arbitrary heading can differ by most of a turn) are
///   dropped.
/// - A real interface-orientation change resets the reference attitude and restarts the sensor;
///   unknown orientations keep the last known one.
/// - Gating (reduce motion, low power, no sensor, disabled) stops the sensor and publishes a
///   snapshot with `isDetectingMotion == false`, so every effect renders its motion-off state.
///   When the last consumer leaves, the sensor stops and effects stay at their last rotation.
/// - When the source ends on its own (a replay reaches its end), the snapshot streams finish.
public actor MotionService {
    let provider: any MotionSampleProvider
    let environment: [String: String]
    let lowPowerDetector: LowPowerDetector?

    /// The user switches. Change with ``setSettings(_:)``.
    public internal(set) var settings: MotionSettings
    /// The gate from the last reconcile.
    public internal(set) var gate: MotionGate
    /// The interval the sensor runs at, seconds; 0 when stopped.
    public internal(set) var runningIntervalSeconds: Double = 0
    /// The current run's number; increases on every start or restart.
    public internal(set) var session = 0
    /// Samples dropped because they came from an earlier run.
    public internal(set) var staleSampleCount = 0
    /// The most recent snapshot (at rest before the first sample).
    public internal(set) var latestSnapshot: MotionSnapshot
    /// Whether the source ended on its own (then the snapshot streams have finished).
    public internal(set) var sourceEnded = false
    /// The error from the last failed start, if any.
    public internal(set) var lastStartError: String?

    var tracker: MotionTracker
    var consumers: [MotionConsumerID: MotionConsumerRequest] = [:]
    var nextConsumer = 0
    var runTask: Task<Void, Never>?
    var subscribers: [Int: AsyncStream<MotionSnapshot>.Continuation] = [:]
    var nextSubscriber = 0

    /// Creates a service over `provider`.
    /// - Parameters:
    ///   - settings: reduce motion, low power, disabled; all off by default.
    ///   - trackerSettings: settling time constant (default 2 s).
    ///   - interfaceOrientation: the starting orientation (default portrait).
    ///   - environment: read for `INERTIA_REDUCE_MOTION` (default: this process's environment).
    ///   - lowPowerDetector: consulted on every reconcile; nil (default) skips detection.
    public init(
        provider: any MotionSampleProvider,
        settings: MotionSettings = MotionSettings(),
        trackerSettings: MotionTracker.Settings = MotionTracker.Settings(),
        interfaceOrientation: InterfaceOrientation = .portrait,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        lowPowerDetector: LowPowerDetector? = nil
    ) {
        self.provider = provider
        self.settings = settings
        self.environment = environment
        self.lowPowerDetector = lowPowerDetector
        tracker = MotionTracker(settings: trackerSettings, interfaceOrientation: interfaceOrientation)
        gate = MotionGate(updateIntervalSeconds: 0)
        latestSnapshot = .atRest(interfaceOrientation: interfaceOrientation)
    }

    /// The interface orientation in force.
    public var interfaceOrientation: InterfaceOrientation { tracker.orientation.orientation }

    /// Adds a consumer and reconciles the sensor.
    public func register(_ request: MotionConsumerRequest = MotionConsumerRequest()) async -> MotionConsumerID {
        nextConsumer += 1
        let id = MotionConsumerID(value: nextConsumer)
        consumers[id] = request
        await reconcile()
        return id
    }

    /// Changes a consumer's request (interval, enabled) and reconciles.
    public func update(_ id: MotionConsumerID, _ request: MotionConsumerRequest) async {
        guard consumers[id] != nil else { return }
        consumers[id] = request
        await reconcile()
    }

    /// Removes a consumer; the sensor stops when none needs it.
    public func unregister(_ id: MotionConsumerID) async {
        consumers[id] = nil
        await reconcile()
    }

    /// Replaces the user switches and reconciles.
    public func setSettings(_ newSettings: MotionSettings) async {
        settings = newSettings
        await reconcile()
    }

    /// Reports the interface orientation (nil: unknown, keeps the last). A real change resets
    /// the reference attitude and restarts the sensor.
    /// - Returns: whether it changed.
    @discardableResult
    public func setInterfaceOrientation(_ reported: InterfaceOrientation?) async -> Bool {
        guard tracker.setInterfaceOrientation(reported) else { return false }
        latestSnapshot.interfaceOrientation = interfaceOrientation
        if runningIntervalSeconds > 0 { await start(intervalSeconds: runningIntervalSeconds) }
        return true
    }

    /// Re-reads the system signals (environment, low power, sensor) and reconciles; call it
    /// periodically if battery or throttling state may change.
    public func refreshGating() async {
        await reconcile()
    }

    /// The interval the consumers need, seconds: the fastest enabled request; nil when none.
    public var requestedIntervalSeconds: Double? {
        consumers.values.compactMap(\.neededIntervalSeconds).min()
    }

    /// A stream of snapshots, one per accepted sample (and one when gating turns motion off).
    /// - Parameter keepingNewest: how many snapshots to keep if the consumer falls behind
    ///   (default 1, right for live views); nil keeps all (offline processing).
    public func snapshots(keepingNewest: Int? = 1) -> AsyncStream<MotionSnapshot> {
        let policy: AsyncStream<MotionSnapshot>.Continuation.BufferingPolicy = keepingNewest.map { .bufferingNewest(max($0, 1)) } ?? .unbounded
        let (stream, continuation) = AsyncStream<MotionSnapshot>.makeStream(bufferingPolicy: policy)
        nextSubscriber += 1
        let key = nextSubscriber
        subscribers[key] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { await self?.removeSubscriber(key) }
        }
        return stream
    }

    /// Stops everything: the sensor, the consumers and the snapshot streams.
    public func shutdown() {
        consumers.removeAll()
        stopRun()
        for continuation in subscribers.values { continuation.finish() }
        subscribers.removeAll()
    }
}
