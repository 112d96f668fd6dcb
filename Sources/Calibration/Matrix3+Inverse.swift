import MotionMath

extension Matrix3 {
    /// The inverse by the adjugate, or nil when the matrix is singular or not finite.
    var inverseIfInvertible: Matrix3? {
        let determinant = self.determinant
        guard determinant.isFinite, abs(determinant) > 1e-300 else { return nil }
        let adjugateColumns = (cross(row1, row2), cross(row2, row0), cross(row0, row1))
        return (1 / determinant) * Matrix3(columns: adjugateColumns.0, adjugateColumns.1, adjugateColumns.2)
    }

    /// The matrix as three row arrays, for profile files.
    var rowArrays: [[Double]] {
        [[row0.x, row0.y, row0.z], [row1.x, row1.y, row1.z], [row2.x, row2.y, row2.z]]
    }
}
