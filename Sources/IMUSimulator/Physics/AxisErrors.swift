import MotionMath

/// A linear error on a 3-axis sensor: measured = matrix · true + offset.
///
/// `matrix` holds scale factors on the diagonal and misalignment / cross-axis terms off it.
/// This is the inverse of a calibration profile's correction
/// (corrected = correction · (raw − offset), so matrix = correction⁻¹).
public struct AxisErrors: Sendable, Equatable {
    /// Offset added after the matrix, in the sensor's unit (rad/s, m/s², µT).
    public var offset: Vector3
    /// The three rows of the 3×3 matrix. Default: identity.
    public var matrixRows: [Vector3]

    /// Creates an error model. A `matrixRows` that does not hold exactly 3 rows is replaced
    /// by the identity.
    public init(offset: Vector3 = Vector3(0, 0, 0), matrixRows: [Vector3] = AxisErrors.identityRows) {
        self.offset = offset
        self.matrixRows = matrixRows.count == 3 ? matrixRows : AxisErrors.identityRows
    }

    /// The identity rows.
    public static let identityRows = [Vector3(1, 0, 0), Vector3(0, 1, 0), Vector3(0, 0, 1)]

    /// No error.
    public static let none = AxisErrors()

    /// Applies the error to a true value.
    @inlinable
    public func apply(_ value: Vector3) -> Vector3 {
        Vector3(dot(matrixRows[0], value), dot(matrixRows[1], value), dot(matrixRows[2], value)) + offset
    }
}
