import Foundation
import MotionMath
import Platform

/// A sensor's placement on its board, as Linux IIO's `mount_matrix`: a rotation that takes
/// sensor-frame vectors into the board (device) frame, v_board = M · v_sensor, rows as the
/// kernel prints them ("a, b, c; d, e, f; g, h, i" is rows (a b c), (d e f), (g h i)).
///
/// The kernel only publishes the matrix; consumers apply it (as iio-sensor-proxy does).
public struct MountMatrix: Sendable, Hashable {
    /// The three rows, top to bottom (a new matrix's rows are checked by `init(rows:)`).
    public var rows: [Vector3] { [row0, row1, row2] }
    /// The rows, stored apart: `apply` reads them from registers, not from an array.
    @usableFromInline var row0: Vector3
    @usableFromInline var row1: Vector3
    @usableFromInline var row2: Vector3

    /// The identity: the sensor's axes are the board's.
    public static let identity = MountMatrix(uncheckedRows: [Vector3(1, 0, 0), Vector3(0, 1, 0), Vector3(0, 0, 1)])

    init(uncheckedRows: [Vector3]) {
        (row0, row1, row2) = (uncheckedRows[0], uncheckedRows[1], uncheckedRows[2])
    }

    /// Creates a matrix from rows, checking that it is a proper rotation (orthonormal,
    /// determinant +1, within 1e-3; IIO matrices are often written with 3 decimals).
    public init(rows: [[Double]]) throws(BoardError) {
        guard rows.count == 3, rows.allSatisfy({ $0.count == 3 }) else {
            throw .invalidMountMatrix("needs 3 rows of 3 numbers, got \(DisplayText.value("\(rows)"))")
        }
        guard rows.allSatisfy({ $0.allSatisfy(\.isFinite) }) else {
            throw .invalidMountMatrix("holds a value that is not a finite number: \(DisplayText.value("\(rows)"))")
        }
        let vectors = rows.map { Vector3($0[0], $0[1], $0[2]) }
        let tolerance = 1e-3
        for i in 0..<3 {
            for j in 0..<3 {
                let expected: Double = i == j ? 1 : 0
                guard abs(dot(vectors[i], vectors[j]) - expected) < tolerance else {
                    throw .invalidMountMatrix("rows are not orthonormal (a rotation is needed): \(DisplayText.value("\(rows)"))")
                }
            }
        }
        guard abs(dot(cross(vectors[0], vectors[1]), vectors[2]) - 1) < tolerance else {
            throw .invalidMountMatrix("is a reflection (determinant −1), not a rotation: \(DisplayText.value("\(rows)"))")
        }
        self.init(uncheckedRows: vectors)
    }

    /// Parses the sysfs text of an IIO `mount_matrix` attribute: "a, b, c; d, e, f; g, h, i".
    public init(iioText text: String) throws(BoardError) {
        let rowTexts = text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ";")
        var rows: [[Double]] = []
        for rowText in rowTexts {
            var row: [Double] = []
            for field in rowText.split(separator: ",") {
                let trimmed = field.trimmingCharacters(in: .whitespaces)
                guard let value = Double(trimmed) else {
                    throw .invalidMountMatrix("'\(trimmed)' in \"\(text)\" is not a number")
                }
                row.append(value)
            }
            rows.append(row)
        }
        try self.init(rows: rows)
    }

    /// A rotation about the board's Z axis (out of the screen) by a multiple of 90°,
    /// counter-clockwise seen from the front: exact 0/±1 entries.
    public static func aboutZ(quarterTurns: Int) -> MountMatrix {
        let turns = ((quarterTurns % 4) + 4) % 4
        let (c, s): (Double, Double) = [(1, 0), (0, 1), (-1, 0), (0, -1)][turns]
        return MountMatrix(uncheckedRows: [Vector3(c, -s, 0), Vector3(s, c, 0), Vector3(0, 0, 1)])
    }

    /// M · v: a sensor-frame vector in the board frame.
    @inlinable @inline(__always)
    public func apply(_ vector: Vector3) -> Vector3 {
        Vector3(dot(row0, vector), dot(row1, vector), dot(row2, vector))
    }

    /// The transpose (= inverse for a rotation): board frame back to sensor frame.
    public var transposed: MountMatrix {
        MountMatrix(uncheckedRows: (0..<3).map { column in Vector3(rows[0][column], rows[1][column], rows[2][column]) })
    }

    /// The product self · other (apply `other` first).
    public func multiplied(by other: MountMatrix) -> MountMatrix {
        let columns = other.transposed.rows
        return MountMatrix(uncheckedRows: rows.map { row in Vector3(dot(row, columns[0]), dot(row, columns[1]), dot(row, columns[2])) })
    }

    /// The rows as plain arrays.
    public var rowArrays: [[Double]] { rows.map { [$0.x, $0.y, $0.z] } }

    /// True when this is the identity.
    public var isIdentity: Bool { self == .identity }
}
