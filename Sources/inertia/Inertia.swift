import ArgumentParser

/// The `inertia` command: device motion from an IMU on a Linux board.
@main
struct Inertia: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inertia",
        abstract: "CoreMotion-grade device motion from a cheap IMU on a Linux board.",
        version: InertiaVersion.current,
        subcommands: [
            // One line per command; each command lives in Commands/<Name>Command.swift.
            ScanCommand.self,
            ReadCommand.self,
            RecordCommand.self,
            StreamCommand.self,
            ReplayCommand.self,
            MeasureDelayCommand.self,
            EvaluateCommand.self,
            BenchCommand.self,
            DemoCommand.self,
            ServeCommand.self,
            EffectsCommand.self,
            CalibrateCommand.self,
            CharacterizeCommand.self,
            DoctorCommand.self,
        ]
    )

    /// Parses the command line and runs the command. Every failure ends here as one
    /// `inertia: error: …` line on stderr: a usage error (unknown option, bad or
    /// conflicting values) exits with 64, anything a command throws with 1 (see
    /// `CommandExit`). Help and `--version` print as the argument parser does.
    static func main() async {
        var command: any ParsableCommand
        do {
            command = try await asyncParseAsRoot(nil)
        } catch {
            CommandExit.usage(error)
        }
        do {
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            CommandExit.failure(error)
        }
    }
}
