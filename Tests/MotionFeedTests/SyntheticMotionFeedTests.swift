import MotionMath
import Testing
@testable import MotionFeed

@Suite struct SyntheticMotionFeedTests {
    @Test func controlsChangeTheStatus() throws {
        let feed = SyntheticMotionFeed()
        let first = try #require(feed.latestFrame())
        #expect(first.status.interfaceOrientationName == "portrait")
        feed.apply(.cycleInterfaceOrientation)
        #expect(feed.latestFrame()?.status.interfaceOrientationName == "landscapeLeft")
        feed.apply(.setInterfaceOrientation("sideways"))
        #expect(feed.latestFrame()?.status.interfaceOrientationName == "landscapeLeft")
        feed.apply(.toggleReduceMotion)
        let reduced = try #require(feed.latestFrame())
        #expect(reduced.status.isReduceMotionEnabled)
        #expect(!reduced.effects.isDetectingMotion)
        #expect(reduced.sequenceNumber > first.sequenceNumber)
    }

    @Test func gravityIsOneG() throws {
        let frame = try #require(SyntheticMotionFeed().latestFrame())
        let length = (frame.gravityG * frame.gravityG).sum().squareRoot()
        #expect(abs(length - 1) < 1e-9)
    }

    @Test func cyclingWraps() {
        #expect(["a", "b", "c"].cycled(after: "c") == "a")
        #expect(["a", "b", "c"].cycled(after: "a") == "b")
        #expect(["a", "b"].cycled(after: "z") == "a")
        #expect([String]().cycled(after: "a") == nil)
    }
}
