import Platform

/// Owns the terminal while the demo runs: raw input, the alternate screen, a hidden cursor,
/// and putting everything back afterwards.
///
/// `restore()` is idempotent. `DemoRunner` calls it when its loop ends, and its signal
/// handlers end the loop, so the terminal is restored on `q`, on Ctrl-C and on SIGTERM.
public final class TerminalSession: @unchecked Sendable {
    /// The escape sequence that enters the alternate screen, hides the cursor, turns off
    /// line wrapping and clears the screen.
    public static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[2J"
    /// The escape sequence that undoes `enterSequence`.
    public static let leaveSequence = "\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

    private let inputDescriptor: Int32
    private let outputDescriptor: Int32
    private var savedAttributes: termios?
    private var isActive = false

    /// Creates a session on standard input and output; nothing changes until `enter()`.
    public init(inputDescriptor: Int32 = STDIN_FILENO, outputDescriptor: Int32 = STDOUT_FILENO) {
        self.inputDescriptor = inputDescriptor
        self.outputDescriptor = outputDescriptor
    }

    /// Whether both input and output are terminals.
    public var isInteractive: Bool {
        isatty(inputDescriptor) == 1 && isatty(outputDescriptor) == 1
    }

    /// Switches input to raw mode (no echo, no line buffering, no Ctrl-S/Ctrl-Q flow control;
    /// signal keys such as Ctrl-C still send their signals), enters the alternate screen and
    /// hides the cursor.
    public func enter() {
        guard !isActive else { return }
        var attributes = termios()
        if tcgetattr(inputDescriptor, &attributes) == 0 {
            savedAttributes = attributes
            var raw = attributes
            raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN)
            raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
            withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
                bytes[Int(VMIN)] = 0
                bytes[Int(VTIME)] = 0
            }
            tcsetattr(inputDescriptor, TCSAFLUSH, &raw)
        }
        isActive = true
        write(Self.enterSequence)
    }

    /// Puts the terminal back as it was. Safe to call more than once.
    public func restore() {
        guard isActive else { return }
        isActive = false
        write(Self.leaveSequence)
        if var attributes = savedAttributes {
            tcsetattr(inputDescriptor, TCSAFLUSH, &attributes)
        }
    }

    /// Reads the keys typed since the last call, without waiting.
    public func readKeys() -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 64)
        var pending = pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&pending, 1, 0) > 0 else { return [] }
        let count = buffer.withUnsafeMutableBytes { read(inputDescriptor, $0.baseAddress, $0.count) }
        return count > 0 ? Array(buffer[0..<count]) : []
    }

    /// Writes `bytes` to the output in full, retrying on interruption.
    public func write(_ bytes: [UInt8]) {
        TerminalOutput.writeAll(bytes, to: outputDescriptor)
    }

    /// Writes `text` to the output.
    public func write(_ text: String) {
        write(Array(text.utf8))
    }
}
