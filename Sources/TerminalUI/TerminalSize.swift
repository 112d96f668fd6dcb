import Platform

/// The size of a terminal in character cells.
public struct TerminalSize: Hashable, Sendable {
    /// Columns.
    public var columns: Int
    /// Rows.
    public var rows: Int

    /// Creates a size.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The size of the terminal on `fileDescriptor` (`TIOCGWINSZ`), or nil when it is not a
    /// terminal or reports zero.
    public static func of(fileDescriptor: Int32) -> TerminalSize? {
        var size = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return nil
        }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }

    /// The size from `COLUMNS` and `LINES`, or 80 × 24.
    public static func fromEnvironment(_ environment: [String: String]) -> TerminalSize {
        let columns = environment["COLUMNS"].flatMap(Int.init) ?? 80
        let rows = environment["LINES"].flatMap(Int.init) ?? 24
        return TerminalSize(columns: max(1, columns), rows: max(1, rows))
    }
}
