/// Runs ``Animation``s on an injectable clock, writing frames to an ``AnimationTarget``.
///
/// Steps are scheduled on logical time (each starts exactly when the previous one was due to
/// end), so timing does not drift, and a test clock (swift-clocks' `TestClock`) drives a whole
/// sequence without sleeping. Cancelling the running task stops cleanly mid-step: no frame is
/// written after the cancellation is seen, and each property keeps the last value written.
public struct Animator: Sendable {
    /// The clock that paces frames. Default `ContinuousClock()`.
    public let clock: any Clock<Duration>
    /// Time between frames. Default 1/60 s.
    public let frameInterval: Duration
    /// Where values are written.
    public let target: AnimationTarget

    /// Creates an animator.
    /// - Parameters:
    ///   - target: the property model to write to.
    ///   - clock: the clock (default `ContinuousClock()`; inject a test clock in tests).
    ///   - frameInterval: time between frames (default 1/60 s; ≤ 0 uses the default).
    public init(target: AnimationTarget, clock: any Clock<Duration> = ContinuousClock(), frameInterval: Duration = .nanoseconds(16_666_667)) {
        self.target = target
        self.clock = clock
        self.frameInterval = frameInterval > .zero ? frameInterval : .nanoseconds(16_666_667)
    }

    /// Runs `animation` to the end (or until the task is cancelled, which throws
    /// `CancellationError`).
    /// - Parameter onCompletion: called for every completion, in order.
    public func run(_ animation: Animation, onCompletion: (AnimationCompletion) async -> Void = { _ in }) async throws {
        let timeline = makeTimeline(clock)
        _ = try await perform(animation, timeline: timeline, start: .zero) { completion in
            await onCompletion(completion)
        }
    }

    /// The completions of `animation` as an async sequence, like subscribing to the Rx
    /// observable: the animation starts when iteration starts and stops (mid-step) when the
    /// consumer stops iterating or is cancelled. Compose with `prefix(_:)` and
    /// swift-async-algorithms' `chain`; to stop a repeat exactly at a completion, prefer
    /// ``Animation/prefix(_:)``, which stops the body before its next frame.
    public func completions(of animation: Animation) -> AnimationCompletions {
        AnimationCompletions(animator: self, animation: animation)
    }
}

/// The lazily started completions of one animation run (see ``Animator/completions(of:)``).
public struct AnimationCompletions: AsyncSequence, Sendable {
    public typealias Element = AnimationCompletion
    let animator: Animator
    let animation: Animation

    public func makeAsyncIterator() -> Iterator {
        Iterator(animator: animator, animation: animation)
    }

    /// Starts the run on the first `next()`.
    public struct Iterator: AsyncIteratorProtocol {
        let animator: Animator
        let animation: Animation
        var base: AsyncThrowingStream<AnimationCompletion, any Error>.Iterator?

        public mutating func next() async throws -> AnimationCompletion? {
            if base == nil {
                let (stream, continuation) = AsyncThrowingStream<AnimationCompletion, any Error>.makeStream()
                let animator = animator
                let animation = animation
                let task = Task {
                    do {
                        try await animator.run(animation) { continuation.yield($0) }
                        continuation.finish()
                    } catch {
                        continuation.finish(throwing: error)
                    }
                }
                continuation.onTermination = { _ in task.cancel() }
                base = stream.makeAsyncIterator()
            }
            return try await base?.next()
        }
    }
}
