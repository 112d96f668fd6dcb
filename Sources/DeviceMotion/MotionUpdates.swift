/// How a consumer's buffer behaves when it falls behind.
public enum MotionUpdatesBuffering: Sendable, Hashable {
    /// Keep the newest `capacity` samples; older ones are dropped and counted as missed.
    /// The sensor is never stalled. The default, with capacity 1, suits live views.
    case newest(Int)
    /// Keep everything (replays that must see every sample). Memory grows if the consumer lags.
    case unbounded
}

/// A push-mode stream of motion data from a `MotionManager`: an `AsyncSequence` with one
/// consumer. The sensor runs while at least one stream (or pull mode) is active; ending the
/// iteration, cancelling its task, or calling `cancel()` unsubscribes.
///
/// A slow consumer never stalls the sensor: it gets the newest samples and
/// `statistics.missedCount` counts what it missed.
public struct MotionUpdates<Element: Sendable>: AsyncSequence, Sendable {
    let subscription: MotionSubscription<Element>

    /// Delivered and missed counts and latency for this consumer.
    public var statistics: SubscriptionStatistics { subscription.statistics }

    /// Stops this stream: iteration ends after the buffered samples.
    public func cancel() { subscription.finish() }

    public func makeAsyncIterator() -> Iterator {
        Iterator(subscription: subscription, base: subscription.stream.makeAsyncIterator())
    }

    /// Iterates a `MotionUpdates`, measuring each delivery's latency.
    public struct Iterator: AsyncIteratorProtocol {
        let subscription: MotionSubscription<Element>
        var base: AsyncStream<Stamped<Element>>.Iterator

        public mutating func next() async -> Element? {
            guard let stamped = await base.next() else { return nil }
            subscription.recordDelivery(readTimeSeconds: stamped.readTimeSeconds)
            return stamped.element
        }
    }
}
