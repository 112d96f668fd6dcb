import Boards
import DeviceMotion
import Foundation
import MotionMath
import IMUDrivers

extension MotionSourceSelection {
    /// The manager configuration for this source: the board's mounting, the calibration
    /// `calibration` names (checked against the sensor before the manager is made, so a bad
    /// profile is one error line; the caller announces it once the stream starts), the
    /// magnetometer when there is one, and the prediction `latency` asks for (with `auto`, the
/// source's datasheet delay).
    func configuration(
        calibration: CalibrationOptions, latency: LatencyOptions, filterName: String? = nil,
        magneticDeclinationDegrees: Double? = nil
    ) throws -> MotionManager.Configuration {
        let applied = try calibration.resolve(for: source)
        if let mounting = applied.mounting { Self.announce(profileMounting: mounting, board: board) }
        var configuration = MotionManager.Configuration(
            sensorToDevice: board.sensorToDeviceMatrix,
            filterName: filterName,
            magneticDeclinationDegrees: magneticDeclinationDegrees,
            // The manager resolves the same choice again, keeping the profile's path and
            // origin (its status and the daemon's profile age need them).
            calibration: applied.correction == nil ? .none : calibration.choice,
            hasMagnetometer: hasMagnetometer)
        latency.apply(to: &configuration, source: source.information)
        return configuration
    }

    /// One line on stderr: the profile's mounting applies, and how far it is from the
    /// board file's sensor-to-device matrix when a board file names one.
    static func announce(profileMounting: MountMatrix, board: Board) {
        guard board.identifier != BoardCatalog.genericIdentifier else {
            Console.writeError("mounting: the profile's\n")
            return
        }
        let boardRows = board.sensorToDeviceMatrix.rows
        let trace = (0..<3).reduce(0.0) { $0 + dot(profileMounting.rows[$1], boardRows[$1]) }
        let degrees = acos(min(1, max(-1, (trace - 1) / 2))) * 180 / .pi
        Console.writeError("mounting: the profile's; it differs from the board's (\(board.identifier)) by \(String(format: "%.1f", degrees))°\n")
    }
}
