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
        ]
    )
}
