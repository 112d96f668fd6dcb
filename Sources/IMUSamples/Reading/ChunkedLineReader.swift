import Platform

/// Lines from a byte source read in fixed-size chunks. Memory stays at one chunk plus one
/// line whatever the size of the file (or of `/dev/zero`): a line longer than the cap is
/// an error as soon as the cap is passed.
final class ChunkedLineReader {
    /// Fills a buffer; returns the bytes read (0 at the end), or -1 with `errno` set.
    typealias Fill = (UnsafeMutableRawBufferPointer) -> Int

    /// One line, valid until the next call to `nextLine()`. The byte at `start[count]` is
    /// a line end (`\n` or `\r`), also for the last line of a file that lacks one.
    struct Line {
        let start: UnsafePointer<UInt8>
        /// Bytes, without the line end.
        let count: Int
        /// 1-based line number.
        let number: Int
        /// False for a last line that ends without a line end (a torn or unterminated line).
        let isTerminated: Bool
    }

    enum Failure: Error {
        /// The source failed (`errno`).
        case readFailed(errno: Int32)
        /// Line `line` is longer than the cap.
        case lineTooLong(line: Int)
    }

    private let fill: Fill
    private let chunkBytes: Int
    private let maximumLineBytes: Int
    private let storage: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private var start = 0
    private var end = 0
    private var scanned = 0
    private var atEnd = false
    private var lineNumber = 0

    /// - Parameters:
    ///   - chunkBytes: bytes asked for per read.
    ///   - maximumLineBytes: the longest line accepted, line end excluded.
    init(chunkBytes: Int, maximumLineBytes: Int, fill: @escaping Fill) {
        self.fill = fill
        self.chunkBytes = max(1, chunkBytes)
        self.maximumLineBytes = max(1, maximumLineBytes)
        capacity = self.chunkBytes + self.maximumLineBytes + 2
        storage = .allocate(capacity: capacity)
    }

    deinit { storage.deallocate() }

    /// The next line, or nil at the end of the source.
    func nextLine() throws(Failure) -> Line? {
        while true {
            if let newline = findNewline() {
                lineNumber += 1
                var lineEnd = newline
                if lineEnd > start && storage[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
                let line = Line(start: UnsafePointer(storage + start), count: lineEnd - start, number: lineNumber, isTerminated: true)
                guard line.count <= maximumLineBytes else { throw .lineTooLong(line: lineNumber) }
                start = newline + 1
                scanned = start
                return line
            }
            if end - start > maximumLineBytes + 1 { throw .lineTooLong(line: lineNumber + 1) }
            if atEnd {
                guard start < end else { return nil }
                lineNumber += 1
                guard end - start <= maximumLineBytes else { throw .lineTooLong(line: lineNumber) }
                storage[end] = UInt8(ascii: "\n")
                let line = Line(start: UnsafePointer(storage + start), count: end - start, number: lineNumber, isTerminated: false)
                start = end
                scanned = end
                return line
            }
            try refill()
        }
    }

    private func findNewline() -> Int? {
        let from = scanned, to = end
        guard from < to, let found = memchr(storage + from, CInt(UInt8(ascii: "\n")), to - from) else {
            scanned = to
            return nil
        }
        scanned = UnsafeMutableRawPointer(found) - UnsafeMutableRawPointer(storage)
        return scanned
    }

    /// Moves the unread bytes to the front and reads one more chunk after them.
    private func refill() throws(Failure) {
        if start > 0 {
            let remaining = end - start
            if remaining > 0 { memmove(storage, storage + start, remaining) }
            scanned -= start
            end = remaining
            start = 0
        }
        let room = min(chunkBytes, capacity - 1 - end)
        while true {
            let count = fill(UnsafeMutableRawBufferPointer(start: storage + end, count: room))
            if count < 0 {
                if errno == EINTR { continue }
                throw .readFailed(errno: errno)
            }
            if count == 0 { atEnd = true }
            end += count
            return
        }
    }
}
