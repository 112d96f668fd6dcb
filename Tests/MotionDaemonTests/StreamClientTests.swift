import NIOCore
import NIOEmbedded
import Testing
@testable import MotionDaemon

/// A client's bounded queue and decimation, on an embedded channel.
struct StreamClientTests {
    private func line(_ sequence: UInt64) -> [UInt8] { Array("{\"seq\":\(sequence)}\n".utf8) }

    private func written(_ channel: EmbeddedChannel) throws -> String {
        var text = ""
        while var buffer = try channel.readOutbound(as: ByteBuffer.self) {
            text += buffer.readString(length: buffer.readableBytes) ?? ""
        }
        return text
    }

    @Test func aClientThatStopsReadingLosesItsOldestLinesAndCountsThem() throws {
        let channel = EmbeddedChannel()
        let client = StreamClient(channel: channel, needsToken: false, capacity: 4, metrics: MotionDaemonMetrics())
        channel.isWritable = false  // the client stopped reading
        for sequence in UInt64(0)..<10 { client.enqueueSample(line(sequence), sequenceNumber: sequence, readTimeSeconds: 0) }
        channel.embeddedEventLoop.run()
        #expect(try written(channel).isEmpty)
        #expect(client.snapshot.droppedLines == 6)
        #expect(client.snapshot.lastSequenceNumber == 9)
        // It reads again: the newest four arrive, in order.
        channel.isWritable = true
        client.flush()
        channel.embeddedEventLoop.run()
        #expect(try written(channel) == (6..<10).map { "{\"seq\":\($0)}\n" }.joined())
    }

    @Test func statusLinesAreNotCountedAsLostSamples() throws {
        let channel = EmbeddedChannel()
        let client = StreamClient(channel: channel, needsToken: false, capacity: 2, metrics: MotionDaemonMetrics())
        channel.isWritable = false
        client.enqueueMessage("{\"type\":\"status\"}")
        client.enqueueMessage("{\"type\":\"status\"}")
        client.enqueueSample(line(1), sequenceNumber: 1, readTimeSeconds: 0)
        #expect(client.snapshot.droppedLines == 0)
    }

    @Test func aRateKeepsEveryNthSampleBySequenceNumber() {
        let client = StreamClient(channel: EmbeddedChannel(), needsToken: false, capacity: 16, metrics: MotionDaemonMetrics())
        #expect(!client.wants(.deviceMotion, sequenceNumber: 0))  // nothing before a subscribe line
        client.subscribe(StreamRequest(kind: .deviceMotion, rateHertz: 100), sensorRateHertz: 1000)
        let kept = (UInt64(0)..<50).filter { client.wants(.deviceMotion, sequenceNumber: $0) }
        #expect(kept == [0, 10, 20, 30, 40])
        #expect(!client.wants(.raw, sequenceNumber: 10))
        // Faster than the sensor: every sample.
        client.subscribe(StreamRequest(kind: .raw, rateHertz: 5000), sensorRateHertz: 1000)
        #expect((UInt64(0)..<5).allSatisfy { client.wants(.raw, sequenceNumber: $0) })
        // 300 Hz from 1000 Hz: every 3rd sample (333 Hz, the nearest whole divisor).
        client.subscribe(StreamRequest(kind: .raw, rateHertz: 300), sensorRateHertz: 1000)
        #expect((UInt64(0)..<10).filter { client.wants(.raw, sequenceNumber: $0) } == [0, 3, 6, 9])
    }

    @Test func aRateTooLowForAnyDivisorKeepsOnlyTheFirstSample() {
        let client = StreamClient(channel: EmbeddedChannel(), needsToken: false, capacity: 16, metrics: MotionDaemonMetrics())
        // 1000 Hz / 1e-300 Hz is 1e303 samples apart: more than UInt64 holds.
        client.subscribe(StreamRequest(kind: .raw, rateHertz: 1e-300), sensorRateHertz: 1000)
        #expect((UInt64(0)..<1000).filter { client.wants(.raw, sequenceNumber: $0) } == [0])
        // A source reporting an infinite rate (a kernel attribute holding "inf").
        client.subscribe(StreamRequest(kind: .raw, rateHertz: 100), sensorRateHertz: .infinity)
        #expect((UInt64(0)..<1000).filter { client.wants(.raw, sequenceNumber: $0) } == [0])
        #expect(client.wants(.raw, sequenceNumber: StreamClient.largestDivisor))
    }

    @Test func closingSendsWhatIsQueuedAndTheFinalLine() throws {
        let channel = EmbeddedChannel()
        let client = StreamClient(channel: channel, needsToken: false, capacity: 8, metrics: MotionDaemonMetrics())
        channel.isWritable = false
        client.enqueueSample(line(1), sequenceNumber: 1, readTimeSeconds: 0)
        client.close(after: "{\"final\":true}")
        channel.embeddedEventLoop.run()
        #expect(try written(channel) == "{\"seq\":1}\n{\"final\":true}\n")
        #expect(!channel.isActive)
        // Nothing is queued after closing.
        client.enqueueSample(line(2), sequenceNumber: 2, readTimeSeconds: 0)
        #expect(client.snapshot.lastSequenceNumber == 1)
    }
}
