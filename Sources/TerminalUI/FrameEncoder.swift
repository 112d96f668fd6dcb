/// Turns successive cell grids into terminal output, sending only the cells that changed.
///
/// The encoder remembers the grid it last sent. Each `encode` moves the cursor only where
/// a run of changed cells starts and sets colours only when they differ from the pen's.
public struct FrameEncoder: Sendable {
    /// The colour mode of the output.
    public var colorMode: ColorMode
    private var previous: CellGrid?

    /// Creates an encoder; the first frame is sent in full.
    public init(colorMode: ColorMode) {
        self.colorMode = colorMode
    }

    /// Forgets what was sent, so the next frame is sent in full (after a resize or a redraw).
    public mutating func invalidate() {
        previous = nil
    }

    /// The bytes that turn the screen from the previous grid into `grid`. Empty when nothing
    /// changed.
    public mutating func encode(_ grid: CellGrid) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        let full = previous == nil || previous?.columns != grid.columns || previous?.rows != grid.rows
        var pen: (foreground: RGBColor, background: RGBColor)?
        var cursor: (column: Int, row: Int)?
        for row in 0..<grid.rows {
            for column in 0..<grid.columns {
                guard let cell = grid[column, row] else { continue }
                if !full, let old = previous?[column, row], old == cell { continue }
                if cursor == nil || cursor?.column != column || cursor?.row != row {
                    append("\u{1B}[\(row + 1);\(column + 1)H", to: &output)
                }
                let needsForeground = cell.character != " "
                if pen == nil || pen?.background != cell.background
                    || (needsForeground && pen?.foreground != cell.foreground)
                {
                    appendColors(cell, to: &output)
                    pen = (cell.foreground, cell.background)
                }
                append(cell.character, to: &output)
                cursor = (column + 1, row)
            }
        }
        if !output.isEmpty {
            append("\u{1B}[0m", to: &output)
        }
        previous = grid
        return output
    }

    private func appendColors(_ cell: TerminalCell, to output: inout [UInt8]) {
        switch colorMode {
        case .trueColor:
            let f = cell.foreground, b = cell.background
            append("\u{1B}[38;2;\(f.red);\(f.green);\(f.blue);48;2;\(b.red);\(b.green);\(b.blue)m", to: &output)
        case .palette256:
            append("\u{1B}[38;5;\(cell.foreground.palette256Index);48;5;\(cell.background.palette256Index)m", to: &output)
        }
    }

    private func append(_ text: String, to output: inout [UInt8]) {
        output.append(contentsOf: text.utf8)
    }

    private func append(_ scalar: Unicode.Scalar, to output: inout [UInt8]) {
        output.append(contentsOf: String(Character(scalar)).utf8)
    }
}
