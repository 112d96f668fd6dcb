import IMUDrivers
import Synchronization

/// A sample on its way to a consumer, with the host time it was read off the sensor.
struct Stamped<Element: Sendable>: Sendable {
    var element: Element
    var readTimeSeconds: Double
}

/// What the sampling thread needs from a subscriber, whatever it receives.
protocol SampleSubscriber: AnyObject, Sendable {
    var identifier: Int { get }
    /// Seconds between deliveries (0: every sample).
    var intervalSeconds: Double { get }
    /// Offers one processed sample; the subscriber takes it when its interval has passed.
    func offer(_ sample: ProcessedSample, readTimeSeconds: Double)
    /// Ends the consumer's sequence (the source ended or failed).
    func finish()
    var statistics: SubscriptionStatistics { get }
}

/// A consumer's counters.
public struct SubscriptionStatistics: Sendable, Hashable {
    /// Samples delivered to the consumer.
    public var deliveredCount = 0
    /// Samples the consumer missed because it was slower than the sensor (the oldest
    /// buffered samples are dropped, the newest kept).
    public var missedCount = 0
    /// Latency from sensor read to delivery.
    public var latency = LatencyStatistics()
}

/// One consumer of `Element`s: a decimator and a bounded buffer that keeps the newest.
final class MotionSubscription<Element: Sendable>: SampleSubscriber, @unchecked Sendable {
    let identifier: Int
    let intervalSeconds: Double
    private let select: @Sendable (ProcessedSample) -> Element?
    private let continuation: AsyncStream<Stamped<Element>>.Continuation
    let stream: AsyncStream<Stamped<Element>>
    private let state = Mutex(SubscriptionStatistics())
    /// Sensor time of the last sample offered on (sampling thread only).
    private var lastTakenTimestamp: Double?

    init(
        identifier: Int,
        intervalSeconds: Double,
        bufferingPolicy: MotionUpdatesBuffering,
        select: @escaping @Sendable (ProcessedSample) -> Element?
    ) {
        self.identifier = identifier
        self.intervalSeconds = max(0, intervalSeconds)
        self.select = select
        let policy: AsyncStream<Stamped<Element>>.Continuation.BufferingPolicy
        switch bufferingPolicy {
        case .newest(let capacity): policy = .bufferingNewest(max(1, capacity))
        case .unbounded: policy = .unbounded
        }
        (stream, continuation) = AsyncStream.makeStream(of: Stamped<Element>.self, bufferingPolicy: policy)
    }

    func onTermination(_ handler: @escaping @Sendable () -> Void) {
        continuation.onTermination = { _ in handler() }
    }

    func offer(_ sample: ProcessedSample, readTimeSeconds: Double) {
        let timestamp = sample.deviceMotion.timestamp
        if let last = lastTakenTimestamp, intervalSeconds > 0 {
            // Allow a few per cent of jitter so a 100 Hz consumer of a 100 Hz sensor takes every sample.
            guard timestamp - last >= intervalSeconds * 0.95 else { return }
        }
        guard let element = select(sample) else { return }
        lastTakenTimestamp = timestamp
        if case .dropped = continuation.yield(Stamped(element: element, readTimeSeconds: readTimeSeconds)) {
            state.withLock { $0.missedCount += 1 }
        }
    }

    func finish() { continuation.finish() }

    /// Called by the consumer's iterator when it receives an element.
    func recordDelivery(readTimeSeconds: Double) {
        let latency = MonotonicClock.nowSeconds - readTimeSeconds
        state.withLock {
            $0.deliveredCount += 1
            $0.latency.record(latency)
        }
    }

    var statistics: SubscriptionStatistics { state.withLock { $0 } }
}
