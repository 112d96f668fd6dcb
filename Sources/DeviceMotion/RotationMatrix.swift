import MotionMath

/// A 3×3 rotation matrix, named like CoreMotion's `CMRotationMatrix` (m11 … m33, row then
/// column). It maps device-frame vectors into the reference frame: v_reference = M · v_device.
public struct RotationMatrix: Sendable, Hashable {
    public var m11, m12, m13: Double
    public var m21, m22, m23: Double
    public var m31, m32, m33: Double

    /// Creates the matrix of a unit quaternion.
    public init(_ q: Quaternion) {
        m11 = 1 - 2 * (q.y * q.y + q.z * q.z)
        m12 = 2 * (q.x * q.y - q.w * q.z)
        m13 = 2 * (q.x * q.z + q.w * q.y)
        m21 = 2 * (q.x * q.y + q.w * q.z)
        m22 = 1 - 2 * (q.x * q.x + q.z * q.z)
        m23 = 2 * (q.y * q.z - q.w * q.x)
        m31 = 2 * (q.x * q.z - q.w * q.y)
        m32 = 2 * (q.y * q.z + q.w * q.x)
        m33 = 1 - 2 * (q.x * q.x + q.y * q.y)
    }

    /// The rows, top to bottom.
    public var rows: [Vector3] {
        [Vector3(m11, m12, m13), Vector3(m21, m22, m23), Vector3(m31, m32, m33)]
    }

    /// M · v.
    public func apply(_ v: Vector3) -> Vector3 {
        Vector3(
            m11 * v.x + m12 * v.y + m13 * v.z,
            m21 * v.x + m22 * v.y + m23 * v.z,
            m31 * v.x + m32 * v.y + m33 * v.z
        )
    }
}
