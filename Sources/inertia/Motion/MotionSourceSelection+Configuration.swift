import DeviceMotion
import IMUDrivers

extension MotionSourceSelection {
    /// The profile `calibration` applies to this source (`--calibration FILE`, else the one
    /// saved for this sensor), checked against the sensor unless the source is a replay.
    func appliedProfile(_ calibration: CalibrationOptions) throws -> CalibrationOptions.AppliedProfile? {
        let information = source.information
        return try calibration.appliedProfile(
            chip: information.chipName, bus: information.location, address: information.address,
            magnetometerChip: (source as? MagnetometerSampleSource)?.magnetometer.model.name,
            checksSensor: information.kind != .replay)
    }

    /// The manager configuration for this source: the board's mounting, `correction`, the
    /// magnetometer when there is one, and the prediction `latency` asks for.
    func configuration(
        correction: (any SampleCorrection)?, latency: LatencyOptions, filterName: String? = nil,
        magneticDeclinationDegrees: Double? = nil
    ) -> MotionManager.Configuration {
        var configuration = MotionManager.Configuration(
            sensorToDevice: board.sensorToDeviceMatrix,
            filterName: filterName,
            magneticDeclinationDegrees: magneticDeclinationDegrees,
            sampleCorrection: correction,
            hasMagnetometer: hasMagnetometer)
        configuration.latencyCompensation = latency.compensation
        return configuration
    }
}
