import Foundation
import MotionEffects

/// Detects low-power conditions on a Linux board: a battery discharging below a threshold
/// (`/sys/class/power_supply`), or Raspberry Pi under-voltage/throttling reported by
/// `vcgencmd get_throttled` where that command exists.
public struct LowPowerDetector: Sendable {
    /// The `power_supply` class directory. Default `/sys/class/power_supply`.
    public var powerSupplyRootPath: String
    /// A discharging battery below this charge counts as low power, percent. Default 20.
    public var batteryThresholdPercent: Int
    /// Reads the throttle flags; nil when unavailable. Default: runs `vcgencmd get_throttled`
    /// if the command is found (``vcgencmdThrottleReader(searchPaths:)``).
    public var readThrottleStatus: @Sendable () -> ThrottleStatus?

    /// Creates a detector. Defaults: the kernel's directory, 20 %, `vcgencmd` if present.
    public init(
        powerSupplyRootPath: String = PowerSupplyStatus.defaultRootPath,
        batteryThresholdPercent: Int = 20,
        readThrottleStatus: @escaping @Sendable () -> ThrottleStatus? = LowPowerDetector.vcgencmdThrottleReader()
    ) {
        self.powerSupplyRootPath = powerSupplyRootPath
        self.batteryThresholdPercent = batteryThresholdPercent
        self.readThrottleStatus = readThrottleStatus
    }

    /// Whether any battery is discharging below the threshold.
    public func isBatteryLow() -> Bool {
        PowerSupplyStatus.batteries(rootPath: powerSupplyRootPath).contains { battery in
            guard battery.isDischarging, let capacity = battery.capacityPercent else { return false }
            return capacity < batteryThresholdPercent
        }
    }

    /// Whether the board is in a low-power condition now (battery or throttling).
    public func isLowPower() -> Bool {
        if isBatteryLow() { return true }
        return readThrottleStatus()?.indicatesLowPower ?? false
    }

    /// The folders searched for `vcgencmd`: `PATH`'s folders, then `/usr/bin` and `/opt/vc/bin`.
    public static func defaultSearchPaths(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        let fromPath = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        return fromPath + ["/usr/bin", "/opt/vc/bin"]
    }

    /// A reader that runs `vcgencmd get_throttled` when the executable exists in one of
    /// `searchPaths`, and returns nil otherwise (or when it fails or prints something else).
    public static func vcgencmdThrottleReader(searchPaths: [String] = defaultSearchPaths()) -> @Sendable () -> ThrottleStatus? {
        let executable = searchPaths.lazy.map { $0 + "/vcgencmd" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        return {
            guard let executable else { return nil }
            return runThrottleCommand(executablePath: executable)
        }
    }

    static func runThrottleCommand(executablePath: String) -> ThrottleStatus? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executablePath)
        process.arguments = ["get_throttled"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let text = String(data: data, encoding: .utf8) else { return nil }
        return ThrottleStatus(vcgencmdOutput: text)
    }
}
