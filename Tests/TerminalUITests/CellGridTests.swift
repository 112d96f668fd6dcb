import Testing
@testable import TerminalUI

@Suite struct CellGridTests {
    @Test func twoPixelRowsBecomeOneHalfBlockRow() {
        var canvas = PixelCanvas(width: 2, height: 4, color: .black)
        canvas[0, 0] = RGBColor(1, 2, 3)
        canvas[1, 3] = RGBColor(9, 9, 9)
        var grid = CellGrid(columns: 2, rows: 3)
        grid.draw(canvas, firstRow: 1)
        #expect(grid[0, 1] == TerminalCell(character: "\u{2580}", foreground: RGBColor(1, 2, 3), background: .black))
        #expect(grid[1, 1]?.character == " ")
        #expect(grid[1, 2] == TerminalCell(character: "\u{2580}", foreground: .black, background: RGBColor(9, 9, 9)))
        #expect(grid[0, 0]?.background == .black)
    }

    @Test func textIsClippedToTheGrid() {
        var grid = CellGrid(columns: 3, rows: 1)
        grid.write("abcdef", column: 1, row: 0, foreground: .white, background: .black)
        #expect(grid.cells.map(\.character) == [" ", "a", "b"])
        #expect(grid[5, 0] == nil)
    }

    @Test func statusLineIsFittedToTheWidth() {
        #expect(StatusLine.fitted("abc", width: 5) == "abc  ")
        #expect(StatusLine.fitted("abcdef", width: 4) == "abcd")
        #expect(StatusLine.fitted("é·x", width: 2) == "é·")
    }
}
