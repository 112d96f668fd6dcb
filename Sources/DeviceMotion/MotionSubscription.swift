import Foundation
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
    /// Offers one processed sample, read off the source at `readTimeSeconds` (host
    /// monotonic clock); the subscriber takes it when its interval has passed.
    func offer(_ sample: ProcessedSample, readTimeSeconds: Double)
    /// The batch the offered samples came in has ended: the subscriber may publish what it
    /// counted over the batch.
    func endBatch()
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
    /// The most samples waiting in the buffer at once (counted with `.waitingWhenFull`
    /// buffering only, where it never exceeds the capacity).
    public var peakBufferedCount = 0
    /// How many times the sampling thread waited for this consumer because its buffer
    /// was full (`.waitingWhenFull` only).
    public var producerWaitCount = 0
}

/// One consumer of `Element`s: a decimator and a buffer that keeps the newest, waits when
/// full (back-pressure), or grows.
final class MotionSubscription<Element: Sendable>: SampleSubscriber, @unchecked Sendable {
    let identifier: Int
    let intervalSeconds: Double
    private let select: @Sendable (ProcessedSample) -> Element?
    private let continuation: AsyncStream<Stamped<Element>>.Continuation
    let stream: AsyncStream<Stamped<Element>>
    private let state = Mutex(SubscriptionStatistics())
    /// The samples this consumer takes (sampling thread only).
    private var decimator: SampleDecimator
    /// With `.waitingWhenFull`: the buffer's capacity, samples.
    private let waitingCapacity: Int?
    /// Guards `room`; the sampling thread waits on it while the buffer is full.
    private let roomCondition = NSCondition()
    /// Samples handed to the stream and not yet delivered, and whether the consumer is
    /// gone (guarded by `roomCondition`).
    private var room = (bufferedCount: 0, isClosed: false)

    init(
        identifier: Int,
        intervalSeconds: Double,
        bufferingPolicy: MotionUpdatesBuffering,
        select: @escaping @Sendable (ProcessedSample) -> Element?
    ) {
        self.identifier = identifier
        self.intervalSeconds = max(0, intervalSeconds)
        decimator = SampleDecimator(intervalSeconds: self.intervalSeconds)
        self.select = select
        let policy: AsyncStream<Stamped<Element>>.Continuation.BufferingPolicy
        switch bufferingPolicy {
        case .newest(let capacity):
            policy = .bufferingNewest(max(1, capacity))
            waitingCapacity = nil
        case .waitingWhenFull(let capacity):
            policy = .unbounded
            waitingCapacity = max(1, capacity)
        case .unbounded:
            policy = .unbounded
            waitingCapacity = nil
        }
        (stream, continuation) = AsyncStream.makeStream(of: Stamped<Element>.self, bufferingPolicy: policy)
    }

    /// Runs `handler` when the stream ends (finished, cancelled or dropped), after
    /// releasing a sampling thread that waits for room.
    func onTermination(_ handler: @escaping @Sendable () -> Void) {
        continuation.onTermination = { [weak self] _ in
            self?.close()
            handler()
        }
    }

    func offer(_ sample: ProcessedSample, readTimeSeconds: Double) {
        let timestamp = sample.deviceMotion.timestamp
        guard decimator.isDue(timestampSeconds: timestamp), let element = select(sample) else { return }
        decimator.take(timestampSeconds: timestamp)
        if let waitingCapacity, !reserveRoom(capacity: waitingCapacity) { return }
        if case .dropped = continuation.yield(Stamped(element: element, readTimeSeconds: readTimeSeconds)) {
            state.withLock { $0.missedCount += 1 }
        }
    }

    /// Counts every delivery as it happens (on the consumer's side): nothing to publish.
    func endBatch() {}

    /// Waits (sampling thread) until the buffer has room for one more sample and takes it;
    /// false when the consumer has gone and the sample should be discarded.
    private func reserveRoom(capacity: Int) -> Bool {
        roomCondition.lock()
        defer { roomCondition.unlock() }
        if room.bufferedCount >= capacity && !room.isClosed {
            state.withLock { $0.producerWaitCount += 1 }
            while room.bufferedCount >= capacity && !room.isClosed { roomCondition.wait() }
        }
        guard !room.isClosed else { return false }
        room.bufferedCount += 1
        let buffered = room.bufferedCount
        state.withLock { $0.peakBufferedCount = max($0.peakBufferedCount, buffered) }
        return true
    }

    /// Marks the consumer gone and releases a waiting sampling thread.
    private func close() {
        roomCondition.lock()
        room.isClosed = true
        roomCondition.broadcast()
        roomCondition.unlock()
    }

    /// Ends the consumer's sequence after its buffered samples; never leaves the sampling
    /// thread waiting.
    func finish() {
        close()
        continuation.finish()
    }

    /// Called by the consumer's iterator when it receives an element.
    func recordDelivery(readTimeSeconds: Double) {
        if waitingCapacity != nil {
            roomCondition.lock()
            room.bufferedCount = max(0, room.bufferedCount - 1)
            roomCondition.signal()
            roomCondition.unlock()
        }
        let latency = MonotonicClock.nowSeconds - readTimeSeconds
        state.withLock {
            $0.deliveredCount += 1
            $0.latency.record(latency)
        }
    }

    var statistics: SubscriptionStatistics { state.withLock { $0 } }
}
