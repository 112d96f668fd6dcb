import Synchronization
import Clocks
import MotionEffects
import MotionFeed
import Testing
@testable import TerminalUI

@Suite struct IntroAnimationTests {
    @Test func runsRotateThenShiftThenFadeAndEndsSettled() async throws {
        let order = PropertyOrder()
        let start = IntroAnimation.makeTarget()
        #expect(IntroAnimation.pose(of: start) == .start)
        let target = AnimationTarget(initialValues: start.allValues) { frame in
            order.names.withLock { names in
                if names.last != frame.property.name { names.append(frame.property.name) }
            }
        }
        try await Animator(target: target, clock: ImmediateClock()).run(IntroAnimation.sequence)
        #expect(order.names.withLock { $0 } == ["rotation", "translation", "opacity"])
        #expect(IntroAnimation.pose(of: target) == .settled)
    }
}

/// The order in which animated properties first changed, shared with the target's callback.
final class PropertyOrder: Sendable {
    let names = Mutex<[String]>([])
}

