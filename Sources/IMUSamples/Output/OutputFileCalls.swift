import Platform

/// The system calls `OutputFile` makes while writing, as a seam: a test replaces `write`
/// to fail with `ENOSPC` instead of filling a disk.
public struct OutputFileCalls: Sendable {
    /// Writes `bytes` to `descriptor`; returns the count written, or -1 with `errno` set.
    /// The corresponding C function is `write`.
    public var write: @Sendable (_ descriptor: CInt, _ bytes: UnsafeRawBufferPointer) -> Int
    /// Flushes the file to its device; 0, or -1 with `errno` set. The corresponding C
    /// function is `fsync`.
    public var synchronize: @Sendable (_ descriptor: CInt) -> CInt

    /// Creates a set of calls.
    public init(
        write: @escaping @Sendable (_ descriptor: CInt, _ bytes: UnsafeRawBufferPointer) -> Int,
        synchronize: @escaping @Sendable (_ descriptor: CInt) -> CInt
    ) {
        self.write = write
        self.synchronize = synchronize
    }

    /// The real system calls.
    public static let system = OutputFileCalls(
        write: { descriptor, bytes in Platform.write(descriptor, bytes.baseAddress, bytes.count) },
        synchronize: { descriptor in fsync(descriptor) }
    )
}
