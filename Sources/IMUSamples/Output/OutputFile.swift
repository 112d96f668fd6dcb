import Platform

/// A file every command that writes goes through: the bytes go to a temporary file beside
/// the target, which is renamed over the target only when `commit()` succeeds. Until then
/// the target is untouched, so a failure, a full disk or a refused target never leaves a
/// truncated or half-written file.
///
/// - The target must be a regular file or not exist yet: device nodes (`/dev/null`,
///   `/dev/full`), FIFOs, sockets and directories are refused before anything is written.
/// - A symbolic link is written through: the file it names is replaced, the link stays.
/// - The command's own inputs (compared by device and inode) are refused.
/// - On a write error (`ENOSPC`, `EIO`, …) the temporary file is removed at once; an
///   output never committed is removed when the `OutputFile` goes away.
/// - Writes are buffered (`bufferBytes`); callers that append whole lines get whole lines
///   in the file.
public final class OutputFile {
    /// The path as given.
    public let path: String
    /// The file that is replaced: `path` with its symbolic links followed.
    public let targetPath: String
    /// The temporary file written until `commit()`.
    public let temporaryPath: String

    private let calls: OutputFileCalls
    private let bufferBytes: Int
    private var buffer: [UInt8] = []
    private var descriptor: CInt
    /// Set once the file is committed, discarded or failed: no more writes.
    private var finished = false
    private var failure: OutputFileError?

    /// Checks the target and creates the temporary file beside it.
    /// - Parameters:
    ///   - path: where the output goes.
    ///   - inputs: files the command reads; writing one of them is refused. Default: none.
    ///   - bufferBytes: bytes collected before a system call. Default: 64 KiB.
    ///   - calls: the system calls used to write (a seam for tests). Default: `.system`.
    public init(
        path: String, refusingInputs inputs: [String] = [], bufferBytes: Int = 1 << 16,
        calls: OutputFileCalls = .system
    ) throws(OutputFileError) {
        let target = try OutputTarget(path: path, refusingInputs: inputs)
        let created = try Self.createTemporary(beside: target)
        self.path = path
        targetPath = target.resolvedPath
        temporaryPath = created.path
        descriptor = created.descriptor
        self.calls = calls
        self.bufferBytes = max(1, bufferBytes)
        buffer.reserveCapacity(self.bufferBytes)
    }

    deinit { discard() }

    /// Checks that `path` could be written (a regular file or none, not one of `inputs`)
    /// without creating anything, so a command can refuse a bad target before its work.
    public static func checkTarget(path: String, refusingInputs inputs: [String] = []) throws(OutputFileError) {
        _ = try OutputTarget(path: path, refusingInputs: inputs)
    }

    /// Appends `text` (UTF-8).
    public func write(_ text: String) throws(OutputFileError) {
        try checkOpen()
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= bufferBytes { try flush() }
    }

    /// Appends `bytes`.
    public func write(bytes: [UInt8]) throws(OutputFileError) {
        try checkOpen()
        buffer.append(contentsOf: bytes)
        if buffer.count >= bufferBytes { try flush() }
    }

    /// Writes what is buffered, flushes it to the device, and renames the temporary file
    /// over the target. After a failure the temporary file is gone and the target as it was.
    public func commit() throws(OutputFileError) {
        try checkOpen()
        try flush()
        guard calls.synchronize(descriptor) == 0 else { throw fail(.writeFailed(path: path, errno: errno)) }
        let closing = descriptor
        descriptor = -1
        guard close(closing) == 0 else { throw fail(.writeFailed(path: path, errno: errno)) }
        guard rename(temporaryPath, targetPath) == 0 else { throw fail(.cannotReplace(path: path, errno: errno)) }
        finished = true
    }

    /// Removes the temporary file and leaves the target as it was (nothing once committed).
    public func discard() {
        guard !finished else { return }
        finished = true
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
        }
        unlink(temporaryPath)
    }

    /// Throws the failure that ended the file, or `EBADF` after a commit or discard.
    private func checkOpen() throws(OutputFileError) {
        guard finished else { return }
        throw failure ?? .writeFailed(path: path, errno: EBADF)
    }

    private func flush() throws(OutputFileError) {
        var offset = 0
        while offset < buffer.count {
            let written = buffer.withUnsafeBytes { bytes in
                calls.write(descriptor, UnsafeRawBufferPointer(rebasing: bytes[offset...]))
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { throw fail(.writeFailed(path: path, errno: written < 0 ? errno : EIO)) }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Records `error`, removes the temporary file and returns the error to throw.
    private func fail(_ error: OutputFileError) -> OutputFileError {
        discard()
        failure = error
        return error
    }

    /// Creates `.<name>.<pid>-<n>.tmp` beside the target (same file system, so the rename
    /// is atomic), with the target's permissions when it exists.
    private static func createTemporary(beside target: OutputTarget) throws(OutputFileError) -> (path: String, descriptor: CInt) {
        let stem = target.directory + "/." + target.fileName + ".\(getpid())-"
        for attempt in 0..<100 {
            let candidate = stem + "\(attempt).tmp"
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor < 0 {
                if errno == EEXIST { continue }
                throw .cannotCreate(path: target.path, directory: target.directory, errno: errno)
            }
            if let existing = target.existing, fchmod(descriptor, existing.st_mode & 0o7777) != 0 {
                let code = errno
                close(descriptor)
                unlink(candidate)
                throw .cannotCreate(path: target.path, directory: target.directory, errno: code)
            }
            return (candidate, descriptor)
        }
        throw .cannotCreate(path: target.path, directory: target.directory, errno: EEXIST)
    }
}
