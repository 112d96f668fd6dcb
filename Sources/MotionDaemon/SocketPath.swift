import Platform

/// The Unix socket's file: its folder made, a stale file from a crashed run replaced, a
/// live one or something that is not a socket left alone, and its mode and group set
/// before the file appears under its name.
enum SocketPath {
    /// The name the socket is bound to before its mode and group are set: in the same
    /// folder (so it can be linked into place), hidden, and unique to this process.
    /// `nil` when such a name would not fit in a socket address; the socket is then bound
    /// under its own name and its mode set afterwards.
    static func stagingPath(for path: String) -> String? {
        let (folder, prefix) = stagingParts(of: path)
        let staging = joined(folder, "\(prefix)\(getpid())")
        return staging.utf8.count < 108 ? staging : nil
    }

    /// The folder of `path` (nil for a bare name) and its staging names' prefix, `.NAME.`.
    private static func stagingParts(of path: String) -> (folder: String?, prefix: String) {
        let folderEnd = path.lastIndex(of: "/")
        let name = folderEnd.map { String(path[path.index(after: $0)...]) } ?? path
        return (folderEnd.map { String(path[..<$0]) }, ".\(name).")
    }

    /// `name` in `folder` (nil: the current folder).
    private static func joined(_ folder: String?, _ name: String) -> String {
        folder.map { "\($0)/\(name)" } ?? name
    }

    /// Gives the bound socket file at `staging` its mode and group, then moves it to
    /// `path` (a hard link, then the staging name removed): clients never see the file
    /// with the umask's mode. The staging name is gone afterwards, whatever happened.
    static func publish(_ staging: String, as path: String, mode: UInt32, group: String?) throws(MotionStreamError) {
        do {
            try setAccess(staging, mode: mode, group: group)
        } catch {
            unlink(staging)
            throw error
        }
        // A link, not a rename: a server that started meanwhile keeps its socket.
        let status = link(staging, path)
        let code = errno
        unlink(staging)
        guard status == 0 else {
            if code == EEXIST {
                throw MotionStreamError("another program took the motion socket \(path) while this one started; stop it or choose another --socket")
            }
            throw MotionStreamError("cannot put the motion socket in place at \(path): \(SystemErrorText.describe(code))")
        }
    }

    static func prepare(_ path: String) throws(MotionStreamError) {
        guard path.utf8.count < 108 else {
            throw MotionStreamError("the motion socket path is too long (at most 107 bytes): \(DisplayText.value(path))")
        }
        try makeFolder(containing: path)
        removeStaleStagingFiles(for: path)
        var information = stat()
        guard lstat(path, &information) == 0 else {
            if errno == ENOENT { return }
            throw MotionStreamError("cannot use the motion socket \(path): \(SystemErrorText.describe(errno))")
        }
        guard information.st_mode & S_IFMT == S_IFSOCK else {
            throw MotionStreamError("\(path) exists and is not a socket; remove it or choose another --socket")
        }
        if isAnswering(path) {
            throw MotionStreamError("another program is serving the motion socket \(path) (is inertia serve already running?); stop it or choose another --socket")
        }
        // Nobody answers: a socket left by a run that crashed.
        guard unlink(path) == 0 || errno == ENOENT else {
            throw MotionStreamError("cannot replace the stale motion socket \(path): \(SystemErrorText.describe(errno))")
        }
    }

    /// Removes the staging sockets (`.NAME.PID`) that servers killed between binding and
    /// linking left beside `path`: those whose process is gone. A live process's (or one
    /// this user may not signal), and anything that is not a socket, is left alone; a file
    /// that cannot be removed only stays (it is hidden and in no one's way).
    static func removeStaleStagingFiles(for path: String) {
        let (folder, prefix) = stagingParts(of: path)
        guard let directory = opendir(folder.map { $0.isEmpty ? "/" : $0 } ?? ".") else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name.hasPrefix(prefix), let processIdentifier = pid_t(name.dropFirst(prefix.count)),
                processIdentifier > 0, processIdentifier != getpid(),
                kill(processIdentifier, 0) != 0, errno == ESRCH
            else { continue }
            let stale = joined(folder, name)
            var information = stat()
            guard lstat(stale, &information) == 0, information.st_mode & S_IFMT == S_IFSOCK else { continue }
            unlink(stale)
        }
    }

    /// Sets the socket file's permission bits and group.
    static func setAccess(_ path: String, mode: UInt32, group: String?) throws(MotionStreamError) {
        if let group {
            let identifier: gid_t
            if let number = gid_t(group) {
                identifier = number
            } else if let entry = getgrnam(group) {
                identifier = entry.pointee.gr_gid
            } else {
                throw MotionStreamError("no group named '\(DisplayText.value(group))' for the motion socket")
            }
            guard chown(path, uid_t.max, identifier) == 0 else {
                throw MotionStreamError("cannot give the motion socket \(path) to group \(group): \(SystemErrorText.describe(errno))")
            }
        }
        guard chmod(path, mode_t(mode)) == 0 else {
            throw MotionStreamError("cannot set the mode of the motion socket \(path): \(SystemErrorText.describe(errno))")
        }
    }

    /// Makes the socket's folder (and its parents) when missing, mode 0755.
    private static func makeFolder(containing path: String) throws(MotionStreamError) {
        var folder = ""
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        for (index, part) in parts.enumerated() {
            folder += (index == 0 ? "" : "/") + part
            guard !folder.isEmpty, !part.isEmpty else { continue }
            if mkdir(folder, 0o755) != 0 && errno != EEXIST {
                throw MotionStreamError("cannot make the folder \(folder) for the motion socket: \(SystemErrorText.describe(errno))")
            }
        }
    }

    /// Whether a server accepts connections on `path`.
    private static func isAnswering(_ path: String) -> Bool {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return withAddress(of: path) { connect(descriptor, $0, $1) } == 0
    }

    /// Calls `body` with the Unix socket address of `path` (under 108 bytes) and its length.
    static func withAddress(of path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Int32) -> Int32 {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in bytes.enumerated() { buffer[index] = byte }
        }
        let length = socklen_t(MemoryLayout<sa_family_t>.size + bytes.count + 1)
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, length) }
        }
    }
}
