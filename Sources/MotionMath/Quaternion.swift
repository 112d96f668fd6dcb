/// A rotation as a unit quaternion, Hamilton convention, stored scalar first (w, x, y, z).
///
/// `q.rotate(v)` computes q ⊗ (0, v) ⊗ q*. An attitude quaternion in Inertia rotates
/// sensor-frame (or device-frame) vectors into the earth frame (ENU unless stated).
public struct Quaternion: Hashable, Sendable {
    /// Scalar part.
    public var w: Double
    /// Vector part, x.
    public var x: Double
    /// Vector part, y.
    public var y: Double
    /// Vector part, z.
    public var z: Double

    /// Creates a quaternion from its four components, scalar first. Not normalised.
    @inlinable
    public init(w: Double, x: Double, y: Double, z: Double) {
        self.w = w
        self.x = x
        self.y = y
        self.z = z
    }

    /// The identity rotation (1, 0, 0, 0).
    public static let identity = Quaternion(w: 1, x: 0, y: 0, z: 0)

    /// The vector part as a SIMD3.
    @inlinable
    public var vector: SIMD3<Double> { SIMD3(x, y, z) }

    /// The conjugate (w, −x, −y, −z): the inverse rotation of a unit quaternion.
    @inlinable
    public var conjugate: Quaternion { Quaternion(w: w, x: -x, y: -y, z: -z) }

    /// The Euclidean norm.
    @inlinable
    public var norm: Double { (w * w + x * x + y * y + z * z).squareRoot() }

    /// The same rotation with norm 1. A zero or non-finite quaternion gives the identity.
    @inlinable @inline(__always)
    public var normalized: Quaternion {
        let length = norm
        guard length > 0, length.isFinite else { return .identity }
        return Quaternion(w: w / length, x: x / length, y: y / length, z: z / length)
    }

    /// The Hamilton product `lhs ⊗ rhs` (apply `rhs` first, then `lhs`).
    @inlinable @inline(__always)
    public static func * (lhs: Quaternion, rhs: Quaternion) -> Quaternion {
        Quaternion(
            w: lhs.w * rhs.w - lhs.x * rhs.x - lhs.y * rhs.y - lhs.z * rhs.z,
            x: lhs.w * rhs.x + lhs.x * rhs.w + lhs.y * rhs.z - lhs.z * rhs.y,
            y: lhs.w * rhs.y - lhs.x * rhs.z + lhs.y * rhs.w + lhs.z * rhs.x,
            z: lhs.w * rhs.z + lhs.x * rhs.y - lhs.y * rhs.x + lhs.z * rhs.w
        )
    }

    /// Rotates `vector` by this (unit) quaternion: q ⊗ (0, v) ⊗ q*.
    @inlinable @inline(__always)
    public func rotate(_ vector: SIMD3<Double>) -> SIMD3<Double> {
        let u = SIMD3(x, y, z)
        let t = 2 * cross(u, vector)
        return vector + w * t + cross(u, t)
    }
}

/// The cross product a × b.
@inlinable
public func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}

/// The dot product a · b.
@inlinable
public func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double {
    (a * b).sum()
}
