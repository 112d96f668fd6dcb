import ArgumentParser
import IMUSamples

/// `FILES… [--format text|json]` for the commands that read recordings with ground truth
/// (evaluate, measure-delay).
struct GroundTruthOptions: ParsableArguments {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "Recordings with ref_q* (and movement) columns, e.g. ../shared/data/broad/*.csv.")
    var files: [String]

    @Option(name: .long, help: "Output format: text or json.")
    var format: Format = .text

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("Give at least one recording.") }
    }

    /// Reads each file in turn, with a progress bar labelled `label`, and returns what `body`
    /// makes of each recording.
    /// Each recording is held in memory as numbers (about 100 bytes per sample), one at a time.
    func mapRecordings<Result>(label: String, _ body: (consuming Recording) throws -> Result) throws -> [Result] {
        try mapFiles(label: label) { file in
            let recording = try CSVLogReader.read(path: file)
            for warning in recording.warnings { printWarning(warning.description) }
            return try body(consume recording)
        }
    }

    /// Opens each file in turn as a stream (constant memory), with a progress bar labelled
    /// `label`, and returns what `body` makes of it; warnings are printed after `body`.
    func mapStreams<Result>(label: String, _ body: (CSVLogStream) throws -> Result) throws -> [Result] {
        try mapFiles(label: label) { file in
            let stream = try CSVLogStream(path: file)
            let result = try body(stream)
            for warning in stream.warnings { printWarning(warning.description) }
            return result
        }
    }

    /// The progress bar is drawn only on a terminal (scripts and logs get the result and,
    /// on failure, the one error line); it is cleared before an error is printed.
    private func mapFiles<Result>(label: String, _ body: (String) throws -> Result) throws -> [Result] {
        var progress = ProgressBar(total: files.count, label: label)
        var results: [Result] = []
        for file in files {
            if progress.isTerminal { progress.show(completed: results.count, detail: CSVLogReader.recordingName(path: file)) }
            do {
                results.append(try body(file))
            } catch {
                progress.clear()
                throw error
            }
        }
        if progress.isTerminal { progress.finish() }
        return results
    }
}

/// Fixed-width text columns.
enum TextColumns {
    /// `text` padded with spaces to `width` characters: right-aligned, or left-aligned
    /// when `left` is true.
    static func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return left ? text + padding : padding + text
    }
}
