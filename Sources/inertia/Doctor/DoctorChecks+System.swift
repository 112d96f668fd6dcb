import Boards
import MotionFeed

/// The board and power checks.
extension DoctorChecks {
    /// The detected board and the mounting applied to its IMU.
    func boardFinding() -> DoctorFinding {
        let model = BoardCatalog.readModel()
        let catalog: BoardCatalog
        do {
            catalog = try BoardCatalog.standard()
        } catch {
            return DoctorFinding(check: "board", status: .warning, found: "board files cannot be read: \(error)",
                                 fix: "fix or remove the board file named")
        }
        guard let board = catalog.board(matchingModel: model ?? ""), board.identifier != BoardCatalog.genericIdentifier else {
            guard let model else { return .ok("board", "no device-tree model: generic Linux, sensor axes used as they are") }
            return DoctorFinding(check: "board", status: .warning, found: "\"\(model)\" is not a known board: sensor axes used as they are",
                                 fix: "pass --board, or add a board file with its mount matrix (see `inertia --help`)")
        }
        let mounting = board.mountMatrix == .identity ? "sensor axes as they are" : "mount matrix \(board.mountMatrix.rowArrays)"
        return .ok("board", "\(board.name) (\(board.identifier)), \(mounting)")
    }

    /// Under-voltage and throttling from `vcgencmd get_throttled`; nil where it is absent.
    func power() -> DoctorFinding? {
        guard let status = LowPowerDetector.vcgencmdThrottleReader()() else { return nil }
        if status.isUnderVoltage || status.isThrottled {
            return DoctorFinding(check: "power", status: .problem,
                                 found: "under-voltage or throttling now (get_throttled 0x\(String(status.rawValue, radix: 16)))",
                                 fix: "use the official power supply (5.1 V, enough current) and a short, thick cable; cool the board")
        }
        if status.hasUnderVoltageOccurred || status.isFrequencyCapped || status.isSoftTemperatureLimitActive {
            return DoctorFinding(check: "power", status: .warning,
                                 found: "under-voltage or frequency capping since boot (get_throttled 0x\(String(status.rawValue, radix: 16)))",
                                 fix: "use the official power supply and a short cable; cool the board")
        }
        return .ok("power", "no under-voltage or throttling (vcgencmd)")
    }
}
