import DeviceMotion
import IMUDrivers

extension MotionSourceSelection {
    /// The manager configuration for this source: the board's mounting, the calibration
    /// `calibration` names (checked against the sensor before the manager is made, so a bad
    /// profile is one error line; the caller announces it once the stream starts), the
    /// magnetometer when there is one, and the prediction `latency` asks for.
    func configuration(
        calibration: CalibrationOptions, latency: LatencyOptions, filterName: String? = nil,
        magneticDeclinationDegrees: Double? = nil
    ) throws -> MotionManager.Configuration {
        let applied = try calibration.resolve(for: source)
        var configuration = MotionManager.Configuration(
            sensorToDevice: board.sensorToDeviceMatrix,
            filterName: filterName,
            magneticDeclinationDegrees: magneticDeclinationDegrees,
            // The manager resolves the same choice again, keeping the profile's path and
            // origin (its status and the daemon's profile age need them).
            calibration: applied.correction == nil ? .none : calibration.choice,
            hasMagnetometer: hasMagnetometer)
        configuration.latencyCompensation = latency.compensation
        return configuration
    }
}
