import Platform

/// Standard output (buffered, for sample data) and standard error (unbuffered, for
/// status and messages), safe to use from any context.
enum Console {
    nonisolated(unsafe) private static let output: UnsafeMutablePointer<FILE>? = fdopen(STDOUT_FILENO, "w")

    /// Writes `text` to stdout (buffered).
    static func write(_ text: String) {
        guard let output else { return }
        fputs(text, output)
    }

    /// Writes `text` and a newline to stdout.
    static func writeLine(_ text: String) { write(text + "\n") }

    /// Writes `bytes` to stdout (buffered).
    static func write(bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { write(bytes: $0) }
    }

    /// Writes `bytes` to stdout (buffered).
    static func write(bytes: UnsafeBufferPointer<UInt8>) {
        guard let output, let base = bytes.baseAddress else { return }
        _ = fwrite(base, 1, bytes.count, output)
    }

    /// Flushes stdout.
    static func flush() {
        guard let output else { return }
        fflush(output)
    }

    /// Writes `text` to stderr at once.
    static func writeError(_ text: String) {
        flush()
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                Glibc.write(STDERR_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
