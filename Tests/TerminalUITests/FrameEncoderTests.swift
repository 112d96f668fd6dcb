import Testing
@testable import TerminalUI

@Suite struct FrameEncoderTests {
    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    private func grid(_ color: RGBColor, columns: Int = 4, rows: Int = 2) -> CellGrid {
        var canvas = PixelCanvas(width: columns, height: rows * 2, color: color)
        canvas[0, 0] = .white
        var grid = CellGrid(columns: columns, rows: rows)
        grid.draw(canvas)
        return grid
    }

    @Test func firstFrameIsSentInFullAndAnUnchangedFrameSendsNothing() {
        var encoder = FrameEncoder(colorMode: .trueColor)
        let first = text(encoder.encode(grid(RGBColor(10, 20, 30))))
        #expect(first.contains("\u{1B}[38;2;255;255;255;48;2;10;20;30m\u{2580}"))
        #expect(first.filter { $0 == " " }.count == 7)
        #expect(encoder.encode(grid(RGBColor(10, 20, 30))).isEmpty)
    }

    @Test func onlyChangedCellsAreSentWithACursorMoveToEach() {
        var encoder = FrameEncoder(colorMode: .trueColor)
        var before = CellGrid(columns: 10, rows: 3)
        _ = encoder.encode(before)
        before.write("X", column: 7, row: 2, foreground: .white, background: .black)
        let output = text(encoder.encode(before))
        #expect(output.hasPrefix("\u{1B}[3;8H"))
        #expect(output.contains("X"))
        #expect(output.filter { $0 == "H" }.count == 1)
    }

    @Test func invalidateResendsEverything() {
        var encoder = FrameEncoder(colorMode: .trueColor)
        let screen = grid(.black)
        let full = encoder.encode(screen)
        encoder.invalidate()
        #expect(encoder.encode(screen) == full)
    }

    @Test func palette256UsesIndexedColours() {
        var encoder = FrameEncoder(colorMode: .palette256)
        let output = text(encoder.encode(grid(RGBColor(255, 0, 0))))
        #expect(output.contains("38;5;231;48;5;196m"))
        #expect(!output.contains("38;2;"))
    }
}
