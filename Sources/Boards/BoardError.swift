/// A board file or board lookup that failed, with what to do about it.
public enum BoardError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A mounting matrix that is not a rotation.
    case invalidMountMatrix(String)
    /// A board file that does not decode; `file` is its name or path.
    case invalidBoardFile(file: String, reason: String)
    /// A display rotation other than 0, 90, 180 or 270 degrees.
    case invalidDisplayRotation(Int)
    /// A board directory that cannot be read.
    case unreadableDirectory(path: String, reason: String)
    /// No board with this identifier.
    case unknownBoard(String, known: [String])

    public var description: String {
        switch self {
        case .invalidMountMatrix(let detail):
            return "The mount matrix \(detail). Give 3 rows of a rotation matrix in the IIO mount_matrix convention (v_board = M · v_sensor)."
        case .invalidBoardFile(let file, let reason):
            return "Board file \(file) is not valid: \(reason). See Boards/README.md for the format."
        case .invalidDisplayRotation(let degrees):
            return "Display rotation \(degrees)° is not supported; use 0, 90, 180 or 270."
        case .unreadableDirectory(let path, let reason):
            return "Cannot read the board directory \(path): \(reason)."
        case .unknownBoard(let name, let known):
            return "No board named '\(name)'. Known boards: \(known.joined(separator: ", "))."
        }
    }
}
