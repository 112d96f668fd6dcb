/// The character cells of a whole terminal screen.
public struct CellGrid: Sendable, Equatable {
    /// Columns.
    public let columns: Int
    /// Rows.
    public let rows: Int
    /// Cells, row by row from the top-left.
    public private(set) var cells: [TerminalCell]

    /// Creates a grid of blank black cells. Negative sizes count as zero.
    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        cells = Array(
            repeating: TerminalCell(character: " ", foreground: .white, background: .black),
            count: self.columns * self.rows
        )
    }

    /// The cell at (`column`, `row`); nil outside the grid.
    public subscript(column: Int, row: Int) -> TerminalCell? {
        guard column >= 0, row >= 0, column < columns, row < rows else { return nil }
        return cells[row * columns + column]
    }

    /// Replaces the cell at (`column`, `row`); ignored outside the grid.
    public mutating func set(_ cell: TerminalCell, column: Int, row: Int) {
        guard column >= 0, row >= 0, column < columns, row < rows else { return }
        cells[row * columns + column] = cell
    }

    /// Fills rows from `firstRow` with the half-block picture of `canvas` (two pixel rows
    /// per cell row).
    public mutating func draw(_ canvas: PixelCanvas, firstRow: Int = 0) {
        let cellRows = min(rows - firstRow, canvas.height / 2)
        guard cellRows > 0 else { return }
        for row in 0..<cellRows {
            for column in 0..<min(columns, canvas.width) {
                let cell = TerminalCell.pixels(upper: canvas[column, 2 * row], lower: canvas[column, 2 * row + 1])
                set(cell, column: column, row: firstRow + row)
            }
        }
    }

    /// Writes `text` from (`column`, `row`), clipped to the grid.
    public mutating func write(
        _ text: String, column: Int, row: Int, foreground: RGBColor, background: RGBColor
    ) {
        var current = column
        for scalar in text.unicodeScalars {
            set(TerminalCell(character: scalar, foreground: foreground, background: background), column: current, row: row)
            current += 1
        }
    }
}
