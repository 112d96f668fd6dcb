import Testing
@testable import TerminalUI

@Suite struct IntroSequenceTests {
    let intro = IntroSequence.standard

    @Test func stepsRunInOrderRotateShiftFade() {
        #expect(intro.steps.map(\.name) == ["rotate", "shift", "fade in"])
        #expect(intro.pose(atSeconds: 0) == .start)
        let midRotate = intro.pose(atSeconds: 0.35)
        #expect(midRotate.cardAngleRadians > IntroPose.start.cardAngleRadians)
        #expect(midRotate.cardAngleRadians < 0)
        #expect(midRotate.cardShiftHeights == IntroPose.start.cardShiftHeights)
        #expect(midRotate.contentOpacity == 0)
        let midShift = intro.pose(atSeconds: 0.95)
        #expect(midShift.cardAngleRadians == 0)
        #expect(midShift.cardShiftHeights > 0 && midShift.cardShiftHeights < 1)
        #expect(midShift.contentOpacity == 0)
        let midFade = intro.pose(atSeconds: 1.5)
        #expect(midFade.cardShiftHeights == 0)
        #expect(midFade.contentOpacity > 0 && midFade.contentOpacity < 1)
    }

    @Test func endsSettled() {
        #expect(intro.pose(atSeconds: intro.durationSeconds + 0.01) == .settled)
        #expect(intro.stepName(atSeconds: 0.1) == "rotate")
        #expect(intro.stepName(atSeconds: intro.durationSeconds + 1) == nil)
    }
}
