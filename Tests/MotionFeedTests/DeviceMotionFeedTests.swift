import DeviceMotion
import Foundation
import IMUSamples
import MotionEffects
import MotionMath
import Synchronization
import Testing
@testable import MotionFeed

/// From a `MotionManager` to effect outputs through `DeviceMotionFeed`, end to end and
/// deterministic: a recording replayed as fast as possible, every frame kept.
@Suite struct DeviceMotionFeedTests {
    /// Flat and still for 1 s, then the top edge tilts toward the viewer (about device x) at
    /// 0.5 rad/s for 0.6 s, at 100 Hz.
    static func recording() -> [IMUSample] {
        (0..<160).map { index in
            let time = Double(index) / 100
            let moving = time >= 1.0
            let angle = moving ? 0.5 * (time - 1.0) : 0
            return IMUSample(
                timestampSeconds: time,
                gyroscopeRadiansPerSecond: Vector3(moving ? 0.5 : 0, 0, 0),
                accelerometerMetersPerSecondSquared: standardGravityMetersPerSecondSquared * Vector3(0, Double.sin(angle), Double.cos(angle)))
        }
    }

    static func feed(_ configure: (inout DeviceMotionFeed.Settings) -> Void = { _ in }) -> DeviceMotionFeed {
        let source = RecordedSampleSource(
            samples: recording(), information: SourceInformation(kind: .replay, chipName: "recording", sampleRateHertz: 100))
        let manager = MotionManager(source: source, configuration: .init(calibration: .none, hasMagnetometer: false))
        var settings = DeviceMotionFeed.Settings()
        settings.keepsEverySample = true
        settings.environment = [:]
        configure(&settings)
        return DeviceMotionFeed(manager: manager, settings: settings)
    }

    static func allFrames(_ feed: DeviceMotionFeed) async throws -> [MotionFrame] {
        let frames = feed.frames()
        try feed.start()
        var result: [MotionFrame] = []
        for await frame in frames { result.append(frame) }
        feed.stop()
        return result
    }

    @Test func aTiltTowardTheViewerMovesTheParallaxCardDown() async throws {
        let frames = try await Self.allFrames(Self.feed())
        #expect(frames.count == 160)
        #expect(frames.map(\.sequenceNumber) == Array(1...160))
        let still = try #require(frames.first { $0.timestampSeconds >= 0.9 })
        let last = try #require(frames.last)
        #expect(still.effects.isDetectingMotion && last.effects.isDetectingMotion)
        let card = ParallaxEffect(distance: 50)
        let stillOffset = card.offset(for: try #require(still.effects.snapshot))
        let tiltedOffset = card.offset(for: try #require(last.effects.snapshot))
        // At rest the card sits still; tilted 0.3 rad toward the viewer it moves down, not sideways.
        #expect(abs(stillOffset.x) < 0.05 && abs(stillOffset.y) < 0.05)
        #expect(tiltedOffset.y > 2)
        #expect(abs(tiltedOffset.x) < 0.25 * tiltedOffset.y)
        // The feed's own scene moves its parallax layers the same way.
        let layers = last.effects.parallaxOffsets
        #expect(layers.contains { $0.y > 0.5 })
        #expect(layers.allSatisfy { abs($0.x) <= abs($0.y) * 0.25 + 1e-9 })
    }

    /// Each frame carries its sample's 95 % bounds and heading validity, as `DeviceMotion`
    /// gives them: bounds from the filter's state (positive, finite), and in the arbitrary
    /// frame (6D) a heading that is not referenced, whose drift budget grows with time.
    @Test func framesCarryTheAttitudesBoundsAndHeadingValidity() async throws {
        let frames = try await Self.allFrames(Self.feed())
        #expect(frames.count == 160)
        for frame in frames {
            let accuracy = try #require(frame.attitudeAccuracy)
            #expect(accuracy.inclinationErrorBoundDegrees > 0 && accuracy.inclinationErrorBoundDegrees.isFinite)
            #expect(accuracy.headingErrorBoundDegrees > 0 && accuracy.headingErrorBoundDegrees.isFinite)
            #expect(!frame.headingReferenced)
        }
        let firstBudget = try #require(frames[10].headingDriftBudgetDegrees)
        let lastBudget = try #require(frames.last?.headingDriftBudgetDegrees)
        #expect(lastBudget > firstBudget)
    }

    @Test func reduceMotionInTheEnvironmentRestsEveryEffect() async throws {
        let feed = Self.feed { $0.environment = ["INERTIA_REDUCE_MOTION": "1"] }
        let frames = try await Self.allFrames(feed)
        #expect(frames.count == 160)
        #expect(feed.gate.reasons == [.reduceMotion])
        for frame in frames {
            #expect(!frame.effects.isDetectingMotion)
            #expect(frame.effects.parallaxOffsets.allSatisfy { $0 == .zero })
            #expect(frame.status.motionOffReasons == ["reduceMotion"])
        }
    }

    @Test func lowPowerIsCheckedAgainWhileRunning() async throws {
        // Checks run at start, on the first sample and every 0.5 s of sensor time after it;
        // the firmware reports throttling from the fourth check on (sensor time 1.0 s).
        let checks = CheckCounter()
        let feed = Self.feed {
            $0.gatingRefreshSeconds = 0.5
            $0.lowPowerDetector = LowPowerDetector(powerSupplyRootPath: "/nonexistent", readThrottleStatus: {
                checks.count.add(1, ordering: .relaxed).newValue >= 4 ? ThrottleStatus(rawValue: 0x4) : ThrottleStatus(rawValue: 0)
            })
        }
        let result = try await Self.allFrames(feed)
        #expect(checks.count.load(ordering: .relaxed) == 5)
        let before = result.filter { $0.timestampSeconds < 0.995 }
        let after = result.filter { $0.timestampSeconds >= 0.995 }
        #expect(!before.isEmpty && before.allSatisfy(\.effects.isDetectingMotion))
        #expect(!after.isEmpty && after.allSatisfy { !$0.effects.isDetectingMotion })
        #expect(after.last?.status.motionOffReasons == ["lowPower"])
    }

    @Test func framesEndWhenTheSourceEndsAndAfterStop() async throws {
        let feed = Self.feed()
        let frames = try await Self.allFrames(feed)
        #expect(frames.last?.timestampSeconds == 1.59)
        var late = 0
        for await _ in feed.frames() { late += 1 }
        #expect(late == 0)
    }
}

/// Counts the low-power detector's checks, made on the feed's thread.
final class CheckCounter: Sendable {
    let count = Atomic<Int>(0)
}

/// Every-frame consumers of an offline feed hold the source back instead of growing.
@Suite struct FeedBackPressureTests {
    @Test func aSlowEveryFrameConsumerGetsEveryFrameWithinTheBound() async throws {
        let feed = DeviceMotionFeedTests.feed { $0.waitingBufferCapacity = 4 }
        let frames = feed.frames()
        try feed.start()
        var sequenceNumbers: [UInt64] = []
        for await frame in frames {
            sequenceNumbers.append(frame.sequenceNumber)
            if sequenceNumbers.count % 40 == 1 { try await Task.sleep(nanoseconds: 30_000_000) }
        }
        feed.stop()
        #expect(sequenceNumbers == Array(1...160))
        #expect(frames.peakBufferedCount == 4)
    }

    @Test func stoppingTheFeedReleasesItWhileAConsumerIsFull() async throws {
        let feed = DeviceMotionFeedTests.feed { $0.waitingBufferCapacity = 4 }
        let frames = feed.frames()
        try feed.start()
        var iterator = frames.makeAsyncIterator()
        _ = await iterator.next()
        try await Task.sleep(nanoseconds: 50_000_000)
        feed.stop()
        var rest = 0
        while await iterator.next() != nil { rest += 1 }
        #expect(rest <= 4)
    }
}
