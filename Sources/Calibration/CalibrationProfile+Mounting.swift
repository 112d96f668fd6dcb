import Foundation
import MotionMath

extension CalibrationProfile {
    /// The largest departure from a rotation a mounting matrix may show (each entry of
    /// M · Mᵀ − I, and det M − 1). Default: 1e-3 (matrices written with 3 decimals pass).
    public static let mountingTolerance = 1e-3

    /// The mounting section checked: a 3×3 rotation (orthonormal within
    /// `mountingTolerance`, determinant +1) in a profile of version 2 or newer; nil when
    /// the profile has none.
    /// - Parameter file: the file name used in error messages.
    /// - Throws: `CalibrationProfileError.invalidField` naming the field.
    public func mountingMatrix(file: String) throws(CalibrationProfileError) -> Matrix3? {
        guard let mounting else { return nil }
        guard version >= Self.mountingVersion else {
            throw .invalidField(file: file, field: "version", reason: "must be \(Self.mountingVersion) or more with a mounting section, found \(version)")
        }
        let field = "mounting.matrix"
        guard mounting.matrix.count == 3 else {
            throw .invalidField(file: file, field: field, reason: "must hold 3 rows, found \(mounting.matrix.count)")
        }
        for (index, row) in mounting.matrix.enumerated() {
            guard row.count == 3 else { throw .invalidField(file: file, field: "\(field)[\(index)]", reason: "must hold 3 numbers, found \(row.count)") }
            guard row.allSatisfy(\.isFinite) else { throw .invalidField(file: file, field: "\(field)[\(index)]", reason: "holds a value that is not a finite number") }
        }
        let rows = mounting.matrix.map { Vector3($0[0], $0[1], $0[2]) }
        let matrix = Matrix3(rows: rows[0], rows[1], rows[2])
        guard (matrix * matrix.transposed).maximumDifference(to: .identity) <= Self.mountingTolerance else {
            throw .invalidField(file: file, field: field, reason: "is not a rotation: its rows must be orthonormal")
        }
        guard abs(matrix.determinant - 1) <= Self.mountingTolerance else {
            throw .invalidField(file: file, field: field, reason: "is a reflection (determinant \(String(format: "%.3f", matrix.determinant))), not a rotation")
        }
        if let tip = mounting.tipDegrees, !(tip.isFinite && tip >= 0 && tip <= 180) {
            throw .invalidField(file: file, field: "mounting.tip_degrees", reason: "must be a number of degrees between 0 and 180")
        }
        return matrix
    }

    /// Sets the mounting section from a fit (and the version that may hold it).
    public mutating func apply(_ fit: MountingFit) {
        mounting = Mounting(matrix: fit.sensorToDevice.rowArrays, tipDegrees: (fit.tipDegrees * 10).rounded() / 10)
        version = max(version, Self.mountingVersion)
    }
}
