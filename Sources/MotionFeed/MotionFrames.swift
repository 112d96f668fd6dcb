import Synchronization

/// The frames of a `DeviceMotionFeed`, in order: an `AsyncSequence` with one consumer
/// (`DeviceMotionFeed.frames(keepingNewest:)`). It ends when the source ends, the feed
/// stops, or its task is cancelled.
///
/// Keeping every frame, the feed waits for this consumer while `bufferCapacity` frames
/// are waiting (back-pressure, passed on to the manager); keeping the newest, a slow
/// consumer loses the older frames and never slows the feed.
public struct MotionFrames: AsyncSequence, Sendable {
    let channel: FrameChannel

    public func makeAsyncIterator() -> Iterator {
        Iterator(channel: channel, base: channel.stream.makeAsyncIterator())
    }

    /// The most frames that waited in the buffer at once (every-frame streams only, where
    /// it never exceeds the capacity).
    public var peakBufferedCount: Int { channel.peakBufferedCount }

    /// Iterates a `MotionFrames`, making room for the feed as frames are taken.
    public struct Iterator: AsyncIteratorProtocol {
        let channel: FrameChannel
        var base: AsyncStream<MotionFrame>.Iterator

        public mutating func next() async -> MotionFrame? {
            guard let frame = await base.next() else { return nil }
            channel.recordDelivery()
            return frame
        }
    }
}

/// One `frames()` consumer: its stream, and with a capacity the count of frames it has
/// not taken yet, on which the feed's task waits.
final class FrameChannel: Sendable {
    let stream: AsyncStream<MotionFrame>
    private let continuation: AsyncStream<MotionFrame>.Continuation
    /// Frames that may wait before the feed waits; nil: keep the newest, never wait.
    private let waitingCapacity: Int?
    private let state = Mutex(State())

    private struct State {
        var bufferedCount = 0
        var peakBufferedCount = 0
        var isClosed = false
        var waiter: CheckedContinuation<Void, Never>?

        mutating func takeWaiter() -> CheckedContinuation<Void, Never>? {
            defer { waiter = nil }
            return waiter
        }
    }

    /// A channel that keeps the newest `keepingNewest` frames, or (nil) every frame with
    /// at most `waitingCapacity` waiting.
    init(keepingNewest: Int?, waitingCapacity: Int) {
        let policy: AsyncStream<MotionFrame>.Continuation.BufferingPolicy = keepingNewest.map { .bufferingNewest(max($0, 1)) } ?? .unbounded
        (stream, continuation) = AsyncStream<MotionFrame>.makeStream(bufferingPolicy: policy)
        self.waitingCapacity = keepingNewest == nil ? max(1, waitingCapacity) : nil
    }

    var peakBufferedCount: Int { state.withLock { $0.peakBufferedCount } }

    /// Runs `handler` when the consumer's stream ends, after releasing a waiting feed.
    func onTermination(_ handler: @escaping @Sendable () -> Void) {
        continuation.onTermination = { [weak self] _ in
            self?.close()
            handler()
        }
    }

    /// Hands `frame` to the consumer, first waiting for room when every frame is kept.
    /// Returns at once when the consumer has gone or the calling task is cancelled.
    func send(_ frame: MotionFrame) async {
        if let waitingCapacity {
            await waitForRoom(capacity: waitingCapacity)
            let isOpen = state.withLock { state -> Bool in
                guard !state.isClosed, !Task.isCancelled else { return false }
                state.bufferedCount += 1
                state.peakBufferedCount = max(state.peakBufferedCount, state.bufferedCount)
                return true
            }
            guard isOpen else { return }
        }
        continuation.yield(frame)
    }

    private func waitForRoom(capacity: Int) async {
        @Sendable func mustWait(_ state: State) -> Bool { !state.isClosed && state.bufferedCount >= capacity }
        while state.withLock({ mustWait($0) }), !Task.isCancelled {
            await withTaskCancellationHandler {
                await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
                    let resumesNow = state.withLock { state -> Bool in
                        guard mustWait(state), !Task.isCancelled else { return true }
                        state.waiter = waiter
                        return false
                    }
                    if resumesNow { waiter.resume() }
                }
            } onCancel: {
                wakeWaiter()
            }
        }
    }

    /// The consumer took a frame: one more fits.
    func recordDelivery() {
        guard waitingCapacity != nil else { return }
        let waiter = state.withLock { state in
            state.bufferedCount = max(0, state.bufferedCount - 1)
            return state.takeWaiter()
        }
        waiter?.resume()
    }

    /// Ends the consumer's stream after its buffered frames and releases a waiting feed.
    func finish() {
        close()
        continuation.finish()
    }

    private func close() {
        let waiter = state.withLock { state in
            state.isClosed = true
            return state.takeWaiter()
        }
        waiter?.resume()
    }

    private func wakeWaiter() {
        state.withLock { $0.takeWaiter() }?.resume()
    }
}
