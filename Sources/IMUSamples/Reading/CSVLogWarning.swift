/// Something a reader accepted but the user should hear about (one line each).
public enum CSVLogWarning: Sendable, Equatable, CustomStringConvertible {
    /// The last line ends without a line end and with incomplete fields (a recording cut
    /// off mid-write); it was left out and the lines before it are used.
    case tornLastLine(path: String, line: Int, rowsUsed: Int)

    public var description: String {
        switch self {
        case let .tornLastLine(path, line, rowsUsed):
            return "\(path): line \(line): the last line is cut off (no line end, incomplete fields); it was left out and the \(rowsUsed) rows before it are used"
        }
    }
}
