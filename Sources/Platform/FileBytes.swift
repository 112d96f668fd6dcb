/// Reading a small file (a profile, a board definition) whole, with the errno when it
/// fails, so a message can say "is a directory (EISDIR)" rather than a library's code.
public enum FileBytes {
    /// Why a file could not be read.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// `open` or `read` failed with this errno.
        case system(errno: Int32)
        /// The file is larger than the caller accepts, bytes.
        case tooLarge(maximumBytes: Int)

        /// "no such file or directory (ENOENT)", "larger than 1024 KiB".
        public var description: String {
            switch self {
            case let .system(code): return SystemErrorText.describe(code)
            case let .tooLarge(maximumBytes): return "larger than \(maximumBytes / 1024) KiB"
            }
        }
    }

    /// The bytes of the file at `path`; EINTR is retried.
    /// - Parameter maximumBytes: the largest file accepted, bytes.
    public static func read(path: String, maximumBytes: Int) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .system(errno: errno) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw .system(errno: errno) }
            if count == 0 { return bytes }
            bytes.append(contentsOf: buffer[0..<count])
            guard bytes.count <= maximumBytes else { throw .tooLarge(maximumBytes: maximumBytes) }
        }
    }
}

extension FileBytes {
    /// The first `firstBytes` bytes of the file at `path` (all of it when shorter); EINTR
    /// is retried.
    public static func read(path: String, firstBytes: Int) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .system(errno: errno) }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: max(0, firstBytes))
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                guard let base = buffer.baseAddress else { return 0 }
                return systemRead(descriptor, base + filled, buffer.count - filled)
            }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw .system(errno: errno) }
            if count == 0 { break }
            filled += count
        }
        return Array(bytes[0..<filled])
    }
}

/// `read(2)`, named apart from `FileBytes.read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
