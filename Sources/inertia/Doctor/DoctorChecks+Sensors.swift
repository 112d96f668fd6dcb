import Calibration
import DeviceMotion
import Foundation
import I2C
import IMUDrivers

/// The sensor checks: WHO_AM_I identities, kernel IIO gyroscopes, saved calibration.
extension DoctorChecks {
    /// One finding per chip that answered (ok, or a warning for a clone or a different
    /// part), one per address that answered with something else, and a problem when
    /// nothing answered at all.
    func identityFindings(
        _ results: [(address: UInt8, result: ChipProbe.AddressResult)], location: String
    ) -> (findings: [DoctorFinding], identities: [ChipIdentity]) {
        var findings: [DoctorFinding] = []
        var identities: [ChipIdentity] = []
        for (address, result) in results {
            let check = "imu \(hex(address))"
            switch result {
            case let .found(identity):
                identities.append(identity)
                let found = "\(identity.model.name) on \(location), WHO_AM_I \(hex(identity.whoAmIFound))"
                if identity.warnings.isEmpty {
                    findings.append(.ok(check, found))
                } else {
                    findings.append(DoctorFinding(
                        check: check, status: .warning, found: found + "; " + identity.warnings.joined(separator: "; "),
                        fix: "it may work as it is; if readings are wrong, name the part with --chip or replace the module"))
                }
            case let .failed(error):
                findings.append(DoctorFinding(
                    check: check, status: .problem, found: "not a known IMU on \(location): \(error)",
                    fix: "check the part number; name it with --chip if it is supported, or check wiring and pull-ups"))
            case .absent:
                continue
            }
        }
        if results.allSatisfy({ if case .absent = $0.result { true } else { false } }) {
            let addresses = ChipProbe.imuAddresses.map(hex).joined(separator: ", ")
            findings.append(DoctorFinding(
                check: "imu", status: .problem, found: "nothing answers at \(addresses) on \(location)",
                fix: "check the wiring (SDA, SCL, 3.3 V, GND), the AD0/SA0 pin level (low: 0x68/0x6A, high: 0x69/0x6B) "
                    + "and pull-up resistors on SDA and SCL"))
        }
        return (findings, identities)
    }

    /// Whether the kernel offers an IMU through IIO (a device with a gyroscope channel).
    func kernelIIO(root: String = "/sys/bus/iio/devices") -> DoctorFinding {
        let devices: [IIODeviceDirectory]
        do {
            devices = try IIODeviceDirectory.all(root: root)
        } catch {
            return DoctorFinding(check: "kernel iio", status: .warning, found: "cannot list \(root): \(error)",
                                 fix: "check the permissions of \(root)")
        }
        let gyroscopes = devices.filter { $0.has("in_anglvel_x_raw") }
        if gyroscopes.isEmpty {
            let found = devices.isEmpty ? "no IIO devices" : "no IIO device has a gyroscope (\(devices.map(\.description).joined(separator: ", ")))"
            return .ok("kernel iio", found + "; Inertia reads the chip over I²C")
        }
        return .ok("kernel iio", "gyroscope at \(gyroscopes.map(\.description).joined(separator: ", ")): read it with --iio")
    }

    /// The saved calibration profile for a found sensor: present, for this sensor, how old,
    /// and its score (a step graded redo is a warning naming it and why).
    func calibration(identity: ChipIdentity, location: String, directory: String = CalibrationProfile.defaultDirectory()) -> DoctorFinding {
        let check = "calibration \(identity.model.name)"
        let address = Int(identity.address)
        let path = directory + "/" + CalibrationProfile.defaultFileName(chip: identity.model.name, bus: location, address: address)
        let calibrate = "run `inertia calibrate` for this sensor"
        guard fileExists(path) else {
            return DoctorFinding(check: check, status: .warning, found: "no saved profile (\(path))",
                                 fix: calibrate + " (readings are used uncalibrated until then)")
        }
        let profile: CalibrationProfile
        do {
            profile = try CalibrationProfile.load(path: path)
            _ = try profile.correction(file: path)  // the ranges and shapes the runtime refuses
        } catch {
            return DoctorFinding(check: check, status: .problem, found: error.description, fix: calibrate + " again, or remove \(path)")
        }
        guard profile.matches(chip: identity.model.name, address: address) else {
            return DoctorFinding(check: check, status: .problem,
                                 found: "\(path) belongs to \(profile.sensor.chip), not this \(identity.model.name)",
                                 fix: calibrate + " again")
        }
        let score = CalibrationScore(profile: profile)
        if let redo = score.steps.first(where: { $0.grade == .redo }) {
            return DoctorFinding(check: check, status: .warning, found: "\(path) scores redo: \(redo.name): \(redo.reason)",
                                 fix: "run `inertia calibrate \(Self.calibrateTarget(redo.name))` for this sensor")
        }
        let scoreText = score.steps.isEmpty ? "" : ", score \(score.overall.rawValue)"
        guard let created = profile.created, let date = ISO8601DateFormatter().date(from: created) else {
            return .ok(check, "\(path) (no creation date)\(scoreText)")
        }
        let days = Int(Date().timeIntervalSince(date) / 86_400)
        if days > Self.calibrationMaximumAgeDays {
            return DoctorFinding(check: check, status: .warning, found: "\(path) is \(days) days old",
                                 fix: calibrate + " again: gyroscope bias drifts with age and temperature")
        }
        return .ok(check, "\(path), \(days) days old\(scoreText)")
    }

    /// The `inertia calibrate` target that runs a score step alone ("gyroscope" → "gyro").
    static func calibrateTarget(_ step: String) -> String {
        CalibrationTarget.allCases.first { $0.steps.map(\.name) == [step] }?.rawValue ?? CalibrationTarget.all.rawValue
    }

    /// A saved profile older than this many days gives a warning.
    static let calibrationMaximumAgeDays = 180
}
