import IMUDrivers
import Synchronization

/// A consumer served on the thread that runs the sampling loop itself
/// (`MotionManager.runDeviceMotionUpdates`): each taken sample goes straight to `handler`,
/// with no buffer and no hand-over between threads. Device motion only, and not generic:
/// generic code on the per-sample path looks its types' metadata up on every call.
final class CallingThreadSubscription: SampleSubscriber, @unchecked Sendable {
    let identifier: Int
    /// Seconds between deliveries (0: every sample); read by the manager from any thread.
    let intervalSeconds: Double
    /// Called on the sampling loop's thread only; false ends the subscription. Released by
    /// `releaseHandler()` before the caller's closure goes out of scope.
    private var handler: ((DeviceMotion) -> Bool)?
    /// The samples this consumer takes (sampling loop's thread only).
    private var decimator: SampleDecimator
    /// Deliveries so far; one batch's deliveries, and the latencies measured among them
    /// (every 32nd delivery), s, recorded under the lock once per batch (sampling loop's
    /// thread only).
    private var deliveries = 0
    private var batchDeliveries = 0
    private var latencies: [Double] = []
    private let state = Mutex(SubscriptionStatistics())
    /// Set once the subscription has ended (the handler asked to stop, the source ended, or
    /// the manager stopped every update); read from any thread.
    private let finished = Atomic<Bool>(false)
    /// Runs once when the subscription ends (the manager unsubscribes it).
    private let termination = Mutex<(@Sendable () -> Void)?>(nil)

    init(identifier: Int, intervalSeconds: Double, handler: @escaping (DeviceMotion) -> Bool) {
        self.identifier = identifier
        self.intervalSeconds = max(0, intervalSeconds)
        decimator = SampleDecimator(intervalSeconds: self.intervalSeconds)
        self.handler = handler
    }

    /// Whether the subscription has ended.
    var isFinished: Bool { finished.load(ordering: .acquiring) }

    /// Runs `handler` once, when the subscription ends.
    func onTermination(_ handler: @escaping @Sendable () -> Void) {
        termination.withLock { $0 = handler }
    }

    func offer(_ sample: ProcessedSample, readTimeSeconds: Double) {
        let timestamp = sample.deviceMotion.timestamp
        guard !isFinished, let handler, decimator.isDue(timestampSeconds: timestamp) else { return }
        decimator.take(timestampSeconds: timestamp)
        let keepsGoing = handler(sample.deviceMotion)
        // The latency of every 32nd delivery: a clock read per sample would cost a fast
        // replay more than the figure is worth.
        if deliveries & 31 == 0 { latencies.append(MonotonicClock.nowSeconds - readTimeSeconds) }
        deliveries += 1
        batchDeliveries += 1
        if !keepsGoing { finish() }
    }

    /// Publishes the batch's deliveries and their latencies under the lock, once.
    func endBatch() {
        guard batchDeliveries > 0 else { return }
        state.withLock { statistics in
            statistics.deliveredCount += batchDeliveries
            for latency in latencies { statistics.latency.record(latency) }
        }
        batchDeliveries = 0
        latencies.removeAll(keepingCapacity: true)
    }

    func finish() {
        guard !finished.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let handler = termination.withLock { handler -> (@Sendable () -> Void)? in
            defer { handler = nil }
            return handler
        }
        handler?()
    }

    /// Drops the caller's handler (on the sampling loop's thread, once the loop is over).
    func releaseHandler() { handler = nil }

    var statistics: SubscriptionStatistics { state.withLock { $0 } }
}
