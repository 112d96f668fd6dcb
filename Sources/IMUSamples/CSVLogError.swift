/// Why a CSV log could not be read or written. Every case names the file; parse errors
/// also give the 1-based line and the column.
public enum CSVLogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be opened or read (`errno` from the system).
    case cannotOpen(path: String, errno: Int32)
    /// The file could not be written (`errno` from the system).
    case cannotWrite(path: String, errno: Int32)
    /// The file is empty: no header line.
    case missingHeader(path: String)
    /// The header lacks a column every log must have.
    case missingColumn(path: String, column: String)
    /// A row has a different number of fields than the header.
    case wrongFieldCount(path: String, line: Int, expected: Int, found: Int)
    /// A field is not a number (or is empty where a value is required).
    case malformedValue(path: String, line: Int, column: String, text: String)

    public var description: String {
        switch self {
        case let .cannotOpen(path, errno):
            return "\(path): cannot open the file (errno \(errno)); check the path and permissions"
        case let .cannotWrite(path, errno):
            return "\(path): cannot write the file (errno \(errno)); check the directory exists and is writable"
        case let .missingHeader(path):
            return "\(path): the file is empty; a CSV log starts with a header line (\(CSVLogFormat.header))"
        case let .missingColumn(path, column):
            return "\(path): line 1: the header has no column '\(column)'; a CSV log needs \(CSVLogFormat.requiredColumns.joined(separator: ","))"
        case let .wrongFieldCount(path, line, expected, found):
            return "\(path): line \(line): \(found) fields, but the header has \(expected)"
        case let .malformedValue(path, line, column, text):
            let shown = text.isEmpty ? "an empty field" : "'\(text)'"
            return "\(path): line \(line), column '\(column)': \(shown) is not a number"
        }
    }
}
