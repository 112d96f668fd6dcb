/// How a consumer's buffer behaves when it falls behind.
public enum MotionUpdatesBuffering: Sendable, Hashable {
    /// Keep the newest `capacity` samples; older ones are dropped and counted as missed.
    /// The sensor is never stalled. The default, with capacity 1, suits live views.
    case newest(Int)
    /// Keep every sample with at most `capacity` (at least 1) waiting in the buffer: when
    /// it is full the sampling thread waits for the consumer (back-pressure). Nothing is
    /// dropped and memory stays bounded however fast the source runs. For offline sources
    /// only (replays, the simulator on a virtual clock): a live sensor's FIFO would
    /// overflow while the thread waits. A waiting thread also holds back every other
    /// consumer of the manager. `MotionUpdates.defaultWaitingCapacity` (256) suits most uses.
    case waitingWhenFull(Int)
    /// Keep everything. Memory grows without bound while the consumer lags; prefer
    /// `waitingWhenFull` for replays that must see every sample.
    case unbounded
}

/// A push-mode stream of motion data from a `MotionManager`: an `AsyncSequence` with one
/// consumer. The sensor runs while at least one stream (or pull mode) is active; ending the
/// iteration (leaving the loop drops the iterator), cancelling its task, or calling
/// `cancel()` unsubscribes.
///
/// With `.newest` buffering a slow consumer never stalls the sensor: it gets the newest
/// samples and `statistics.missedCount` counts what it missed. With `.waitingWhenFull` it
/// gets every sample and the sampling thread waits for it.
public struct MotionUpdates<Element: Sendable>: AsyncSequence, Sendable {
    let subscription: MotionSubscription<Element>

    /// A buffer size for `.waitingWhenFull` that keeps the sampling thread busy without
    /// holding much memory: 256 samples.
    public static var defaultWaitingCapacity: Int { 256 }

    /// Delivered and missed counts and latency for this consumer.
    public var statistics: SubscriptionStatistics { subscription.statistics }

    /// Stops this stream: iteration ends after the buffered samples, and a sampling thread
    /// waiting for room in this buffer goes on.
    public func cancel() { subscription.finish() }

    public func makeAsyncIterator() -> Iterator {
        Iterator(
            subscription: subscription, base: subscription.stream.makeAsyncIterator(),
            lifetime: IterationLifetime(subscription))
    }

    /// Iterates a `MotionUpdates`, measuring each delivery's latency.
    public struct Iterator: AsyncIteratorProtocol {
        let subscription: MotionSubscription<Element>
        var base: AsyncStream<Stamped<Element>>.Iterator
        /// Ends the subscription when the last copy of this iterator goes away.
        let lifetime: IterationLifetime

        public mutating func next() async -> Element? {
            guard let stamped = await base.next() else { return nil }
            subscription.recordDelivery(readTimeSeconds: stamped.readTimeSeconds)
            return stamped.element
        }
    }
}

/// Finishes a subscription when its iterator is dropped (a `break` out of `for await`),
/// so a sampling thread waiting for that consumer is never left waiting.
final class IterationLifetime: Sendable {
    private let finish: @Sendable () -> Void

    init<Element: Sendable>(_ subscription: MotionSubscription<Element>) {
        finish = { [weak subscription] in subscription?.finish() }
    }

    deinit { finish() }
}
