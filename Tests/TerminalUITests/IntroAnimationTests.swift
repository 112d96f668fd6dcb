import Clocks
import MotionEffects
import MotionFeed
import Testing
@testable import TerminalUI

@Suite struct IntroAnimationTests {
    @Test func runsRotateThenShiftThenFadeAndEndsSettled() async throws {
        let order = LockedValue<[String]>([])
        let start = IntroAnimation.makeTarget()
        #expect(IntroAnimation.pose(of: start) == .start)
        let target = AnimationTarget(initialValues: start.allValues) { frame in
            order.withLock { names in
                if names.last != frame.property.name { names.append(frame.property.name) }
            }
        }
        try await Animator(target: target, clock: ImmediateClock()).run(IntroAnimation.sequence)
        #expect(order.current == ["rotation", "translation", "opacity"])
        #expect(IntroAnimation.pose(of: target) == .settled)
    }
}
