import Boards
import I2C
import IMUDrivers
import Platform

/// The I²C checks: buses present, i2c-dev loaded, each bus opened, its clock, and what
/// answers at the IMU addresses.
extension DoctorChecks {
    /// The fix for "no I²C bus": the Raspberry Pi's switch on a Pi (or an unknown board),
    /// `modprobe i2c-dev` elsewhere.
    static func enableI2CFix(isRaspberryPi: Bool?) -> String {
        let raspberryPi = "`sudo raspi-config` → Interface Options → I2C, or add dtparam=i2c_arm=on to /boot/firmware/config.txt and reboot"
        let elsewhere = "`sudo modprobe i2c-dev` (add i2c-dev to /etc/modules to keep it)"
        switch isRaspberryPi {
        case true?: return raspberryPi
        case false?: return elsewhere
        case nil: return "on a Raspberry Pi: \(raspberryPi); elsewhere: \(elsewhere)"
        }
    }

    /// Whether any `/dev/i2c-*` node exists (or the one named with `--bus`).
    func i2cEnabled(buses: [I2CBusDirectory.Bus], requested: String?) -> DoctorFinding {
        if let requested {
            if buses.contains(where: { $0.path == requested }) || fileExists(requested) {
                return .ok("i2c enabled", "\(requested) exists")
            }
            return DoctorFinding(check: "i2c enabled", status: .problem, found: "\(requested) does not exist",
                                 fix: "list the buses with `inertia scan`, or " + Self.enableI2CFix(isRaspberryPi: isRaspberryPi))
        }
        if buses.isEmpty {
            return DoctorFinding(check: "i2c enabled", status: .problem,
                                 found: "no I²C bus: there is no /dev/i2c-* device",
                                 fix: Self.enableI2CFix(isRaspberryPi: isRaspberryPi))
        }
        return .ok("i2c enabled", buses.map(\.path).joined(separator: ", "))
    }

    /// Whether the i2c-dev driver, which makes the /dev/i2c-* nodes, is loaded or built in.
    func i2cDevLoaded() -> DoctorFinding {
        if fileExists("/sys/module/i2c_dev") || fileExists("/sys/class/i2c-dev") {
            return .ok("i2c-dev module", "loaded")
        }
        return DoctorFinding(check: "i2c-dev module", status: .problem,
                             found: "not loaded (no /sys/module/i2c_dev or /sys/class/i2c-dev)",
                             fix: "`sudo modprobe i2c-dev` (add i2c-dev to /etc/modules to keep it)")
    }

    /// Opens the bus; the finding names permission and missing-node failures with the fix.
    func busAccess(path: String) -> (finding: DoctorFinding, adapter: (any I2CAdapter)?) {
        let check = "bus access \(path)"
        do {
            let adapter = try BusConnection.open(path: path)
            return (.ok(check, "opened for reading and writing"), adapter)
        } catch {
            var found = error.description
            let fix: String
            switch error {
            case .permissionDenied:
                switch isInGroup("i2c") {
                case false?: found += "; you are not in group i2c"
                case true?: found += "; you are in group i2c, so check the node's group and mode (ls -l \(path))"
                case nil: found += "; this system has no group i2c"
                }
                fix = "`sudo usermod -aG i2c $USER`, then log out and in (or run with sudo once to confirm)"
            case .busNotFound:
                fix = Self.enableI2CFix(isRaspberryPi: isRaspberryPi)
            default:
                fix = "check that \(path) is an I²C bus (`inertia scan` lists them)"
            }
            return (DoctorFinding(check: check, status: .problem, found: found, fix: fix), nil)
        }
    }

    /// The bus clock from the device tree; nil when the device tree does not give one.
    func busClock(bus: I2CBusDirectory.Bus) -> DoctorFinding? {
        let check = "bus clock \(bus.path)"
        let hertz: Int?
        do {
            hertz = try I2CBusDirectory.system.clockFrequencyHertz(busNumber: bus.number)
        } catch {
            return DoctorFinding(check: check, status: .warning, found: "cannot read the device tree's clock-frequency: \(error)",
                                 fix: "check /sys/class/i2c-adapter/i2c-\(bus.number)/of_node/clock-frequency")
        }
        guard let hertz else { return nil }
        let kilohertz = "\(hertz / 1000) kHz"
        if hertz < 400_000 {
            return DoctorFinding(check: check, status: .warning,
                                 found: "\(kilohertz): 1 kHz FIFO reads need 400 kHz",
                                 fix: "add dtparam=i2c_arm_baudrate=400000 to /boot/firmware/config.txt and reboot")
        }
        return .ok(check, kilohertz)
    }

    /// Scans the IMU addresses of an opened bus: kernel drivers holding them, and the chips
    /// that answer (identified by WHO_AM_I).
    func busDevices(path: String, adapter: any I2CAdapter) -> (findings: [DoctorFinding], identities: [ChipIdentity]) {
        var findings: [DoctorFinding] = []
        var present: Set<UInt8>?
        do {
            let entries = try adapter.scan()
            present = Set(entries.filter { $0.result == .present }.map(\.address))
            for entry in entries where ChipProbe.imuAddresses.contains(entry.address) {
                if case let .busy(driver) = entry.result {
                    findings.append(DoctorFinding(
                        check: "kernel driver \(hex(entry.address))", status: .warning,
                        found: "\(path) \(hex(entry.address)) is bound to \(driver ?? "a kernel driver") (EBUSY)",
                        fix: "read it through the kernel driver with --iio DEVICE (the kernel iio line names it), or unbind the driver"))
                }
            }
        } catch {
            findings.append(DoctorFinding(check: "address scan \(path)", status: .warning,
                                          found: "the adapter cannot probe addresses (\(error)); trying the IMU addresses directly",
                                          fix: "none needed unless no IMU is found"))
        }
        let addresses = ChipProbe.imuAddresses.filter { present?.contains($0) ?? true }
        let results = ChipProbe.probe(addresses: addresses, openDevice: adapter.device(at:))
        let identified = identityFindings(results, location: path)
        return (findings + identified.findings, identified.identities)
    }
}

/// Whether this process is in the group `name`; nil when there is no such group or the
/// groups cannot be read.
func isInGroup(_ name: String) -> Bool? {
    guard let group = getgrnam(name) else { return nil }
    let groupID = group.pointee.gr_gid
    var groups = [gid_t](repeating: 0, count: 1024)
    let count = getgroups(Int32(groups.count), &groups)
    guard count >= 0 else { return nil }
    return getegid() == groupID || groups.prefix(Int(count)).contains(groupID)
}
