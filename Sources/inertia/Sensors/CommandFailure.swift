import ArgumentParser
import Platform

/// A failure a command explains in one line.
struct CommandFailure: Error, CustomStringConvertible {
    /// What went wrong and what to do.
    let description: String

    init(_ description: String) { self.description = description }
}

/// Runs a command body; any failure prints one line on stderr ("inertia: error: …") and
/// becomes exit status 1. `Inertia.main` does the same for whatever a command throws, so
/// this is only needed where a command goes on after reporting (or must not reach main).
func reportingFailures<Result>(_ body: () throws -> Result) throws -> Result {
    do {
        return try body()
    } catch let exit as ExitCode {
        throw exit
    } catch {
        printError(ErrorMessage.describe(error))
        throw ExitCode.failure
    }
}

/// Prints "inertia: error: MESSAGE" on stderr: the one place errors are printed. The
/// message is made one line (line breaks become spaces, control characters are escaped,
/// at most 300 characters with the prefix).
func printError(_ message: String) {
    Console.writeError("inertia: error: \(DisplayText.line(message, maximum: 284))\n")
}

/// Prints "inertia: warning: MESSAGE" on stderr, one line as `printError` makes it.
func printWarning(_ message: String) {
    Console.writeError("inertia: warning: \(DisplayText.line(message, maximum: 282))\n")
}
