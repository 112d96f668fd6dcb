import ArgumentParser

/// `inertia doctor`: why a sensor does not work, and how to fix it.
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check I²C, permissions, the bus clock, the IMU, calibration and power; print each fix.",
        discussion: "Exits with 0 when nothing is a problem (warnings allowed) and 1 when something is."
    )

    /// The output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Option(help: ArgumentHelp("Check only this bus, e.g. /dev/i2c-1.", valueName: "path"))
    var bus: String?

    @Option(help: ArgumentHelp("Run the identity checks against a simulated chip, e.g. mpu6050.", valueName: "chip"))
    var simulate: String?

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    func run() throws {
        let checks = DoctorChecks()
        let findings: [DoctorFinding]
        if let simulate {
            let simulator = try SimulatorConnection(name: simulate, realTime: false, motion: .still)
            findings = checks.simulated(simulator) + checks.system()
        } else {
            findings = checks.hardware(bus: bus) + checks.system()
        }
        let report = DoctorReport(findings: findings)
        switch format {
        case .text: print(report.textLines.joined(separator: "\n"))
        case .json: print(try JSONOutput.text(report, pretty: true))
        }
        if report.exitStatus != 0 { throw ExitCode(report.exitStatus) }
    }
}
