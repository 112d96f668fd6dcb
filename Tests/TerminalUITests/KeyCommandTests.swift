import MotionFeed
import Testing
@testable import TerminalUI

@Suite struct KeyCommandTests {
    @Test func keysMapToCommandsAndOthersAreIgnored() {
        let commands = KeyCommand.commands(in: Array("xrofmq".utf8) + [3])
        #expect(commands == [
            .control(.resetReference), .control(.cycleInterfaceOrientation), .control(.cycleFilter),
            .control(.toggleReduceMotion), .quit, .quit,
        ])
    }
}
