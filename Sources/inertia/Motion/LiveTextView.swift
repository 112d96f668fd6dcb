/// A block of lines on stdout redrawn in place (cursor up, clear each line), for the
/// `stream --format text` live view.
final class LiveTextView {
    private var drawnLineCount = 0

    /// Replaces the previous block with `lines`.
    func show(_ lines: [String]) {
        var text = drawnLineCount > 0 ? "\u{1B}[\(drawnLineCount)A" : ""
        for line in lines { text += "\r\u{1B}[K" + line + "\n" }
        Console.write(text)
        Console.flush()
        drawnLineCount = lines.count
    }
}
