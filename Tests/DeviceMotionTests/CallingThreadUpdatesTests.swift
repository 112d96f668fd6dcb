import Foundation
import IMUSamples
import MotionMath
import Testing
@testable import DeviceMotion

/// `runDeviceMotionUpdates`: the sampling loop on the calling thread, each sample handed
/// to the handler there; the same samples as a stream, and the manager left ready for more.
@Suite struct CallingThreadUpdatesTests {
    @Test func everySampleReachesTheHandlerInOrderAsAStreamGetsIt() async throws {
        let sampleCount = 600
        let streamed = MotionManager(source: BackPressureTests.source(count: sampleCount), filterFactory: testFilterFactory)
        var expected: [DeviceMotion] = []
        for await motion in try streamed.deviceMotionUpdates(interval: 0, buffering: .waitingWhenFull(16)) {
            expected.append(motion)
        }
        let manager = MotionManager(source: BackPressureTests.source(count: sampleCount), filterFactory: testFilterFactory)
        let (received, everyCallOnThisThread) = try Self.receiveEverySample(from: manager)
        #expect(received == expected)
        #expect(received.count == sampleCount)
        #expect(everyCallOnThisThread)
        let status = manager.status
        #expect(!status.isRunning)
        #expect(status.processedSampleCount == sampleCount)
        #expect(status.consumerMissedSampleCount == 0)
        #expect(status.lastError == nil)
        // Counted per batch; the latency measured on every 32nd delivery.
        #expect(status.deliveryLatency.count >= sampleCount / 32 && status.deliveryLatency.count < sampleCount)
        #expect(status.deliveryLatency.maximumSeconds >= status.deliveryLatency.meanSeconds)
        #expect(status.meanProcessingSecondsPerSample > 0)
        #expect(status.measuredSampleRateHertz > 0)
        // Pull mode sees the newest sample once the run is over.
        #expect(manager.deviceMotion == received.last)
    }

    /// Every sample of a run on this thread, and whether each call came on this thread.
    static func receiveEverySample(from manager: MotionManager) throws -> ([DeviceMotion], Bool) {
        var received: [DeviceMotion] = []
        let callingThread = Thread.current
        var everyCallOnThisThread = true
        try manager.runDeviceMotionUpdates(interval: 0) { motion in
            received.append(motion)
            everyCallOnThisThread = everyCallOnThisThread && Thread.current == callingThread
            return true
        }
        return (received, everyCallOnThisThread)
    }

    @Test func theHandlerEndsTheRunAndTheManagerCanRunAgain() throws {
        let manager = MotionManager(source: BackPressureTests.source(count: 10_000), filterFactory: testFilterFactory)
        var received = 0
        try manager.runDeviceMotionUpdates(interval: 0) { _ in
            received += 1
            return received < 25
        }
        #expect(received == 25)
        #expect(!manager.status.isRunning)
        #expect(manager.status.processedSampleCount < 10_000)
        // The source starts again from its beginning.
        var firstTimestamp: Double?
        try manager.runDeviceMotionUpdates(interval: 0) { motion in
            firstTimestamp = motion.timestamp
            return false
        }
        #expect(firstTimestamp == 0)
    }

    @Test func anIntervalTakesOneSampleInTen() throws {
        let manager = MotionManager(source: BackPressureTests.source(count: 1000), filterFactory: testFilterFactory)
        var timestamps: [Double] = []
        try manager.runDeviceMotionUpdates(interval: 0.1) { motion in
            timestamps.append(motion.timestamp)
            return true
        }
        #expect(timestamps.count == 100)
        #expect(timestamps.first == 0)
        #expect(abs(timestamps[1] - 0.1) < 1e-9)
    }

    @Test func aManagerAlreadySamplingForAStreamRefusesAndKeepsServingIt() async throws {
        let manager = MotionManager(source: BackPressureTests.source(count: 100_000), filterFactory: testFilterFactory)
        let updates = try manager.deviceMotionUpdates(interval: 0, buffering: .waitingWhenFull(4))
        #expect(throws: MotionManagerError.alreadySampling) {
            try manager.runDeviceMotionUpdates(interval: 0) { _ in true }
        }
        var received = 0
        for await _ in updates {
            received += 1
            if received == 10 { break }
        }
        #expect(received == 10)
        #expect(manager.waitUntilStopped(timeoutSeconds: 2))
    }

    @Test func anUnavailableFrameIsRefusedBeforeSampling() throws {
        let manager = MotionManager(source: BackPressureTests.source(count: 100), filterFactory: testFilterFactory)
        var called = false
        // True north needs the magnetic declination, which this manager was not given.
        #expect(throws: MotionManagerError.self) {
            try manager.runDeviceMotionUpdates(using: .xTrueNorthZVertical, interval: 0) { _ in
                called = true
                return true
            }
        }
        #expect(!called)
        #expect(manager.status.processedSampleCount == 0)
    }
}
