import MotionMath

/// A 3×3 matrix stored as three columns, for the bias estimator's small Kalman filter.
///
/// Kept inside the VQF filter so the filter's hot path needs nothing beyond SIMD3.
struct VQFMatrix3: Sendable, Hashable {
    var column0: Vector3
    var column1: Vector3
    var column2: Vector3

    @inline(__always)
    init(column0: Vector3, column1: Vector3, column2: Vector3) {
        self.column0 = column0
        self.column1 = column1
        self.column2 = column2
    }

    /// A multiple of the identity.
    @inline(__always)
    init(diagonal value: Double) {
        column0 = Vector3(value, 0, 0)
        column1 = Vector3(0, value, 0)
        column2 = Vector3(0, 0, value)
    }

    /// The matrix from its rows.
    @inline(__always)
    init(row0: Vector3, row1: Vector3, row2: Vector3) {
        column0 = Vector3(row0.x, row1.x, row2.x)
        column1 = Vector3(row0.y, row1.y, row2.y)
        column2 = Vector3(row0.z, row1.z, row2.z)
    }

    @inline(__always)
    var transposed: VQFMatrix3 { VQFMatrix3(row0: column0, row1: column1, row2: column2) }

    /// The diagonal elements.
    @inline(__always)
    var diagonal: Vector3 { Vector3(column0.x, column1.y, column2.z) }

    /// Adds `values` to the diagonal.
    @inline(__always)
    mutating func addDiagonal(_ values: Vector3) {
        column0.x += values.x
        column1.y += values.y
        column2.z += values.z
    }

    @inline(__always)
    static func * (matrix: VQFMatrix3, vector: Vector3) -> Vector3 {
        matrix.column0 * vector.x + matrix.column1 * vector.y + matrix.column2 * vector.z
    }

    @inline(__always)
    static func * (lhs: VQFMatrix3, rhs: VQFMatrix3) -> VQFMatrix3 {
        VQFMatrix3(column0: lhs * rhs.column0, column1: lhs * rhs.column1, column2: lhs * rhs.column2)
    }

    @inline(__always)
    static func - (lhs: VQFMatrix3, rhs: VQFMatrix3) -> VQFMatrix3 {
        VQFMatrix3(
            column0: lhs.column0 - rhs.column0, column1: lhs.column1 - rhs.column1,
            column2: lhs.column2 - rhs.column2)
    }

    /// The inverse by cofactors; nil when the matrix is singular or not finite.
    @inline(__always)
    var inverse: VQFMatrix3? {
        let row0 = cross(column1, column2)
        let row1 = cross(column2, column0)
        let row2 = cross(column0, column1)
        let determinant = dot(column0, row0)
        guard determinant != 0, determinant.isFinite else { return nil }
        let scale = 1 / determinant
        return VQFMatrix3(row0: row0 * scale, row1: row1 * scale, row2: row2 * scale)
    }
}
