import ArgumentParser
import I2C
import IMUDrivers

/// `inertia scan`: the I²C buses, what answers on them, and which answers are IMUs.
struct ScanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "List I²C buses, the devices on them, and identify IMUs by WHO_AM_I."
    )

    @Option(help: ArgumentHelp("Scan only this bus, e.g. /dev/i2c-1.", valueName: "path"))
    var bus: String?

    @Option(help: ArgumentHelp("Scan a simulated chip instead of hardware, e.g. mpu6050.", valueName: "chip"))
    var simulate: String?

    @Option(help: ArgumentHelp("Identify as this chip instead of automatically (auto, mpu6050, lsm6ds3, …).", valueName: "chip"))
    var chip: String = "auto"

    func validate() throws {
        if chip != "auto" && ChipCatalog.model(named: chip) == nil {
            throw ValidationError("unknown chip '\(chip)'; use auto or one of: \(ChipCatalog.acceptedKeys)")
        }
    }

    func run() throws {
        try reportingFailures {
            let expected = chip == "auto" ? nil : ChipCatalog.model(named: chip)
            if let simulate {
                let simulator = try SimulatorConnection(name: simulate, realTime: false, motion: .still)
                print("\(simulator.imu.location) (simulated bus)")
                let results = ChipProbe.probe(expected: expected, openDevice: simulator.imu.device(at:))
                printIMUs(results, present: nil)
                return
            }
            let paths: [String]
            if let bus {
                paths = [bus]
            } else {
                let present = BusConnection.presentBuses()
                guard !present.isEmpty else {
                    print("""
                        No I²C buses found: there is no /dev/i2c-* device on this machine.
                        On a Raspberry Pi, enable I²C with `sudo raspi-config` (Interface Options → I2C) or add
                        dtparam=i2c_arm=on to /boot/firmware/config.txt and reboot; elsewhere try `sudo modprobe i2c-dev`.
                        To try Inertia without hardware, use the simulator:
                          inertia scan --simulate mpu6050
                          inertia read --simulate mpu6050 --once --format json
                          inertia demo
                        """)
                    return
                }
                paths = present.map(\.path)
                for entry in present { print("found bus \(entry)") }
            }
            var failures = 0
            for path in paths {
                do {
                    try scan(path: path, expected: expected)
                } catch let error as I2CError {
                    // One bus failing (permission, missing) is reported; others are still scanned.
                    if paths.count == 1 { throw error }
                    printError(error.description)
                    failures += 1
                }
            }
            if failures == paths.count && failures > 0 { throw CommandFailure("no bus could be scanned") }
        }
    }

    private func scan(path: String, expected: ChipModel?) throws {
        let adapter = try BusConnection.open(path: path)
        print(path)
        var present: Set<UInt8>?
        do {
            let entries = try adapter.scan()
            // Addresses a kernel driver owns (UU) cannot be opened; they are reported, not identified.
            present = Set(entries.filter { $0.result == .present }.map(\.address))
            let list = entries.map(\.description).joined(separator: ", ")
            print("  devices: \(entries.isEmpty ? "none" : list)")
            for entry in entries {
                if case let .busy(driver) = entry.result, ChipProbe.imuAddresses.contains(entry.address) {
                    print("  \(hex(entry.address))  in use by \(driver ?? "a kernel driver"): read it through IIO (--iio) or unbind the driver")
                }
            }
        } catch {
            print("  devices: the adapter cannot probe addresses (\(error)); trying the IMU addresses directly")
        }
        let addresses = ChipProbe.imuAddresses.filter { present?.contains($0) ?? true }
        let results = ChipProbe.probe(addresses: addresses, expected: expected, openDevice: adapter.device(at:))
        printIMUs(results, present: present)
    }

    private func printIMUs(_ results: [(address: UInt8, result: ChipProbe.AddressResult)], present: Set<UInt8>?) {
        var found = 0
        for (address, result) in results {
            switch result {
            case let .found(identity):
                found += 1
                print("  \(hex(address))  \(identity.model.name)  \(identity.model.family.rawValue), \(identity.variantDescription)")
                for warning in identity.warnings { print("        warning: \(warning)") }
            case let .failed(error):
                print("  \(hex(address))  not a known IMU: \(error)")
            case .absent:
                continue
            }
        }
        if found == 0 { print("  no IMU found at \(ChipProbe.imuAddresses.map(hex).joined(separator: ", "))") }
    }
}
