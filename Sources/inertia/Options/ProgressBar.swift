import Foundation

/// A one-line progress bar on standard error, redrawn in place (only when stderr is a
/// terminal; otherwise one line per step).
struct ProgressBar {
    let total: Int
    let label: String
    let isTerminal = isatty(STDERR_FILENO) != 0
    let width = 30

    init(total: Int, label: String) {
        self.total = max(1, total)
        self.label = label
    }

    mutating func show(completed: Int, detail: String) {
        let filled = width * min(completed, total) / total
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        let line = "\(label) [\(bar)] \(completed)/\(total) \(detail)"
        write(isTerminal ? "\r\u{1B}[2K" + line : line + "\n")
    }

    mutating func finish() {
        let line = "\(label) [\(String(repeating: "#", count: width))] \(total)/\(total) done"
        write(isTerminal ? "\r\u{1B}[2K" + line + "\n" : line + "\n")
    }

    /// Erases the bar on a terminal (before an error line); nothing otherwise.
    func clear() {
        if isTerminal { write("\r\u{1B}[2K") }
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
