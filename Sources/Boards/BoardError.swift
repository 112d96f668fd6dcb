import Platform

/// A board file or board lookup that failed, with what to do about it.
public enum BoardError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A mounting matrix that is not a rotation.
    case invalidMountMatrix(String)
    /// A board file that does not decode; `file` is its name or path.
    case invalidBoardFile(file: String, reason: String)
    /// A board file whose JSON holds a missing or wrong field (`mount_matrix`,
    /// `imus[0].addresses[1]`); `reason` says what is wrong with it.
    case invalidField(file: String, field: String, reason: String)
    /// Two board files in the same directory, or in two `--boards` directories, give the
    /// same identifier; which one to use would be a guess.
    case duplicateIdentifier(String, firstFile: String, secondFile: String)
    /// A display rotation other than 0, 90, 180 or 270 degrees.
    case invalidDisplayRotation(Int)
    /// A board directory that cannot be read.
    case unreadableDirectory(path: String, reason: String)
    /// No board with this identifier.
    case unknownBoard(String, known: [String])

    public var description: String {
        switch self {
        case .invalidMountMatrix(let detail):
            return "the mount matrix \(detail); give 3 rows of a rotation matrix in the IIO mount_matrix convention (v_board = M · v_sensor)"
        case .invalidBoardFile(let file, let reason):
            return "board file \(file): \(reason); see Boards/README.md for the format"
        case .invalidField(let file, let field, let reason):
            return "board file \(file): field \(field) \(reason); see Boards/README.md for the format"
        case .duplicateIdentifier(let identifier, let firstFile, let secondFile):
            return "board files \(firstFile) and \(secondFile) both have the identifier '\(DisplayText.value(identifier))'; remove or rename one"
        case .invalidDisplayRotation(let degrees):
            return "display rotation \(degrees)° is not supported; use 0, 90, 180 or 270"
        case .unreadableDirectory(let path, let reason):
            return "cannot read the board directory \(path): \(reason)"
        case .unknownBoard(let name, let known):
            return "no board named '\(DisplayText.value(name))'; known boards: \(known.map { DisplayText.value($0) }.joined(separator: ", "))"
        }
    }
}
