/// Text written into a stack buffer and handed to a byte array in one copy: how the
/// writers of many rows (`replay`, `stream`, the CSV log) build each row without a String
/// or a copy per number.
///
/// ```swift
/// TextWriter.append(to: &bytes, expectedBytes: 256) { row in
///     row.append(time); row.append(","); row.append(value); row.append("\n")
/// }
/// ```
public struct TextWriter {
    @usableFromInline let start: UnsafeMutablePointer<UInt8>
    @usableFromInline let capacity: Int
    @usableFromInline var position = 0
    /// Set when something did not fit; `append(to:expectedBytes:_:)` then writes again
    /// with twice the room, so nothing is ever cut.
    @usableFromInline var isTruncated = false

    @inlinable
    init(start: UnsafeMutablePointer<UInt8>, capacity: Int) {
        self.start = start
        self.capacity = capacity
    }

    /// Bytes written so far.
    public var count: Int { position }

    /// Runs `body` with a writer over a stack buffer of `expectedBytes` (at least 64) and
    /// appends what it wrote to `bytes`. If it did not fit, `body` runs again with twice
    /// the room, so `expectedBytes` only needs to be a good guess.
    @inlinable
    public static func append(to bytes: inout [UInt8], expectedBytes: Int, _ body: (inout TextWriter) -> Void) {
        var capacity = max(expectedBytes, 64)
        while true {
            let written = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer -> Bool in
                var writer = TextWriter(start: buffer.baseAddress!, capacity: capacity)
                body(&writer)
                guard !writer.isTruncated else { return false }
                bytes.append(contentsOf: UnsafeBufferPointer(start: buffer.baseAddress!, count: writer.position))
                return true
            }
            if written { return }
            capacity *= 2
        }
    }

    /// Runs `body` with a writer over the `capacity` bytes at `start` (an output buffer's
    /// free room) and returns the bytes it wrote, or nil when they did not fit (nothing is
    /// written past `capacity`; the caller makes room and runs it again).
    @inlinable
    public static func write(into start: UnsafeMutablePointer<UInt8>, capacity: Int, _ body: (inout TextWriter) -> Void) -> Int? {
        var writer = TextWriter(start: start, capacity: capacity)
        body(&writer)
        return writer.isTruncated ? nil : writer.position
    }

    /// Appends `text`. Always inlined: a call costs more than the copy of a few bytes.
    @inlinable @inline(__always)
    public mutating func append(_ text: StaticString) {
        let count = text.utf8CodeUnitCount
        guard position + count <= capacity else { return markTruncated() }
        (start + position).update(from: text.utf8Start, count: count)
        position += count
    }

    /// Appends the UTF-8 bytes of `text` (for the rare text that is not a literal).
    @inlinable
    public mutating func append(string text: String) {
        for byte in text.utf8 { append(byte: byte) }
    }

    /// Appends one byte.
    @inlinable
    public mutating func append(byte: UInt8) {
        guard position < capacity else { return markTruncated() }
        start[position] = byte
        position += 1
    }

    /// Appends `value` as `NumberText` writes it (Swift's `description`; `nan` for NaN).
    @inlinable
    public mutating func append(_ value: Double) {
        guard position + NumberText.maximumBytes <= capacity else { return markTruncated() }
        position += NumberText.write(value, to: start + position)
    }

    /// Appends the decimal digits of `value`.
    @inlinable
    public mutating func append(_ value: UInt64) {
        let count = NumberText.digitCount(value)
        guard position + count <= capacity else { return markTruncated() }
        NumberText.writeDigits(value, count: count, to: start + position)
        position += count
    }

    /// Runs `body` over room for `maximumBytes`, checked once here instead of at every
    /// append: `body` must write at most that many bytes. When the room is not left, nothing
    /// is written and the writer is marked truncated (its caller writes again with more).
    @inlinable
    public mutating func withReservedRoom(_ maximumBytes: Int, _ body: (inout ReservedText) -> Void) {
        guard maximumBytes <= capacity &- position else { return markTruncated() }
        var reserved = ReservedText(next: start + position)
        body(&reserved)
        position = reserved.next - start
    }

    @usableFromInline
    mutating func markTruncated() { isTruncated = true }
}

/// Text written into room already checked (`TextWriter.withReservedRoom`): each append
/// stores its bytes and moves on, with no check of the room left.
public struct ReservedText {
    /// Where the next byte goes.
    @usableFromInline var next: UnsafeMutablePointer<UInt8>

    @inlinable
    init(next: UnsafeMutablePointer<UInt8>) {
        self.next = next
    }

    /// Appends `text` (its length is known where it is written, so the copy is a few stores).
    @inlinable @inline(__always)
    public mutating func append(_ text: StaticString) {
        UnsafeMutableRawPointer(next).copyMemory(from: text.utf8Start, byteCount: text.utf8CodeUnitCount)
        next += text.utf8CodeUnitCount
    }

    /// Appends `value` as `NumberText` writes it (at most `NumberText.maximumBytes`).
    @inlinable @inline(__always)
    public mutating func append(_ value: Double) {
        next += NumberText.write(value, to: next)
    }

    /// Appends the decimal digits of `value` (at most 20 bytes).
    @inlinable
    public mutating func append(_ value: UInt64) {
        let count = NumberText.digitCount(value)
        NumberText.writeDigits(value, count: count, to: next)
        next += count
    }
}
