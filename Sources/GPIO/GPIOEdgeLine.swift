import CGPIO
import Platform

/// One GPIO line requested as an input with edge detection through the GPIO character
/// device, uAPI v2: `open("/dev/gpiochipN")`, then `GPIO_V2_GET_LINE_IOCTL` with
/// `GPIO_V2_LINE_FLAG_INPUT` and the edge flags, event timestamps on `CLOCK_MONOTONIC`
/// (`GPIO_V2_LINE_FLAG_EVENT_CLOCK_REALTIME` left off). Edges are read from the request's
/// file descriptor as `struct gpio_v2_line_event` records after `poll`.
///
/// The line is held until `release()` (or deinit); the chip's descriptor is closed as soon
/// as the request succeeds, as libgpiod does.
public final class GPIOEdgeLine {
    /// Which edges to report.
    public enum Edge: Sendable, Equatable {
        /// Inactive to active (`GPIO_V2_LINE_FLAG_EDGE_RISING`).
        case rising
        /// Active to inactive (`GPIO_V2_LINE_FLAG_EDGE_FALLING`).
        case falling
        /// Both.
        case both
    }

    /// The chip's device node, e.g. "/dev/gpiochip0".
    public let chipPath: String
    /// The line's offset on the chip.
    public let lineOffset: UInt32
    /// The request's file descriptor (−1 once released).
    public private(set) var fileDescriptor: Int32

    /// Records read per `read` at most (the kernel's default queue per line is 16).
    static let eventsPerRead = 16
    private var buffer = [UInt8](repeating: 0, count: eventsPerRead * MemoryLayout<gpio_v2_line_event>.size)

    /// Requests line `lineOffset` of `chipPath` with edge detection.
    /// - Parameters:
    ///   - chipPath: the chip's device node, e.g. "/dev/gpiochip0".
    ///   - lineOffset: the line's offset on the chip (the number `gpioinfo` shows).
    ///   - edge: the edges to report. Default: `.rising`.
    ///   - consumer: the name the kernel shows as the line's user (gpioinfo). Default: "inertia".
    /// The corresponding ioctl is `GPIO_V2_GET_LINE_IOCTL`.
    public init(chipPath: String, lineOffset: UInt32, edge: Edge = .rising, consumer: String = "inertia") throws(GPIOError) {
        self.chipPath = chipPath
        self.lineOffset = lineOffset
        let chip = open(chipPath, O_RDWR | O_CLOEXEC)
        guard chip >= 0 else { throw .cannotOpenChip(path: chipPath, errno: cgpio_errno()) }
        defer { close(chip) }
        var request = gpio_v2_line_request()
        withUnsafeMutableBytes(of: &request.offsets) { $0.storeBytes(of: lineOffset, as: UInt32.self) }
        withUnsafeMutableBytes(of: &request.consumer) { bytes in
            for (index, byte) in consumer.utf8.prefix(bytes.count - 1).enumerated() { bytes[index] = byte }
        }
        request.num_lines = 1
        var flags = UInt64(GPIO_V2_LINE_FLAG_INPUT.rawValue)
        if edge != .falling { flags |= UInt64(GPIO_V2_LINE_FLAG_EDGE_RISING.rawValue) }
        if edge != .rising { flags |= UInt64(GPIO_V2_LINE_FLAG_EDGE_FALLING.rawValue) }
        request.config.flags = flags
        var result: Int32
        repeat {
            result = cgpio_request_lines(chip, &request)
        } while result < 0 && cgpio_errno() == EINTR
        guard result >= 0 else {
            let code = cgpio_errno()
            throw .cannotRequestLine(path: chipPath, line: lineOffset, consumer: code == EBUSY ? Self.consumer(chip: chip, line: lineOffset) : nil, errno: code)
        }
        fileDescriptor = request.fd
    }

    deinit { release() }

    /// Closes the request; the line is free for others. Safe to call more than once.
    public func release() {
        guard fileDescriptor >= 0 else { return }
        close(fileDescriptor)
        fileDescriptor = -1
    }

    /// Waits up to `timeoutSeconds` (rounded up to whole milliseconds, at most 1 hour) for
    /// edges and returns every event queued (at most 16 per call); empty when the time
    /// passed. Interrupted waits are resumed.
    /// The corresponding calls are `poll` and `read`.
    public func waitForEvents(timeoutSeconds: Double) throws(GPIOError) -> [GPIOEdgeEvent] {
        guard fileDescriptor >= 0 else { throw .cannotReadEvents(path: chipPath, line: lineOffset, errno: EBADF) }
        let milliseconds = Int32(min(max(0, (timeoutSeconds * 1000).rounded(.up)), 3_600_000))
        var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
        var ready: Int32
        repeat {
            ready = poll(&descriptor, 1, milliseconds)
        } while ready < 0 && cgpio_errno() == EINTR
        guard ready >= 0 else { throw .cannotReadEvents(path: chipPath, line: lineOffset, errno: cgpio_errno()) }
        guard ready > 0 else { return [] }
        return try readEvents()
    }

    private func readEvents() throws(GPIOError) -> [GPIOEdgeEvent] {
        let size = MemoryLayout<gpio_v2_line_event>.size
        let descriptor = fileDescriptor
        var count: Int
        repeat {
            count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        } while count < 0 && cgpio_errno() == EINTR
        guard count >= 0 else { throw .cannotReadEvents(path: chipPath, line: lineOffset, errno: cgpio_errno()) }
        return buffer.withUnsafeBytes { bytes in
            (0..<(count / size)).map { index in
                let event = bytes.loadUnaligned(fromByteOffset: index * size, as: gpio_v2_line_event.self)
                return GPIOEdgeEvent(
                    timestampNanoseconds: event.timestamp_ns,
                    isRising: event.id == UInt32(GPIO_V2_LINE_EVENT_RISING_EDGE.rawValue),
                    lineOffset: event.offset, lineSequenceNumber: event.line_seqno)
            }
        }
    }

    /// The consumer holding `line` (for a busy line's message); nil when unknown.
    private static func consumer(chip: Int32, line: UInt32) -> String? {
        var information = gpio_v2_line_info()
        information.offset = line
        guard cgpio_line_info(chip, &information) >= 0 else { return nil }
        let name = withUnsafeBytes(of: &information.consumer) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        return name.isEmpty ? nil : name
    }
}
