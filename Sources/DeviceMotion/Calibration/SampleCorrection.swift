import IMUSamples

/// Corrects raw samples before anything else sees them: the place where a `Calibration`
/// profile (gyroscope bias, accelerometer scale and offset, magnetometer hard/soft iron) is
/// applied. It works in the sensor's frame, before the board's mounting matrix.
public protocol SampleCorrection: Sendable {
    /// The corrected sample (same units: rad/s, m/s², µT, °C, seconds).
    func corrected(_ sample: IMUSample) -> IMUSample

    /// How well the corrected magnetometer is calibrated; reported in
    /// `DeviceMotion.magneticField.accuracy`.
    var magneticFieldAccuracy: MagneticFieldCalibrationAccuracy { get }
}

/// A `SampleCorrection` made from a closure.
public struct ClosureSampleCorrection: SampleCorrection {
    /// How well the corrected magnetometer is calibrated.
    public var magneticFieldAccuracy: MagneticFieldCalibrationAccuracy
    private let body: @Sendable (IMUSample) -> IMUSample

    /// Creates a correction. `magneticFieldAccuracy` defaults to `.uncalibrated`.
    public init(
        magneticFieldAccuracy: MagneticFieldCalibrationAccuracy = .uncalibrated,
        _ body: @escaping @Sendable (IMUSample) -> IMUSample
    ) {
        self.magneticFieldAccuracy = magneticFieldAccuracy
        self.body = body
    }

    public func corrected(_ sample: IMUSample) -> IMUSample { body(sample) }
}
