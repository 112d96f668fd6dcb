import Testing
@testable import TerminalUI

@Suite struct RGBColorTests {
    @Test func primariesAndGreysMapToThe256ColourPalette() {
        #expect(RGBColor(255, 0, 0).palette256Index == 196)
        #expect(RGBColor(0, 0, 255).palette256Index == 21)
        #expect(RGBColor(0, 0, 0).palette256Index == 16)
        #expect(RGBColor(255, 255, 255).palette256Index == 231)
        #expect(RGBColor(128, 128, 128).palette256Index == 244)
    }

    @Test func mixingMovesBetweenTheTwoColours() {
        let dark = RGBColor(0, 100, 200), light = RGBColor(200, 100, 0)
        #expect(dark.mixed(with: light, amount: 0) == dark)
        #expect(dark.mixed(with: light, amount: 1) == light)
        #expect(dark.mixed(with: light, amount: 0.5) == RGBColor(100, 100, 100))
        #expect(dark.mixed(with: light, amount: 7) == light)
    }

    @Test func colourModeFollowsTheEnvironment() {
        #expect(ColorMode.detect(environment: ["COLORTERM": "truecolor", "TERM": "xterm"]) == .trueColor)
        #expect(ColorMode.detect(environment: ["COLORTERM": "24bit"]) == .trueColor)
        #expect(ColorMode.detect(environment: ["TERM": "xterm-direct"]) == .trueColor)
        #expect(ColorMode.detect(environment: ["TERM": "screen-256color"]) == .palette256)
        #expect(ColorMode.detect(environment: [:]) == .palette256)
    }
}
