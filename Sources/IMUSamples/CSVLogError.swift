import Platform

/// Why a CSV log could not be read. Every case names the file; errors in the data also
/// give the 1-based line (and the column where there is one).
public enum CSVLogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be opened (`errno` from the system).
    case cannotOpen(path: String, errno: Int32)
    /// Reading the open file failed (`errno` from the system).
    case cannotRead(path: String, errno: Int32)
    /// The file is empty: no header line.
    case missingHeader(path: String)
    /// The header lacks a column every log must have.
    case missingColumn(path: String, column: String)
    /// A line is longer than any log row (`maximumBytes`): not a CSV log.
    case lineTooLong(path: String, line: Int, maximumBytes: Int)
    /// A row has a different number of fields than the header.
    case wrongFieldCount(path: String, line: Int, expected: Int, found: Int)
    /// A field is not a number (or is empty where a value is required); `text` is the
    /// field as `DisplayText.value` shows it (escaped, shortened past 80 characters).
    case malformedValue(path: String, line: Int, column: String, text: String)
    /// The time is nan or infinite.
    case invalidTime(path: String, line: Int, seconds: Double)
    /// The time is not after the previous row's.
    case timeNotIncreasing(path: String, line: Int, previousSeconds: Double, seconds: Double)
    /// The time jumps forward by more than the reader accepts.
    case timeJump(path: String, line: Int, stepSeconds: Double, maximumSeconds: Double)
    /// The reference quaternion is not of unit norm (and not all `nan`, which means unknown).
    case referenceNotUnit(path: String, line: Int, norm: Double)
    /// `movement` is neither 0 nor 1.
    case invalidMovement(path: String, line: Int, value: Double)

    public var description: String {
        switch self {
        case let .cannotOpen(path, errno):
            return "\(path): cannot open the file: \(SystemErrorText.describe(errno)); check the path and permissions"
        case let .cannotRead(path, errno):
            return "\(path): cannot read the file: \(SystemErrorText.describe(errno))"
        case let .missingHeader(path):
            return "\(path): the file is empty; a CSV log starts with a header line (\(CSVLogFormat.header))"
        case let .missingColumn(path, column):
            return "\(path): line 1: the header has no column '\(column)'; a CSV log needs \(CSVLogFormat.requiredColumns.joined(separator: ","))"
        case let .lineTooLong(path, line, maximumBytes):
            return "\(path): line \(line): longer than \(maximumBytes) bytes; this is not a CSV log"
        case let .wrongFieldCount(path, line, expected, found):
            return "\(path): line \(line): \(found) fields, but the header has \(expected)"
        case let .malformedValue(path, line, column, text):
            let shown = text.isEmpty ? "an empty field" : "'\(DisplayText.value(text, maximum: 100))'"
            return "\(path): line \(line), column '\(column)': \(shown) is not a number"
        case let .invalidTime(path, line, seconds):
            return "\(path): line \(line), column '\(CSVLogFormat.time)': the time is \(seconds); it must be a finite number of seconds"
        case let .timeNotIncreasing(path, line, previous, seconds):
            return "\(path): line \(line), column '\(CSVLogFormat.time)': the time \(seconds) s is not after the previous row's \(previous) s; rows must be in time order"
        case let .timeJump(path, line, step, maximum):
            return "\(path): line \(line), column '\(CSVLogFormat.time)': the time jumps \(step) s ahead (at most \(maximum) s between samples); is the column in seconds?"
        case let .referenceNotUnit(path, line, norm):
            return "\(path): line \(line): the reference quaternion ref_qw,ref_qx,ref_qy,ref_qz has norm \(norm); it must be 1 (or all nan for unknown)"
        case let .invalidMovement(path, line, value):
            return "\(path): line \(line), column '\(CSVLogFormat.movement)': \(value.isNaN ? "an empty field" : "\(value)") must be 0 or 1"
        }
    }
}
