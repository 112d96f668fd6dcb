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
    /// Offers one processed sample; the subscriber takes it when its interval has passed.
    func offer(_ sample: ProcessedSample, readTimeSeconds: Double)
    /// Hands the samples taken since the last call to the consumer (sampling thread, after
    /// each batch of the source and before `finish()` when the source ends).
    func flush()
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
///
/// Samples travel in chunks: with `.waitingWhenFull` and `.unbounded` buffering the
/// sampling thread collects the samples of one source batch (at most `largestChunk`) and
/// hands them over together, so a fast offline source costs one hand-over per batch, not
/// one per sample. With `.newest`, whose buffer counts samples, every chunk is one sample.
final class MotionSubscription<Element: Sendable>: SampleSubscriber, @unchecked Sendable {
    typealias Chunk = [Stamped<Element>]

    let identifier: Int
    let intervalSeconds: Double
    private let select: @Sendable (ProcessedSample) -> Element?
    private let continuation: AsyncStream<Chunk>.Continuation
    let stream: AsyncStream<Chunk>
    private let state = Mutex(SubscriptionStatistics())
    /// Sensor time of the last sample offered on (sampling thread only).
    private var lastTakenTimestamp: Double?
    /// Whether samples are collected into chunks (all but `.newest`).
    private let collectsChunks: Bool
    /// Samples taken and not yet handed over (sampling thread only).
    private var pending: Chunk = []
    /// The most samples handed over at once.
    static var largestChunk: Int { 64 }
    /// With `.waitingWhenFull`: the buffer's capacity, samples.
    private let waitingCapacity: Int?
    /// Guards `room`; the sampling thread waits on it while the buffer is full.
    private let roomCondition = NSCondition()
    /// Samples handed to the stream and not yet delivered, whether the consumer is gone,
    /// and whether the sampling thread waits for room (guarded by `roomCondition`).
    private var room = (bufferedCount: 0, isClosed: false, isProducerWaiting: false)

    init(
        identifier: Int,
        intervalSeconds: Double,
        bufferingPolicy: MotionUpdatesBuffering,
        select: @escaping @Sendable (ProcessedSample) -> Element?
    ) {
        self.identifier = identifier
        self.intervalSeconds = max(0, intervalSeconds)
        self.select = select
        let policy: AsyncStream<Chunk>.Continuation.BufferingPolicy
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
        if case .newest = bufferingPolicy { collectsChunks = false } else { collectsChunks = true }
        (stream, continuation) = AsyncStream.makeStream(of: Chunk.self, bufferingPolicy: policy)
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
        if let last = lastTakenTimestamp, intervalSeconds > 0 {
            // Allow a few per cent of jitter so a 100 Hz consumer of a 100 Hz sensor takes every sample.
            guard timestamp - last >= intervalSeconds * 0.95 else { return }
        }
        guard let element = select(sample) else { return }
        lastTakenTimestamp = timestamp
        if let waitingCapacity {
            // Samples still collected here count as waiting: hand them over before waiting.
            if isFull(capacity: waitingCapacity) { flush() }
            guard reserveRoom(capacity: waitingCapacity) else { return }
        }
        let stamped = Stamped(element: element, readTimeSeconds: readTimeSeconds)
        if collectsChunks {
            pending.append(stamped)
            if pending.count >= Self.largestChunk { flush() }
        } else if case .dropped = continuation.yield([stamped]) {
            state.withLock { $0.missedCount += 1 }
        }
    }

    func flush() {
        guard !pending.isEmpty else { return }
        let chunk = pending
        pending = []
        pending.reserveCapacity(Self.largestChunk)
        continuation.yield(chunk)
    }

    private func isFull(capacity: Int) -> Bool {
        roomCondition.lock()
        defer { roomCondition.unlock() }
        return room.bufferedCount >= capacity
    }

    /// Waits (sampling thread) until the buffer has room for one more sample and takes it;
    /// false when the consumer has gone and the sample should be discarded.
    private func reserveRoom(capacity: Int) -> Bool {
        roomCondition.lock()
        defer { roomCondition.unlock() }
        if room.bufferedCount >= capacity && !room.isClosed {
            state.withLock { $0.producerWaitCount += 1 }
            // Resume once the consumer has taken half the buffer: one wake-up per half
            // buffer instead of one per sample.
            room.isProducerWaiting = true
            while room.bufferedCount > Self.resumeCount(capacity: capacity) && !room.isClosed { roomCondition.wait() }
            room.isProducerWaiting = false
        }
        guard !room.isClosed else { return false }
        room.bufferedCount += 1
        let buffered = room.bufferedCount
        state.withLock { $0.peakBufferedCount = max($0.peakBufferedCount, buffered) }
        return true
    }

    /// How few samples must be waiting before a sampling thread that found the buffer
    /// full goes on: half the capacity.
    private static func resumeCount(capacity: Int) -> Int { capacity / 2 }

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

    /// Called by the consumer's iterator when it receives a chunk (the latency of each of
    /// its samples is taken now).
    func recordDelivery(_ chunk: Chunk) {
        if let waitingCapacity {
            roomCondition.lock()
            room.bufferedCount = max(0, room.bufferedCount - chunk.count)
            if room.isProducerWaiting && room.bufferedCount <= Self.resumeCount(capacity: waitingCapacity) {
                roomCondition.signal()
            }
            roomCondition.unlock()
        }
        let now = MonotonicClock.nowSeconds
        state.withLock {
            $0.deliveredCount += chunk.count
            for stamped in chunk { $0.latency.record(now - stamped.readTimeSeconds) }
        }
    }

    var statistics: SubscriptionStatistics { state.withLock { $0 } }
}
