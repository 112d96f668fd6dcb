import RealModule

extension SIMD3 where Scalar == Double {
    /// The Euclidean length.
    @inlinable
    public var length: Double { (self * self).sum().squareRoot() }

    /// The squared Euclidean length.
    @inlinable
    public var lengthSquared: Double { (self * self).sum() }

    /// The unit vector in the same direction, or nil when the length is zero or not finite.
    @inlinable @inline(__always)
    public var normalizedOrNil: Vector3? {
        let l = length
        guard l > 0, l.isFinite else { return nil }
        return self / l
    }

    /// True when all three components are finite.
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite && z.isFinite }
}

/// The angle between two non-zero vectors, radians in 0…π (0 when either is zero).
@inlinable
public func angleBetween(_ a: Vector3, _ b: Vector3) -> Double {
    let c = cross(a, b).length
    let d = dot(a, b)
    guard c > 0 || d != 0 else { return 0 }
    return Double.atan2(y: c, x: d)
}

/// Converts degrees to radians.
@inlinable
public func radians(fromDegrees degrees: Double) -> Double { degrees * (Double.pi / 180) }

/// Converts radians to degrees.
@inlinable
public func degrees(fromRadians radians: Double) -> Double { radians * (180 / Double.pi) }

/// Wraps an angle into −π < angle ≤ π.
@inlinable
public func wrappedAngle(_ radians: Double) -> Double {
    guard radians.isFinite else { return radians }
    var a = radians.remainder(dividingBy: 2 * Double.pi)
    if a <= -Double.pi { a += 2 * Double.pi }
    return a
}
