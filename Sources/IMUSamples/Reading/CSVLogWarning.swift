/// Something a reader accepted but the user should hear about (one line each).
public enum CSVLogWarning: Sendable, Equatable, CustomStringConvertible {
    /// The last line ends without a line end and with incomplete fields (a recording cut
    /// off mid-write); it was left out and the lines before it are used.
    case tornLastLine(path: String, line: Int, rowsUsed: Int)
    /// `rowCount` rows hold a gyroscope, accelerometer or magnetometer value that is not a
    /// finite number (`nan`, `inf`), the first at `firstLine`. The rows are kept; the
    /// filters skip what is not finite (a sample whose gyroscope is not finite, whole).
    case nonFiniteReadings(path: String, rowCount: Int, firstLine: Int)

    public var description: String {
        switch self {
        case let .tornLastLine(path, line, rowsUsed):
            return "\(path): line \(line): the last line is cut off (no line end, incomplete fields); it was left out and the \(rowsUsed) rows before it are used"
        case let .nonFiniteReadings(path, rowCount, firstLine):
            let rows = rowCount == 1 ? "1 row holds" : "\(rowCount) rows hold"
            return "\(path): \(rows) a sensor reading that is not a finite number (nan or inf), the first at line \(firstLine); the filters skip such readings (the whole sample where the gyroscope's is not finite)"
        }
    }
}
