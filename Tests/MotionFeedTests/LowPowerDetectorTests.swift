import Foundation
import MotionEffects
import Testing
@testable import MotionFeed

@Suite struct LowPowerDetectorTests {
    /// Writes a fake `power_supply` tree and returns its path.
    func powerSupplyTree(_ entries: [String: [String: String]]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("power-supply-\(UUID().uuidString)").path
        for (name, files) in entries {
            let folder = root + "/" + name
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for (file, contents) in files {
                try (contents + "\n").write(toFile: folder + "/" + file, atomically: true, encoding: .utf8)
            }
        }
        return root
    }

    @Test func dischargingBatteryBelowTheThresholdIsLowPower() throws {
        let low = try powerSupplyTree([
            "AC": ["type": "Mains", "online": "0"],
            "BAT0": ["type": "Battery", "status": "Discharging", "capacity": "12"],
        ])
        defer { try? FileManager.default.removeItem(atPath: low) }
        let detector = LowPowerDetector(powerSupplyRootPath: low, batteryThresholdPercent: 20, readThrottleStatus: { nil })
        #expect(detector.isLowPower())
        #expect(PowerSupplyStatus.batteries(rootPath: low).map(\.name) == ["BAT0"])
        #expect(!LowPowerDetector(powerSupplyRootPath: low, batteryThresholdPercent: 10, readThrottleStatus: { nil }).isLowPower())
        #expect(MotionSettings().gate(updateIntervalSeconds: 0.1, isSensorAvailable: true, environment: [:], isLowPowerDetected: detector.isLowPower()).reasons == [.lowPower])
    }

    @Test func chargingOrFullBatteryIsNotLowPower() throws {
        let charging = try powerSupplyTree(["BAT1": ["type": "Battery", "status": "Charging", "capacity": "5"]])
        defer { try? FileManager.default.removeItem(atPath: charging) }
        #expect(!LowPowerDetector(powerSupplyRootPath: charging, readThrottleStatus: { nil }).isLowPower())
        #expect(!LowPowerDetector(powerSupplyRootPath: "/nonexistent/power_supply", readThrottleStatus: { nil }).isLowPower())
    }

    @Test func throttlingCountsAsLowPower() {
        let detector = LowPowerDetector(powerSupplyRootPath: "/nonexistent", readThrottleStatus: { ThrottleStatus(rawValue: 0x4) })
        #expect(detector.isLowPower())
        // No vcgencmd in an empty search path: no reading.
        #expect(LowPowerDetector.vcgencmdThrottleReader(searchPaths: [])() == nil)
    }
}
