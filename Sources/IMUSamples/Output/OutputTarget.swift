import Platform

/// Where an output path leads, checked before anything is written: symbolic links are
/// followed to the file they name, and anything but a regular file (or a file not there
/// yet) is refused, as is the command's own input.
struct OutputTarget {
    /// The path as given.
    let path: String
    /// The file the bytes replace: `path` with its symbolic links followed.
    let resolvedPath: String
    /// The target's status when it exists (mode, device, inode), nil when it does not.
    let existing: stat?

    /// Resolves `path` and checks it against `inputs` (files the command reads).
    init(path: String, refusingInputs inputs: [String]) throws(OutputFileError) {
        self.path = path
        resolvedPath = try Self.followLinks(path)
        var status = stat()
        if stat(resolvedPath, &status) == 0 {
            existing = status
            if let kind = Self.kindUnlessRegular(status.st_mode) { throw .notRegularFile(path: path, kind: kind) }
            for input in inputs {
                var inputStatus = stat()
                guard stat(input, &inputStatus) == 0 else { continue }  // unreadable: not this file
                if inputStatus.st_dev == status.st_dev && inputStatus.st_ino == status.st_ino {
                    throw .sameAsInput(path: path, input: input)
                }
            }
        } else if errno == ENOENT {
            existing = nil
        } else {
            throw .cannotResolve(path: path, errno: errno)
        }
    }

    /// The directory the resolved target lies in ("." for a bare name).
    var directory: String { Self.directory(of: resolvedPath) }

    /// The resolved target's file name.
    var fileName: String {
        guard let slash = resolvedPath.lastIndex(of: "/") else { return resolvedPath }
        return String(resolvedPath[resolvedPath.index(after: slash)...])
    }

    /// `path` with every symbolic link along the last component followed (at most 40, as
    /// the kernel allows); a link to a file not there yet resolves to that file.
    static func followLinks(_ path: String) throws(OutputFileError) -> String {
        var current = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0 else {
                if errno == ENOENT { return current }
                throw .cannotResolve(path: path, errno: errno)
            }
            guard status.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length >= 0 else { throw .cannotResolve(path: path, errno: errno) }
            let destination = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = destination.hasPrefix("/") ? destination : directory(of: current) + "/" + destination
        }
        throw .cannotResolve(path: path, errno: ELOOP)
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// "a character device", "a directory", …; nil for a regular file.
    static func kindUnlessRegular(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a directory"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFSOCK: return "a socket"
        default: return "a special file"
        }
    }
}
