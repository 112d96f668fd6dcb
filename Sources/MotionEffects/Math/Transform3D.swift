import MotionMath
import RealModule


/// A 4×4 homogeneous transform in the **column-vector** convention: a point p = (x, y, z, 1)
/// maps to M·p, and `a * b` applies `b` first, then `a`.
///
/// Coordinates are content-local layout points: +x right, +y **down**, +z toward the viewer.
/// After M·(x, y, z, 1) = (X, Y, Z, W) the screen point is (X/W, Y/W).
///
/// Core Animation's `CATransform3D` is the same matrix written for row vectors, so CA's
/// `mRC` (row R, column C, 1-based) is this type's element `[C−1, R−1]`; in particular CA's
/// `m34` (the perspective term, e.g. −1/500) is `self[3, 2]`, exposed as ``m34``. CSS
/// `matrix3d(…)` lists the same matrix column by column (see ``cssMatrix3d``).
public struct Transform3D: Hashable, Sendable {
    /// The four columns; column 3 holds the translation.
    public var columns: [SIMD4<Double>]

    /// Creates a transform from four columns. Anything other than four columns gives the identity.
    public init(columns: [SIMD4<Double>]) {
        self.columns = columns.count == 4 ? columns : Transform3D.identity.columns
    }

    /// The identity transform.
    public static let identity = Transform3D(uncheckedColumns: [
        SIMD4(1, 0, 0, 0), SIMD4(0, 1, 0, 0), SIMD4(0, 0, 1, 0), SIMD4(0, 0, 0, 1),
    ])

    init(uncheckedColumns: [SIMD4<Double>]) {
        self.columns = uncheckedColumns
    }

    /// The element at `row`, `column` (0-based). Out-of-range indices read 0 and ignore writes.
    public subscript(row: Int, column: Int) -> Double {
        get {
            guard (0..<4).contains(row), (0..<4).contains(column) else { return 0 }
            return columns[column][row]
        }
        set {
            guard (0..<4).contains(row), (0..<4).contains(column) else { return }
            columns[column][row] = newValue
        }
    }

    /// Core Animation's `m34`: the perspective term, element [3, 2]. CA's usual value is
    /// −1/eyeDistance; 0 means orthographic.
    public var m34: Double {
        get { self[3, 2] }
        set { self[3, 2] = newValue }
    }

    /// The product `lhs · rhs` (apply `rhs` first).
    public static func * (lhs: Transform3D, rhs: Transform3D) -> Transform3D {
        var result = [SIMD4<Double>](repeating: .zero, count: 4)
        for column in 0..<4 {
            let r = rhs.columns[column]
            result[column] = lhs.columns[0] * r.x + lhs.columns[1] * r.y + lhs.columns[2] * r.z + lhs.columns[3] * r.w
        }
        return Transform3D(uncheckedColumns: result)
    }

    /// M·v for a homogeneous vector.
    public func apply(_ vector: SIMD4<Double>) -> SIMD4<Double> {
        columns[0] * vector.x + columns[1] * vector.y + columns[2] * vector.z + columns[3] * vector.w
    }

    /// Projects a content point (z defaults to 0) to the screen: (X/W, Y/W).
    ///
    /// Returns nil when W ≤ 0 (the point is at or behind the eye) or the result is not finite.
    public func project(_ point: SIMD2<Double>, z: Double = 0) -> SIMD2<Double>? {
        let image = apply(SIMD4(point.x, point.y, z, 1))
        guard image.w > 0 else { return nil }
        let screen = SIMD2(image.x / image.w, image.y / image.w)
        guard screen.x.isFinite, screen.y.isFinite else { return nil }
        return screen
    }

    /// A translation by (x, y, z) points.
    public static func translation(x: Double, y: Double, z: Double) -> Transform3D {
        var t = Transform3D.identity
        t.columns[3] = SIMD4(x, y, z, 1)
        return t
    }

    /// A scale by (x, y, z).
    public static func scale(x: Double, y: Double, z: Double = 1) -> Transform3D {
        Transform3D(uncheckedColumns: [SIMD4(x, 0, 0, 0), SIMD4(0, y, 0, 0), SIMD4(0, 0, z, 0), SIMD4(0, 0, 0, 1)])
    }

    /// The rotation of a (unit) quaternion, right-hand rule, in these coordinates.
    public static func rotation(_ q: Quaternion) -> Transform3D {
        let (c0, c1, c2) = EffectMath.columns(of: q)
        return Transform3D(uncheckedColumns: [
            SIMD4(c0.x, c0.y, c0.z, 0), SIMD4(c1.x, c1.y, c1.z, 0), SIMD4(c2.x, c2.y, c2.z, 0), SIMD4(0, 0, 0, 1),
        ])
    }

    /// `CATransform3DMakeRotation(angle, x, y, z)`: right-hand rotation by `angleRadians` about the axis.
    public static func rotation(angleRadians: Double, axis: Vector3) -> Transform3D {
        rotation(EffectMath.rotation(angleRadians: angleRadians, axis: axis))
    }

    /// A perspective projection with `m34` set (CA's convention: −1/eyeDistance looks from +z).
    public static func perspective(m34: Double) -> Transform3D {
        var t = Transform3D.identity
        t.m34 = m34
        return t
    }

    /// `CATransform3DRotate(self, angle, x, y, z)`: the rotation is applied first, then `self`.
    public func rotated(angleRadians: Double, axis: Vector3) -> Transform3D {
        self * Transform3D.rotation(angleRadians: angleRadians, axis: axis)
    }

    /// The 16 values in column-major order, as CSS `matrix3d` and OpenGL expect.
    public var columnMajorValues: [Double] {
        columns.flatMap { [$0.x, $0.y, $0.z, $0.w] }
    }

    /// The CSS `transform` value `matrix3d(a1, b1, c1, d1, a2, …, d4)`, column by column.
    ///
    /// CSS uses the same column-vector, y-down convention, so a web renderer applies it as is
    /// (with `transform-origin: 0 0` and the content's top-left at the origin). Non-finite
    /// elements are written as 0.
    public var cssMatrix3d: String {
        let numbers = columnMajorValues.map { value -> String in
            guard value.isFinite else { return "0" }
            let rounded = (value * 1e9).rounded() / 1e9
            return rounded == 0 ? "0" : "\(rounded)"
        }
        return "matrix3d(" + numbers.joined(separator: ", ") + ")"
    }
}
