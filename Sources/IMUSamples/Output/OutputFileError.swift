import Platform

/// Why an output file was not written. Every case names the path given on the command
/// line; the existing file there (if any) is untouched in every case.
public enum OutputFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The target is not a regular file: `kind` is "a character device", "a directory", …
    case notRegularFile(path: String, kind: String)
    /// The target is the same file (device and inode) as the command's input `input`.
    case sameAsInput(path: String, input: String)
    /// Following the target's symbolic links failed (a loop, a missing directory).
    case cannotResolve(path: String, errno: Int32)
    /// The temporary file beside the target could not be created in `directory`.
    case cannotCreate(path: String, directory: String, errno: Int32)
    /// Writing (or flushing) the temporary file failed; it was removed.
    case writeFailed(path: String, errno: Int32)
    /// Renaming the finished temporary file over the target failed; it was removed.
    case cannotReplace(path: String, errno: Int32)

    /// The path given for the output.
    public var path: String {
        switch self {
        case let .notRegularFile(path, _), let .sameAsInput(path, _), let .cannotResolve(path, _),
             let .cannotCreate(path, _, _), let .writeFailed(path, _), let .cannotReplace(path, _):
            return path
        }
    }

    /// What went wrong and what to do, without the path.
    public var reason: String {
        switch self {
        case let .notRegularFile(_, kind):
            return "it is \(kind), not a regular file; give the path of a file to create or replace"
        case let .sameAsInput(_, input):
            return "it is the input \(input); writing it would destroy what is being read, so choose another output file"
        case let .cannotResolve(_, code):
            return "cannot follow its symbolic links: \(SystemErrorText.describe(code))"
        case let .cannotCreate(_, directory, code):
            return "cannot create a file in \(directory): \(SystemErrorText.describe(code)); check the directory exists and is writable"
        case let .writeFailed(_, code):
            return "\(SystemErrorText.describe(code)); the partial file was removed and nothing was replaced"
        case let .cannotReplace(_, code):
            return "cannot rename the finished file over it: \(SystemErrorText.describe(code)); the new file was removed"
        }
    }

    public var description: String { "cannot write \(path): \(reason)" }
}
