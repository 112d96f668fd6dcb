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
    func mapRecordings<Result>(label: String, _ body: (Recording) throws -> Result) throws -> [Result] {
        var progress = ProgressBar(total: files.count, label: label)
        var results: [Result] = []
        for file in files {
            progress.show(completed: results.count, detail: CSVLogReader.recordingName(path: file))
            results.append(try body(try CSVLogReader.read(path: file)))
        }
        progress.finish()
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
