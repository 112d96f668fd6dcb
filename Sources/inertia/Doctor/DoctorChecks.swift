import Boards
import I2C
import IMUDrivers
import Platform

/// The checks `inertia doctor` runs, in order. Each returns findings; none throws.
struct DoctorChecks {
    /// Whether the board is a Raspberry Pi: true or false from the device-tree model, nil
    /// when there is no model to tell.
    let isRaspberryPi: Bool?

    init(model: String? = BoardCatalog.readModel()) {
        isRaspberryPi = model.map { $0.contains("Raspberry Pi") }
    }

    /// Every hardware check, on all buses or only `bus`.
    func hardware(bus requested: String?) -> [DoctorFinding] {
        let buses = I2CBusDirectory.system.buses()
        var findings = [i2cEnabled(buses: buses, requested: requested), i2cDevLoaded()]
        let checked: [I2CBusDirectory.Bus]
        if let requested {
            // A node outside /dev (or not named i2c-N) is still opened; its clock is unknown.
            let listed = buses.filter { $0.path == requested }
            let unlisted = I2CBusDirectory.Bus(number: -1, path: requested, adapterName: nil)
            checked = listed.isEmpty && fileExists(requested) ? [unlisted] : listed
        } else {
            checked = buses
        }
        var identities: [(identity: ChipIdentity, location: String)] = []
        var nothingAnywhere: [DoctorFinding] = []
        for bus in checked {
            let access = busAccess(path: bus.path)
            findings.append(access.finding)
            if bus.number >= 0, let clock = busClock(bus: bus) { findings.append(clock) }
            guard let adapter = access.adapter else { continue }
            let devices = busDevices(path: bus.path, adapter: adapter)
            // "Nothing answers" matters only when no bus has an IMU.
            findings += devices.findings.filter { $0.check != "imu" }
            nothingAnywhere += devices.findings.filter { $0.check == "imu" }
            identities += devices.identities.map { ($0, bus.path) }
        }
        if identities.isEmpty { findings += nothingAnywhere }
        findings.append(kernelIIO())
        findings += identities.map { calibration(identity: $0.identity, location: $0.location) }
        return findings
    }

    /// The identity and calibration checks against a simulated chip.
    func simulated(_ simulator: SimulatorConnection) -> [DoctorFinding] {
        let location = simulator.imu.location
        let results = ChipProbe.probe(openDevice: simulator.imu.device(at:))
        let identified = identityFindings(results, location: location)
        return identified.findings + identified.identities.map { calibration(identity: $0, location: location) }
    }

    /// The board and power checks, which need no sensor.
    func system() -> [DoctorFinding] {
        [boardFinding()] + (power().map { [$0] } ?? [])
    }
}

/// Whether anything exists at `path`.
func fileExists(_ path: String) -> Bool {
    access(path, F_OK) == 0
}
