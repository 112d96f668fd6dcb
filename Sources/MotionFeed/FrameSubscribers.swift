/// The consumers of a feed's `frames()` streams.
struct FrameSubscribers {
    private var channels: [Int: FrameChannel] = [:]
    private var nextKey = 0
    private var isFinished = false

    /// Adds a consumer and returns its key, and whether the feed's source has already
    /// ended (the caller then finishes the channel outside the lock).
    mutating func add(_ channel: FrameChannel) -> (key: Int, isFinished: Bool) {
        nextKey += 1
        if !isFinished { channels[nextKey] = channel }
        return (nextKey, isFinished)
    }

    /// Removes the consumer with `key` (its stream ended).
    mutating func remove(_ key: Int) {
        channels[key] = nil
    }

    /// Every consumer, for the feed to send a frame to outside the lock.
    var all: [FrameChannel] { Array(channels.values) }

    /// Marks the feed finished and hands back every consumer's channel, for the caller
    /// to finish outside the lock (finishing runs the stream's termination handler, which
    /// takes the lock again to remove the consumer).
    mutating func closeAll() -> [FrameChannel] {
        isFinished = true
        defer { channels.removeAll() }
        return Array(channels.values)
    }
}
