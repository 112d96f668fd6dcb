import ArgumentParser
import IMUDrivers

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

    @Option(help: ArgumentHelp(
        "Also check the interrupt line: gpiochipN:LINE (the GPIO line the IMU's INT pin is wired to), or simulated with --simulate. The line is requested and the first IMU found is read on it for 2 s at 1 kHz: edges, missed edges, edge-to-read latency, sample age, sensor-clock drift.",
        valueName: "line"), transform: InterruptLineArgument.parse)
    var interrupt: InterruptLineArgument?

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    func run() throws {
        let checks = DoctorChecks()
        var findings: [DoctorFinding]
        if let simulate {
            let simulator = try SimulatorConnection(name: simulate, realTime: false, motion: .still)
            findings = checks.simulated(simulator) + checks.system()
            if let interrupt {
                // Timing is measured in real time, on a chip of its own.
                let timed = try SimulatorConnection(name: simulate, realTime: true, motion: .still)
                let connection: IMUConnection?
                do { connection = try timed.imu.connect() } catch { connection = nil }
                findings += checks.interruptFindings(line: interrupt, connection: connection)
            }
        } else {
            findings = checks.hardware(bus: bus) + checks.system()
            if let interrupt { findings += checks.interruptFindings(line: interrupt, connection: firstIMU()) }
        }
        let report = DoctorReport(findings: findings)
        switch format {
        case .text: print(report.textLines.joined(separator: "\n"))
        case .json: print(try JSONOutput.text(report, pretty: true))
        }
        if report.exitStatus != 0 { throw ExitCode(report.exitStatus) }
    }

    func validate() throws {
        if interrupt == .simulated && simulate == nil { throw ValidationError("--interrupt simulated needs --simulate") }
        if let interrupt, interrupt != .simulated, simulate != nil { throw ValidationError("--simulate has no GPIO line; use --interrupt simulated") }
    }

    /// The first IMU on `--bus` (or any bus), for the interrupt check; nil when none answers.
    private func firstIMU() -> IMUConnection? {
        let paths = bus.map { [$0] } ?? BusConnection.presentBuses().map(\.path)
        for path in paths {
            do { return try IMUConnection.open(busPath: path) } catch { continue }
        }
        return nil
    }
}
