import Foundation

/// Where the guided flow talks to the user: instructions and notes on stderr (so a
/// profile or summary on stdout stays clean), progress bars redrawn in place on a terminal.
struct CalibrationPrompter {
    /// Whether stderr is a terminal (progress redraws in place).
    let isTerminal = isatty(STDERR_FILENO) != 0

    /// A step's instruction, on its own line.
    func instruct(_ text: String) {
        Console.writeError("\n» \(text)\n")
    }

    /// A remark while a step runs.
    func note(_ text: String) {
        Console.writeError((isTerminal ? "\r\u{1B}[2K" : "") + "  \(text)\n")
    }

    /// A progress bar for a step.
    func progress(label: String, total: Int) -> StepProgress {
        StepProgress(bar: ProgressBar(total: total, label: "  " + label), total: total, isTerminal: isTerminal)
    }

    /// Redraws a one-line live view (or prints it, when stderr is not a terminal).
    func live(_ line: String) {
        Console.writeError(isTerminal ? "\r\u{1B}[2K" + line : line + "\n")
    }
}

/// A step's progress bar, redrawn only when it moves (on a terminal) or at each quarter
/// (in a log), so a non-interactive run prints a handful of lines.
struct StepProgress {
    var bar: ProgressBar
    let total: Int
    let isTerminal: Bool
    private var lastShown = -1

    init(bar: ProgressBar, total: Int, isTerminal: Bool) {
        self.bar = bar
        self.total = max(1, total)
        self.isTerminal = isTerminal
    }

    mutating func show(completed: Int, detail: String) {
        let shown = isTerminal ? completed : completed * 4 / total
        guard shown != lastShown else { return }
        lastShown = shown
        bar.show(completed: completed, detail: detail)
    }

    mutating func finish() { bar.finish() }
}
