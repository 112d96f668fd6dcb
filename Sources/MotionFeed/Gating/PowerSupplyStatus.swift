import Foundation
import MotionEffects

/// One entry of `/sys/class/power_supply` that is a battery.
public struct BatteryStatus: Sendable, Equatable {
    /// The entry's name (e.g. `BAT0`).
    public var name: String
    /// The `status` file: `Charging`, `Discharging`, `Full`, `Not charging` or `Unknown`.
    public var status: String
    /// The `capacity` file, percent 0–100; nil when absent or unreadable.
    public var capacityPercent: Int?

    /// Creates a battery status.
    public init(name: String, status: String, capacityPercent: Int?) {
        self.name = name
        self.status = status
        self.capacityPercent = capacityPercent
    }

    /// Whether the battery is discharging.
    public var isDischarging: Bool { status.lowercased() == "discharging" }
}

/// Reads the batteries under a `power_supply` class directory.
public enum PowerSupplyStatus {
    /// The kernel's directory: `/sys/class/power_supply`.
    public static let defaultRootPath = "/sys/class/power_supply"

    /// Every entry whose `type` file says `Battery`; empty when the directory is missing.
    /// - Parameter rootPath: the class directory; default ``defaultRootPath`` (inject a
    ///   temporary folder in tests).
    public static func batteries(rootPath: String = defaultRootPath) -> [BatteryStatus] {
        let fileManager = FileManager.default
        let names: [String]
        do {
            names = try fileManager.contentsOfDirectory(atPath: rootPath)
        } catch {
            return []
        }
        return names.sorted().compactMap { name -> BatteryStatus? in
            let folder = rootPath + "/" + name
            guard readLine(folder + "/type")?.lowercased() == "battery" else { return nil }
            let status = readLine(folder + "/status") ?? "Unknown"
            let capacity = readLine(folder + "/capacity").flatMap { Int($0) }
            return BatteryStatus(name: name, status: status, capacityPercent: capacity)
        }
    }

    static func readLine(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path),
              let text = String(data: data, encoding: .utf8) else { return nil }
        let line = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return line.isEmpty ? nil : line
    }
}
