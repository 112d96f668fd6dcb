import DeviceMotion
import IMUSamples

/// Writes device motion to stdout one JSON line or CSV row at a time. Each line is written
/// straight into an output buffer that goes to stdout when full (or after every line for
/// live sources): no copy of the line on its way. A value kept by the caller: one access to
/// it per sample, where a buffer, a format and a flag captured one by one by the per-sample
/// closure cost one checked access each.
struct MotionLineWriter {
    /// JSON lines or CSV rows.
    enum Format { case json, csv }

    let format: Format
    /// Whether the frame has a heading (`heading_deg` written, not null or empty).
    let northReferenced: Bool
    /// Flush stdout after every line (live sources); offline ones fill the buffer first.
    let flushesEveryLine: Bool
    private let output = OutputBuffer(capacity: 64 * 1024)

    init(format: Format, northReferenced: Bool, flushesEveryLine: Bool) {
        self.format = format
        self.northReferenced = northReferenced
        self.flushesEveryLine = flushesEveryLine
    }

    /// Writes `motion`'s line.
    func write(_ motion: DeviceMotion) {
        let format = self.format, northReferenced = self.northReferenced
        output.write(motion) { motion, text in
            switch format {
            case .json: DeviceMotionFormatter.writeJSONLine(motion, northReferenced: northReferenced, to: &text)
            case .csv: DeviceMotionFormatter.writeCSVLine(motion, northReferenced: northReferenced, to: &text)
            }
        }
        if flushesEveryLine { flush() }
    }

    /// Hands the lines written so far to stdout and flushes it (before anything goes to
    /// stderr, so the two keep their order, and at the end).
    func flush() {
        output.flush()
        Console.flush()
    }
}

/// Bytes on their way to stdout: written in place by a `TextWriter`, handed over when the
/// room left cannot hold the next line.
final class OutputBuffer {
    private let storage: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private var count = 0

    /// - Parameter capacity: bytes held before they go to stdout.
    init(capacity: Int) {
        self.capacity = max(capacity, 4096)
        storage = .allocate(capacity: self.capacity)
    }

    deinit {
        flush()
        storage.deallocate()
    }

    /// Runs `body` with `motion` over the room left; when what it writes does not fit,
    /// hands the buffer over and runs it again over all of it (and, for a text longer than
    /// that, over a room as large as it needs).
    ///
    /// The motion is `body`'s argument, not its capture, and the typed parameter is not
    /// generic: a captured or generic value is copied on its way (hundreds of bytes and a
    /// retained recalibration prompt, a copy per line).
    @inline(__always)
    func write(_ motion: DeviceMotion, _ body: (DeviceMotion, inout TextWriter) -> Void) {
        if let written = TextWriter.write(into: storage + count, capacity: capacity - count, {
            body(motion, &$0)
        }) {
            count += written
            return
        }
        flush()
        if let written = TextWriter.write(into: storage, capacity: capacity, { body(motion, &$0) }) {
            count = written
            return
        }
        var bytes: [UInt8] = []
        TextWriter.append(to: &bytes, expectedBytes: 2 * capacity) { body(motion, &$0) }
        Console.write(bytes: bytes)
    }

    /// Hands the bytes written so far to stdout's stream.
    func flush() {
        guard count > 0 else { return }
        Console.write(bytes: UnsafeBufferPointer(start: storage, count: count))
        count = 0
    }
}
