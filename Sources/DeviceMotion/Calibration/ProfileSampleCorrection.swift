import Calibration
import IMUSamples

/// A calibration profile applied to every sample (the `SampleCorrection` hook): gyroscope
/// bias (with its temperature slope when the sample has a temperature), accelerometer
/// offset and matrix, magnetometer hard and soft iron.
///
/// ```swift
/// let profile = try CalibrationProfile.load(path: path)
/// let correction = ProfileSampleCorrection(try profile.correction(file: path), calibratesMagnetometer: profile.magnetometer != nil)
/// ```
public struct ProfileSampleCorrection: SampleCorrection {
    /// The compiled profile.
    public let correction: SensorCorrection
    /// `.high` when the profile calibrates the magnetometer, else `.uncalibrated`.
    public let magneticFieldAccuracy: MagneticFieldCalibrationAccuracy

    /// Creates the correction.
    /// - Parameters:
    ///   - correction: the compiled profile.
    ///   - calibratesMagnetometer: whether the profile holds a magnetometer section.
    public init(_ correction: SensorCorrection, calibratesMagnetometer: Bool) {
        self.correction = correction
        magneticFieldAccuracy = calibratesMagnetometer ? .high : .uncalibrated
    }

    /// The sample with every sensor corrected (timestamp and temperature unchanged).
    public func corrected(_ sample: IMUSample) -> IMUSample {
        var result = sample
        result.gyroscopeRadiansPerSecond = correction.gyroscope(sample.gyroscopeRadiansPerSecond, temperatureCelsius: sample.temperatureCelsius)
        result.accelerometerMetersPerSecondSquared = correction.accelerometer(sample.accelerometerMetersPerSecondSquared)
        result.magnetometerMicrotesla = sample.magnetometerMicrotesla.map(correction.magnetometer)
        return result
    }
}
