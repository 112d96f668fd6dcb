import Platform

/// Writing to a file descriptor in full.
public enum TerminalOutput {
    /// Writes every byte of `bytes` to `descriptor`, retrying on EINTR and EAGAIN; gives up
    /// silently on other errors (a closed terminal).
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return write(descriptor, base + offset, buffer.count - offset)
            }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR || errno == EAGAIN {
                continue
            } else {
                return
            }
        }
    }
}
