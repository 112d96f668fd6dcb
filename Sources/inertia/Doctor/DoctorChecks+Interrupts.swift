import DeviceMotion
import GPIO
import IMUDrivers
import IMUSamples
import IMUSimulator

/// The interrupt-line check of `inertia doctor --interrupt`: the line can be requested,
/// and the chip read on it for a moment keeps time (edges arrive, none missed, the
/// latency from edge to read, the samples' age, the sensor clock's drift).
extension DoctorChecks {
    /// How long the chip is read on the line, seconds.
    static let interruptTestSeconds = 2.0

    /// Requests `line` for the chip `connection` opens and streams on it at 1 kHz (or the
    /// chip's nearest rate) for `interruptTestSeconds`.
    func interruptFindings(line: InterruptLineArgument, connection: IMUConnection?) -> [DoctorFinding] {
        let check = "interrupt"
        let interruptLine: any InterruptLine
        switch line {
        case .simulated:
            guard let imu = connection?.simulatedIMU else {
                return [DoctorFinding(check: check, status: .problem, found: "--interrupt simulated without a simulated chip",
                                      fix: "add --simulate mpu6050 (or name the GPIO line, e.g. --interrupt gpiochip0:17)")]
            }
            interruptLine = SimulatedInterruptLine(imu: imu)
        case let .gpio(name):
            do {
                interruptLine = try GPIOInterruptLine(name)
            } catch {
                return [DoctorFinding(check: "\(check) \(name)", status: .problem, found: error.problem, fix: error.fix)]
            }
        }
        let lineCheck = "\(check) \(interruptLine.name)"
        guard let connection else {
            interruptLine.release()
            return [.ok(lineCheck, "the line can be requested; no IMU was found to read on it")]
        }
        let source = connection.makeSource(settings: SensorSettings(sampleRateHertz: 1000), interruptLine: interruptLine)
        var sampleCount = 0
        do {
            try source.start()
            defer { source.stop() }
            let end = connection.clock.nowSeconds + Self.interruptTestSeconds
            while connection.clock.nowSeconds < end, let batch = try source.nextBatch() {
                sampleCount += batch.samples.count
            }
        } catch {
            return [DoctorFinding(check: lineCheck, status: .problem, found: "reading \(connection.identity.model.name) on the line failed: \(error)",
                                  fix: "check that INT is wired to this line and the chip is powered")]
        }
        guard let report = source.currentInterruptTiming(), report.edgeCount > 0 else {
            return [DoctorFinding(
                check: lineCheck, status: .problem,
                found: "no edges in \(Int(Self.interruptTestSeconds)) s while the \(connection.identity.model.name) produced \(sampleCount) samples",
                fix: "wire the chip's INT (INT1) pin to this line, or name the line it is wired to")]
        }
        let found = InterruptTimingJSON.text(report) + " (\(sampleCount) samples in \(Int(Self.interruptTestSeconds)) s)"
        if report.missedEdgeCount > 0 || report.readsWithoutEdgeCount > 0 {
            return [DoctorFinding(check: lineCheck, status: .warning, found: found,
                                  fix: "edges were missed: a busy machine; lower --rate, or use --interrupt-signal latched")]
        }
        return [.ok(lineCheck, found)]
    }
}
