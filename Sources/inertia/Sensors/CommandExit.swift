import ArgumentParser

/// How `inertia` ends on an error: one `inertia: error: …` line (through `printError`)
/// and the exit status. 64 (`ExitCode.validationFailure`, EX_USAGE) for usage errors,
/// 1 (`ExitCode.failure`) for runtime errors.
enum CommandExit {
    /// The exit status of a usage error: EX_USAGE.
    static let usageStatus: Int32 = 64

    /// A parse or validation error: one line naming the problem and where to read the
    /// options, exit status 64. Help, `--version` and other clean exits print as usual.
    static func usage(_ error: any Error) -> Never {
        let code = Inertia.exitCode(for: error)
        guard code != .success, !(error is CleanExit) else { Inertia.exit(withError: error) }
        let message = Inertia.message(for: error)
        let command = commandName()
        printError(message + " (see 'inertia \(command.map { $0 + " " } ?? "")--help')")
        Inertia.exit(withError: ExitCode(code == .validationFailure ? usageStatus : code.rawValue))
    }

    /// An error a command's `run()` threw: an `ExitCode` the command chose (it has printed
    /// its line), a usage error found while running (64), or any other error as one line
    /// and exit status 1.
    static func failure(_ error: any Error) -> Never {
        // `inertia help` and `inertia CMD --help` reach here: the parser's help command
        // "throws" its help request, which prints the help and exits 0.
        if Inertia.exitCode(for: error) == .success { Inertia.exit(withError: error) }
        switch error {
        case let exit as ExitCode:
            Inertia.exit(withError: exit)
        case is CleanExit:
            Inertia.exit(withError: error)
        case is ValidationError:
            printError(Inertia.message(for: error))
            Inertia.exit(withError: ExitCode(usageStatus))
        default:
            printError(ErrorMessage.describe(error))
            Inertia.exit(withError: ExitCode.failure)
        }
    }

    /// The subcommand named on the command line, if any.
    private static func commandName() -> String? {
        let names = Inertia.configuration.subcommands.map { $0._commandName }
        return CommandLine.arguments.dropFirst().first { names.contains($0) }
    }
}
