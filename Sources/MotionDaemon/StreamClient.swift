import DequeModule
import NIOCore
import IMUDrivers
import Synchronization

/// One connected client: its subscription and its bounded queue of lines.
///
/// The hub appends lines from its own task; the client's event loop writes them while the
/// socket takes them. When the queue is full the oldest line goes (sample lines counted in
/// `droppedLines`), so a stalled client never slows the sensor or anyone else.
final class StreamClient: Sendable {
    /// A line waiting to be written, and when its sample was read (nil for status and
    /// error lines), host monotonic seconds.
    struct Line: Sendable {
        var bytes: [UInt8]
        var readTimeSeconds: Double?
    }

    private struct State {
        var request: StreamRequest?
        /// Every `divisor`-th sample (by sequence number) is sent.
        var divisor: UInt64 = 1
        var queue = Deque<Line>()
        var droppedLines = 0
        var lastSequenceNumber: UInt64?
        var isFlushScheduled = false
        var isClosing = false
    }

    let channel: any Channel
    /// Whether this client came over TCP from beyond loopback (it must present the token).
    let needsToken: Bool
    private let capacity: Int
    private let metrics: MotionDaemonMetrics
    private let state = Mutex(State())

    init(channel: any Channel, needsToken: Bool, capacity: Int, metrics: MotionDaemonMetrics) {
        self.channel = channel
        self.needsToken = needsToken
        self.capacity = max(1, capacity)
        self.metrics = metrics
    }

    /// The subscription, nil before the first subscribe line.
    var request: StreamRequest? { state.withLock { $0.request } }

    /// The largest decimation: one sample in 10¹⁸. A `rate_hz` far below the sensor's
    /// rate (1e-300) or a sensor rate that is not finite would need a divisor beyond
    /// `UInt64`; it gets this one, which after the first sample sends none in practice.
    static let largestDivisor: UInt64 = 1_000_000_000_000_000_000

    /// Replaces the subscription; `sensorRateHertz` sets the decimation.
    func subscribe(_ request: StreamRequest, sensorRateHertz: Double) {
        let divisor: UInt64
        if let rate = request.rateHertz, sensorRateHertz > 0 {
            let ratio = (sensorRateHertz / rate).rounded()
            divisor = ratio < Double(Self.largestDivisor) ? UInt64(max(1, ratio)) : Self.largestDivisor
        } else {
            divisor = 1
        }
        state.withLock { state in
            state.request = request
            state.divisor = divisor
        }
    }

    /// Whether sample `sequenceNumber` of `kind` goes to this client.
    func wants(_ kind: StreamRequest.Kind, sequenceNumber: UInt64) -> Bool {
        state.withLock { state in
            guard let request = state.request, request.kind == kind, !state.isClosing else { return false }
            return sequenceNumber % state.divisor == 0
        }
    }

    /// Queues a sample's line.
    func enqueueSample(_ bytes: [UInt8], sequenceNumber: UInt64, readTimeSeconds: Double) {
        enqueue(Line(bytes: bytes, readTimeSeconds: readTimeSeconds), sequenceNumber: sequenceNumber)
    }

    /// Queues a status or error line.
    func enqueueMessage(_ text: String) {
        enqueue(Line(bytes: Array((text + "\n").utf8), readTimeSeconds: nil), sequenceNumber: nil)
    }

    /// Queues a status line made from this client's state at the moment it is queued, so
    /// its `seq` is the newest sample queued before it.
    func enqueueStatus(_ makeLine: @escaping (_ request: StreamRequest?, _ lastSequenceNumber: UInt64?, _ droppedLines: Int) -> String) {
        enqueue(nil, sequenceNumber: nil, making: makeLine)
    }

    /// What the status line reports for this client.
    var snapshot: (request: StreamRequest?, lastSequenceNumber: UInt64?, droppedLines: Int) {
        state.withLock { ($0.request, $0.lastSequenceNumber, $0.droppedLines) }
    }

    private func enqueue(
        _ given: Line?, sequenceNumber: UInt64?,
        making makeLine: ((StreamRequest?, UInt64?, Int) -> String)? = nil
    ) {
        let (mustSchedule, dropped) = state.withLock { state -> (Bool, Int) in
            guard !state.isClosing else { return (false, 0) }
            let line = given ?? Line(
                bytes: Array(((makeLine?(state.request, state.lastSequenceNumber, state.droppedLines) ?? "") + "\n").utf8),
                readTimeSeconds: nil)
            var dropped = 0
            while state.queue.count >= capacity {
                let oldest = state.queue.removeFirst()
                if oldest.readTimeSeconds != nil {
                    state.droppedLines += 1
                    dropped += 1
                }
            }
            state.queue.append(line)
            if let sequenceNumber { state.lastSequenceNumber = sequenceNumber }
            let mustSchedule = !state.isFlushScheduled
            state.isFlushScheduled = true
            return (mustSchedule, dropped)
        }
        if dropped > 0 { metrics.clientDroppedSamples.increment(by: dropped) }
        if mustSchedule {
            channel.eventLoop.execute { self.flush() }
        }
    }

    /// Writes queued lines while the socket takes them. Runs on the channel's event loop.
    func flush() {
        guard channel.isWritable else {
            // channelWritabilityChanged calls flush again when the socket drains.
            state.withLock { $0.isFlushScheduled = false }
            return
        }
        let batch = state.withLock { state -> [Line] in
            state.isFlushScheduled = false
            let count = min(state.queue.count, 512)
            let batch = Array(state.queue.prefix(count))
            state.queue.removeFirst(count)
            return batch
        }
        guard !batch.isEmpty else { return }
        var buffer = channel.allocator.buffer(capacity: batch.reduce(0) { $0 + $1.bytes.count })
        let now = MonotonicClock.nowSeconds
        for line in batch {
            buffer.writeBytes(line.bytes)
            if let read = line.readTimeSeconds { metrics.deliveryLatency.recordSeconds(now - read) }
        }
        channel.writeAndFlush(buffer, promise: nil)
        let more = state.withLock { state -> Bool in
            guard !state.queue.isEmpty, !state.isFlushScheduled else { return false }
            state.isFlushScheduled = true
            return true
        }
        if more { channel.eventLoop.execute { self.flush() } }
    }

    /// Sends `finalLine` after what is queued, then closes the connection; the future
    /// completes when it is closed.
    @discardableResult
    func close(after finalLine: String?) -> EventLoopFuture<Void> {
        let channel = self.channel
        return channel.eventLoop.flatSubmit {
            let queued = self.state.withLock { state -> [Line] in
                state.isClosing = true
                defer { state.queue.removeAll() }
                return Array(state.queue)
            }
            var buffer = channel.allocator.buffer(capacity: 256)
            for line in queued { buffer.writeBytes(line.bytes) }
            if let finalLine { buffer.writeString(finalLine + "\n") }
            return channel.writeAndFlush(buffer).flatMap { channel.close() }
        }
    }
}
