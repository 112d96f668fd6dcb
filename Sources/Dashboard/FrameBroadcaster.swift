import Foundation
import MotionFeed
import Synchronization

/// Hands the newest frame to every connected page without ever waiting for one.
///
/// Each client has a one-message slot (an `AsyncStream` that keeps only the newest
/// element). Publishing replaces what is in every slot, so a slow client skips frames and
/// never slows the sensor or the other clients, and memory stays bounded whatever the
/// clients do.
public final class FrameBroadcaster: Sendable {
    private struct Clients {
        var nextIdentifier: UInt64 = 1
        var slots: [UInt64: AsyncStream<String>.Continuation] = [:]
    }

    private let clients = Mutex(Clients())

    /// Creates a broadcaster with no clients.
    public init() {}

    /// Adds a client; returns its identifier and the stream of messages for it.
    public func subscribe() -> (identifier: UInt64, messages: AsyncStream<String>) {
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let identifier = clients.withLock { clients in
            let identifier = clients.nextIdentifier
            clients.nextIdentifier += 1
            clients.slots[identifier] = continuation
            return identifier
        }
        return (identifier, stream)
    }

    /// Removes a client and ends its stream. Unknown identifiers are ignored.
    public func unsubscribe(_ identifier: UInt64) {
        let continuation = clients.withLock { $0.slots.removeValue(forKey: identifier) }
        continuation?.finish()
    }

    /// The number of connected clients.
    public var clientCount: Int {
        clients.withLock { $0.slots.count }
    }

    /// Puts `message` in every client's slot, replacing anything not yet sent.
    public func publish(_ message: String) {
        let continuations = clients.withLock { Array($0.slots.values) }
        for continuation in continuations {
            continuation.yield(message)
        }
    }

    /// Publishes each new frame of `feed`, at most `rateHertz` times a second (`rateHertz`
    /// is limited to 1…240 Hz), until the task is cancelled. Frames are encoded only while
    /// someone is connected.
    public func run(feed: any MotionFeed, rateHertz: Double) async {
        let period = Duration.seconds(1 / max(1, min(240, rateHertz)))
        let clock = ContinuousClock()
        var next = clock.now
        var lastSequence: UInt64?
        while !Task.isCancelled {
            if clientCount > 0, let frame = feed.latestFrame(), frame.sequenceNumber != lastSequence {
                lastSequence = frame.sequenceNumber
                publish(FrameMessage.json(for: frame, sentMilliseconds: Date().timeIntervalSince1970 * 1000))
            }
            next += period
            let now = clock.now
            if next < now { next = now }
            do {
                try await clock.sleep(until: next)
            } catch {
                return
            }
        }
    }
}
