/// A 3×3 matrix of doubles, stored as three rows.
///
/// Used for rotation matrices: `matrix * v` rotates `v` the same way as the quaternion the
/// matrix was built from. Row-major: `row0` is the first row.
public struct Matrix3: Hashable, Sendable {
    /// First row.
    public var row0: Vector3
    /// Second row.
    public var row1: Vector3
    /// Third row.
    public var row2: Vector3

    /// Creates a matrix from its three rows.
    @inlinable
    public init(rows row0: Vector3, _ row1: Vector3, _ row2: Vector3) {
        self.row0 = row0
        self.row1 = row1
        self.row2 = row2
    }

    /// Creates a matrix from its three columns.
    @inlinable
    public init(columns column0: Vector3, _ column1: Vector3, _ column2: Vector3) {
        self.init(
            rows: Vector3(column0.x, column1.x, column2.x),
            Vector3(column0.y, column1.y, column2.y),
            Vector3(column0.z, column1.z, column2.z)
        )
    }

    /// The identity matrix.
    public static let identity = Matrix3(rows: Vector3(1, 0, 0), Vector3(0, 1, 0), Vector3(0, 0, 1))

    /// The diagonal matrix with `diagonal` on its diagonal.
    @inlinable
    public init(diagonal: Vector3) {
        self.init(rows: Vector3(diagonal.x, 0, 0), Vector3(0, diagonal.y, 0), Vector3(0, 0, diagonal.z))
    }

    /// The element at `row`, `column` (both 0…2).
    @inlinable
    public subscript(row: Int, column: Int) -> Double {
        get {
            switch row {
            case 0: return row0[column]
            case 1: return row1[column]
            default: return row2[column]
            }
        }
        set {
            switch row {
            case 0: row0[column] = newValue
            case 1: row1[column] = newValue
            default: row2[column] = newValue
            }
        }
    }

    /// The first, second and third columns.
    @inlinable public var column0: Vector3 { Vector3(row0.x, row1.x, row2.x) }
    @inlinable public var column1: Vector3 { Vector3(row0.y, row1.y, row2.y) }
    @inlinable public var column2: Vector3 { Vector3(row0.z, row1.z, row2.z) }

    /// The transpose (the inverse of a rotation matrix).
    @inlinable
    public var transposed: Matrix3 { Matrix3(rows: column0, column1, column2) }

    /// The determinant (+1 for a rotation, −1 for a reflection).
    @inlinable
    public var determinant: Double { dot(row0, cross(row1, row2)) }

    /// The sum of the diagonal.
    @inlinable
    public var trace: Double { row0.x + row1.y + row2.z }

    /// Matrix–vector product.
    @inlinable
    public static func * (matrix: Matrix3, vector: Vector3) -> Vector3 {
        Vector3(dot(matrix.row0, vector), dot(matrix.row1, vector), dot(matrix.row2, vector))
    }

    /// Matrix product `lhs · rhs` (apply `rhs` first).
    @inlinable
    public static func * (lhs: Matrix3, rhs: Matrix3) -> Matrix3 {
        let columns = (rhs.column0, rhs.column1, rhs.column2)
        func row(_ r: Vector3) -> Vector3 { Vector3(dot(r, columns.0), dot(r, columns.1), dot(r, columns.2)) }
        return Matrix3(rows: row(lhs.row0), row(lhs.row1), row(lhs.row2))
    }

    /// Element-wise sum.
    @inlinable
    public static func + (lhs: Matrix3, rhs: Matrix3) -> Matrix3 {
        Matrix3(rows: lhs.row0 + rhs.row0, lhs.row1 + rhs.row1, lhs.row2 + rhs.row2)
    }

    /// Element-wise difference.
    @inlinable
    public static func - (lhs: Matrix3, rhs: Matrix3) -> Matrix3 {
        Matrix3(rows: lhs.row0 - rhs.row0, lhs.row1 - rhs.row1, lhs.row2 - rhs.row2)
    }

    /// Scales every element.
    @inlinable
    public static func * (scale: Double, matrix: Matrix3) -> Matrix3 {
        Matrix3(rows: scale * matrix.row0, scale * matrix.row1, scale * matrix.row2)
    }

    /// The skew-symmetric matrix [v]× with `[v]× · u == cross(v, u)`.
    @inlinable
    public static func crossProductMatrix(_ v: Vector3) -> Matrix3 {
        Matrix3(rows: Vector3(0, -v.z, v.y), Vector3(v.z, 0, -v.x), Vector3(-v.y, v.x, 0))
    }

    /// The largest absolute element-wise difference to `other`.
    @inlinable
    public func maximumDifference(to other: Matrix3) -> Double {
        let d = (self - other)
        var largest = 0.0
        for row in [d.row0, d.row1, d.row2] {
            largest = max(largest, Swift.abs(row.x), Swift.abs(row.y), Swift.abs(row.z))
        }
        return largest
    }
}

