import MotionMath

/// A 3×3 rotation matrix, named like CoreMotion's `CMRotationMatrix` (m11 … m33, row then
/// column). It maps device-frame vectors into the reference frame: v_reference = M · v_device.
public struct RotationMatrix: Sendable, Hashable {
    public var m11, m12, m13: Double
    public var m21, m22, m23: Double
    public var m31, m32, m33: Double

    /// Creates the matrix of a unit quaternion.
    public init(_ q: Quaternion) {
        self.init(q.rotationMatrix)
    }

    /// Creates the matrix with the same entries as `matrix`.
    public init(_ matrix: Matrix3) {
        (m11, m12, m13) = (matrix.row0.x, matrix.row0.y, matrix.row0.z)
        (m21, m22, m23) = (matrix.row1.x, matrix.row1.y, matrix.row1.z)
        (m31, m32, m33) = (matrix.row2.x, matrix.row2.y, matrix.row2.z)
    }

    /// The same matrix as a `Matrix3`.
    public var matrix: Matrix3 {
        Matrix3(rows: Vector3(m11, m12, m13), Vector3(m21, m22, m23), Vector3(m31, m32, m33))
    }

    /// The rows, top to bottom.
    public var rows: [Vector3] { [matrix.row0, matrix.row1, matrix.row2] }

    /// M · v.
    public func apply(_ v: Vector3) -> Vector3 { matrix * v }
}
