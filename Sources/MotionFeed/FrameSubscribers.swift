/// The consumers of a feed's `frames()` streams.
struct FrameSubscribers {
    private var continuations: [Int: AsyncStream<MotionFrame>.Continuation] = [:]
    private var nextKey = 0
    private var isFinished = false

    /// Adds a consumer and returns its key; a feed whose source has ended finishes it at once.
    mutating func add(_ continuation: AsyncStream<MotionFrame>.Continuation) -> Int {
        nextKey += 1
        if isFinished { continuation.finish() } else { continuations[nextKey] = continuation }
        return nextKey
    }

    /// Removes the consumer with `key` (its stream ended).
    mutating func remove(_ key: Int) {
        continuations[key] = nil
    }

    /// Sends `frame` to every consumer.
    func yield(_ frame: MotionFrame) {
        for continuation in continuations.values { continuation.yield(frame) }
    }

    /// Marks the feed finished and hands back every consumer's continuation, for the caller
    /// to finish outside the lock (finishing runs the stream's termination handler, which
    /// takes the lock again to remove the consumer).
    mutating func closeAll() -> [AsyncStream<MotionFrame>.Continuation] {
        isFinished = true
        defer { continuations.removeAll() }
        return Array(continuations.values)
    }
}
