import MotionMath

/// How well the magnetometer is calibrated, as CoreMotion's `CMMagneticFieldCalibrationAccuracy`
/// (same raw values).
public enum MagneticFieldCalibrationAccuracy: Int32, Sendable, Hashable, CaseIterable {
    /// No calibration applied (or no magnetometer).
    case uncalibrated = -1
    case low = 0
    case medium = 1
    case high = 2
}

/// The magnetic field in the device frame with its calibration accuracy, as `CMCalibratedMagneticField`.
public struct CalibratedMagneticField: Sendable, Hashable {
    /// The field, µT, device frame, with the calibration profile's hard/soft-iron correction
    /// applied when there is one. Zero when the source has no magnetometer.
    public var field: Vector3
    /// How far to trust `field`.
    public var accuracy: MagneticFieldCalibrationAccuracy

    /// Creates a calibrated field.
    public init(field: Vector3, accuracy: MagneticFieldCalibrationAccuracy) {
        self.field = field
        self.accuracy = accuracy
    }

    /// No magnetometer: a zero field, uncalibrated.
    public static let unavailable = CalibratedMagneticField(field: .zero, accuracy: .uncalibrated)
}
