import Foundation
import IMUSamples
import MotionMath
import Testing
@testable import DeviceMotion

/// `.waitingWhenFull` buffering: an offline source's sampling thread waits for a slow
/// consumer instead of dropping or growing, and never stays waiting once the consumer goes.
@Suite struct BackPressureTests {
    /// An offline source with no pacing at all: `count` samples at 100 Hz, as fast as asked.
    static func source(count: Int) -> RecordedSampleSource {
        let samples = (0..<count).map { index in
            IMUSample(
                timestampSeconds: Double(index) * 0.01, gyroscopeRadiansPerSecond: Vector3(0, 0, 0.1),
                accelerometerMetersPerSecondSquared: Vector3(0, 0, standardGravityMetersPerSecondSquared))
        }
        return RecordedSampleSource(
            samples: samples, information: SourceInformation(kind: .replay, chipName: "recording", sampleRateHertz: 100))
    }

    @Test func aSlowConsumerOfAnOfflineSourceGetsEverySampleInOrderWithinTheBound() async throws {
        let sampleCount = 600
        let capacity = 8
        let manager = MotionManager(source: Self.source(count: sampleCount), filterFactory: testFilterFactory)
        let updates = try manager.deviceMotionUpdates(interval: 0, buffering: .waitingWhenFull(capacity))
        var timestamps: [Double] = []
        for await motion in updates {
            timestamps.append(motion.timestamp)
            if timestamps.count % 50 == 0 {
                // The producer could run far ahead here; it must wait instead.
                try await Task.sleep(nanoseconds: 20_000_000)
                #expect(manager.status.processedSampleCount <= timestamps.count + capacity + 1)
            }
        }
        #expect(timestamps == (0..<sampleCount).map { Double($0) * 0.01 })
        let statistics = updates.statistics
        #expect(statistics.missedCount == 0)
        #expect(statistics.deliveredCount == sampleCount)
        #expect(statistics.peakBufferedCount <= capacity)
        #expect(statistics.peakBufferedCount == capacity)
        #expect(statistics.producerWaitCount > 0)
    }

    @Test func cancellingAConsumerReleasesAWaitingProducer() async throws {
        let manager = MotionManager(source: Self.source(count: 100_000), filterFactory: testFilterFactory)
        let updates = try manager.deviceMotionUpdates(interval: 0, buffering: .waitingWhenFull(4))
        var received = 0
        for await _ in updates {
            received += 1
            if received == 10 {
                // Let the producer fill the buffer and wait.
                try await Task.sleep(nanoseconds: 50_000_000)
                updates.cancel()
            }
        }
        #expect(received <= 10 + 4)
        #expect(manager.waitUntilStopped(timeoutSeconds: 2))
        #expect(manager.status.processedSampleCount < 100_000)
    }

    @Test func leavingTheLoopReleasesAWaitingProducer() async throws {
        let manager = MotionManager(source: Self.source(count: 100_000), filterFactory: testFilterFactory)
        let updates = try manager.deviceMotionUpdates(interval: 0, buffering: .waitingWhenFull(4))
        var received = 0
        for await _ in updates {
            received += 1
            if received == 10 {
                try await Task.sleep(nanoseconds: 50_000_000)
                break
            }
        }
        #expect(manager.waitUntilStopped(timeoutSeconds: 2))
    }

    @Test func stopAllUpdatesReleasesAProducerWaitingForAConsumerThatNeverReads() async throws {
        let manager = MotionManager(source: Self.source(count: 100_000), filterFactory: testFilterFactory)
        let updates = try manager.deviceMotionUpdates(interval: 0, buffering: .waitingWhenFull(4))
        for _ in 0..<200 where manager.status.processedSampleCount < 5 {
            try await Task.sleep(nanoseconds: 5_000_000)
        }
        try await Task.sleep(nanoseconds: 50_000_000)
        #expect(manager.status.processedSampleCount == 5)
        manager.stopAllUpdates()
        #expect(manager.waitUntilStopped(timeoutSeconds: 2))
        var buffered = 0
        for await _ in updates { buffered += 1 }
        #expect(buffered == 4)
    }

    @Test func cancellingTheConsumersTaskReleasesAWaitingProducer() async throws {
        let manager = MotionManager(source: Self.source(count: 100_000), filterFactory: testFilterFactory)
        let updates = try manager.deviceMotionUpdates(interval: 0, buffering: .waitingWhenFull(4))
        let consumer = Task {
            var count = 0
            for await _ in updates {
                count += 1
                if count == 3 { try? await Task.sleep(nanoseconds: 10_000_000_000) }
            }
            return count
        }
        try await Task.sleep(nanoseconds: 100_000_000)
        consumer.cancel()
        _ = await consumer.value
        #expect(manager.waitUntilStopped(timeoutSeconds: 2))
    }
}
