import MotionMath

// Single-precision quaternion and vector helpers of `MadgwickFilter`'s step. A quaternion is
// a SIMD4<Float> stored (x, y, z, w); a vector uses lanes 0–2 with lane 3 zero. The
// operations are written lane by lane: with literal ±1 lanes in vector form the optimiser
// turns each product into sums and differences blended by lane shuffles.

/// The rotation matrix R(q) of a quaternion, by columns, lane 3 zero.
@usableFromInline
struct SinglePrecisionRotation {
    @usableFromInline var column0, column1, column2: SIMD4<Float>

    @inlinable @inline(__always)
    init(column0: SIMD4<Float>, column1: SIMD4<Float>, column2: SIMD4<Float>) {
        self.column0 = column0
        self.column1 = column1
        self.column2 = column2
    }

    /// R·v for a vector v in lanes 0–2; lane 3 zero.
    @inlinable @inline(__always)
    func rotate(_ v: SIMD4<Float>) -> SIMD4<Float> {
        (column0 * SIMD4(repeating: v.x) + column1 * SIMD4(repeating: v.y)) + column2 * SIMD4(repeating: v.z)
    }
}

extension SIMD4 where Scalar == Float {
    /// A double-precision 3-vector rounded to Float in lanes 0–2, lane 3 zero.
    @inlinable @inline(__always)
    init(vector value: SIMD3<Double>) {
        self.init(SIMD4<Double>(value, 0))
    }

    /// The four-lane dot product.
    @inlinable @inline(__always)
    func dot(_ other: SIMD4<Float>) -> Float {
        let products = self * other
        let pairs = products + SIMD4(products.z, products.w, products.x, products.y)
        return pairs.x + pairs.y
    }

    /// The dot product of lanes 0–2.
    @inlinable @inline(__always)
    func dot3(_ other: SIMD4<Float>) -> Float {
        (x * other.x + y * other.y) + z * other.z
    }

    /// The Hamilton product self ⊗ other of quaternions stored (x, y, z, w).
    @inlinable @inline(__always)
    func quaternionProduct(_ other: SIMD4<Float>) -> SIMD4<Float> {
        let b = other
        return SIMD4(
            (w * b.x + x * b.w) + (y * b.z - z * b.y),
            (w * b.y - x * b.z) + (y * b.w + z * b.x),
            (w * b.z + x * b.y) + (z * b.w - y * b.x),
            (w * b.w - x * b.x) - (y * b.y + z * b.z))
    }

    /// self ⊗ other for a quaternion self (x, y, 0, w) whose z lane is zero (not read).
    @inlinable @inline(__always)
    func horizontalProduct(_ b: SIMD4<Float>) -> SIMD4<Float> {
        SIMD4(
            (w * b.x + x * b.w) + y * b.z,
            (w * b.y + y * b.w) - x * b.z,
            w * b.z + (x * b.y - y * b.x),
            w * b.w - (x * b.x + y * b.y))
    }

    /// self ⊗ (v, 1) = self + self ⊗ (0, v) for a vector v in lanes 0–2: the first-order
    /// step of an attitude (x, y, z, w) turned by 2v in its own frame.
    @inlinable @inline(__always)
    func turned(by v: SIMD4<Float>) -> SIMD4<Float> {
        SIMD4(
            x + (w * v.x + (y * v.z - z * v.y)),
            y + (w * v.y + (z * v.x - x * v.z)),
            z + (w * v.z + (x * v.y - y * v.x)),
            w - ((x * v.x + y * v.y) + z * v.z))
    }

    /// The vector (lanes 0–2, lane 3 zero) rotated by this quaternion (x, y, z, w):
    /// v + w·t + u × t with t = 2 u × v, u the vector part.
    @inlinable @inline(__always)
    func rotate(_ vector: SIMD4<Float>) -> SIMD4<Float> {
        let vx = vector.x + vector.x, vy = vector.y + vector.y, vz = vector.z + vector.z
        let tx = y * vz - z * vy, ty = z * vx - x * vz, tz = x * vy - y * vx
        return SIMD4(
            (vector.x + w * tx) + (y * tz - z * ty),
            (vector.y + w * ty) + (z * tx - x * tz),
            (vector.z + w * tz) + (x * ty - y * tx),
            0)
    }

    /// The rotation matrix of this unit quaternion (x, y, z, w).
    @inlinable @inline(__always)
    var rotationMatrix: SinglePrecisionRotation {
        let x2 = x + x, y2 = y + y, z2 = z + z
        let xx = x * x2, yy = y * y2, zz = z * z2
        let xy = x * y2, xz = x * z2, yz = y * z2
        let wx = w * x2, wy = w * y2, wz = w * z2
        return SinglePrecisionRotation(
            column0: SIMD4(1 - (yy + zz), xy + wz, xz - wy, 0),
            column1: SIMD4(xy - wz, 1 - (xx + zz), yz + wx, 0),
            column2: SIMD4(xz + wy, yz - wx, 1 - (xx + yy), 0))
    }
}
