import RealModule

extension Quaternion {
    /// The rotation by `angleRadians` about `axis` (right-hand rule). The axis need not be
    /// unit length; a zero or non-finite axis gives the identity.
    @inlinable
    public init(axis: Vector3, angleRadians: Double) {
        guard let unit = axis.normalizedOrNil, angleRadians.isFinite else {
            self = .identity
            return
        }
        let half = angleRadians / 2
        let s = Double.sin(half)
        self.init(w: Double.cos(half), x: unit.x * s, y: unit.y * s, z: unit.z * s)
    }

    /// The rotation whose axis is the direction of `rotationVector` and whose angle is its
    /// length in radians (the exponential map). Exact for any length (to rounding).
    ///
    /// Up to 0.1 rad (a filter's step below 10 rad/s at 100 Hz) cos(θ/2) and sin(θ/2)/θ
    /// come from their Taylor series in θ², to the θ⁸ terms: the first term left out is
    /// below 3e-20, under the result's rounding, and no square root, sine or cosine is
    /// taken. Longer vectors take `sin` and `cos`.
    @inlinable
    public init(rotationVector: Vector3) {
        let angleSquared = rotationVector.lengthSquared
        if angleSquared <= 0.01 {
            let x = angleSquared
            let w = 1 + x * (-1.0 / 8 + x * (1.0 / 384 + x * (-1.0 / 46_080 + x * (1.0 / 10_321_920))))
            let s = 0.5 + x * (-1.0 / 48 + x * (1.0 / 3_840 + x * (-1.0 / 645_120 + x * (1.0 / 185_794_560))))
            self.init(w: w, x: rotationVector.x * s, y: rotationVector.y * s, z: rotationVector.z * s)
            return
        }
        let angle = angleSquared.squareRoot()
        let half = angle / 2
        let s = Double.sin(half) / angle
        self.init(w: Double.cos(half), x: rotationVector.x * s, y: rotationVector.y * s, z: rotationVector.z * s)
    }

    /// The rotation angle, radians in 0…π (of the normalised quaternion).
    @inlinable
    public var angleRadians: Double {
        let q = normalized
        return 2 * Double.atan2(y: q.vector.length, x: abs(q.w))
    }

    /// The unit rotation axis, with the angle in 0…π; the x axis for the identity.
    @inlinable
    public var axis: Vector3 {
        let q = normalized
        let sign: Double = q.w < 0 ? -1 : 1
        return (sign * q.vector).normalizedOrNil ?? Vector3(1, 0, 0)
    }

    /// The rotation vector (axis × angle, radians, angle in 0…π): the logarithmic map.
    @inlinable
    public var rotationVector: Vector3 {
        let q = normalized
        let sign: Double = q.w < 0 ? -1 : 1
        let v = sign * q.vector
        let s = v.length
        guard s > 1e-12 else { return 2 * v }
        return v * (2 * Double.atan2(y: s, x: abs(q.w)) / s)
    }

    /// The rotation matrix R with `R * v == rotate(v)` (for the normalised quaternion).
    @inlinable
    public var rotationMatrix: Matrix3 {
        let q = normalized
        let (w, x, y, z) = (q.w, q.x, q.y, q.z)
        return Matrix3(
            rows: Vector3(1 - 2 * (y * y + z * z), 2 * (x * y - w * z), 2 * (x * z + w * y)),
            Vector3(2 * (x * y + w * z), 1 - 2 * (x * x + z * z), 2 * (y * z - w * x)),
            Vector3(2 * (x * z - w * y), 2 * (y * z + w * x), 1 - 2 * (x * x + y * y))
        )
    }

    /// The quaternion of a rotation matrix (Shepperd's method, numerically stable for every
    /// angle). The result has w ≥ 0 and is normalised; a non-finite matrix gives the identity.
    @inlinable
    public init(rotationMatrix m: Matrix3) {
        let trace = m.trace
        let q: Quaternion
        if trace > 0 {
            let s = 2 * (trace + 1).squareRoot()
            q = Quaternion(w: s / 4, x: (m[2, 1] - m[1, 2]) / s, y: (m[0, 2] - m[2, 0]) / s, z: (m[1, 0] - m[0, 1]) / s)
        } else if m[0, 0] > m[1, 1] && m[0, 0] > m[2, 2] {
            let s = 2 * (1 + m[0, 0] - m[1, 1] - m[2, 2]).squareRoot()
            q = Quaternion(w: (m[2, 1] - m[1, 2]) / s, x: s / 4, y: (m[0, 1] + m[1, 0]) / s, z: (m[0, 2] + m[2, 0]) / s)
        } else if m[1, 1] > m[2, 2] {
            let s = 2 * (1 + m[1, 1] - m[0, 0] - m[2, 2]).squareRoot()
            q = Quaternion(w: (m[0, 2] - m[2, 0]) / s, x: (m[0, 1] + m[1, 0]) / s, y: s / 4, z: (m[1, 2] + m[2, 1]) / s)
        } else {
            let s = 2 * (1 + m[2, 2] - m[0, 0] - m[1, 1]).squareRoot()
            q = Quaternion(w: (m[1, 0] - m[0, 1]) / s, x: (m[0, 2] + m[2, 0]) / s, y: (m[1, 2] + m[2, 1]) / s, z: s / 4)
        }
        let n = q.normalized
        self = n.w < 0 ? -n : n
    }

    /// The shortest rotation that turns the direction of `from` into the direction of `to`.
    /// Opposite vectors give a half turn about an axis perpendicular to `from`; a zero or
    /// non-finite vector gives the identity.
    @inlinable
    public init(rotating from: Vector3, onto to: Vector3) {
        guard let a = from.normalizedOrNil, let b = to.normalizedOrNil else {
            self = .identity
            return
        }
        let d = dot(a, b)
        if d < -0.999999999 {
            let helper = abs(a.x) < 0.9 ? Vector3(1, 0, 0) : Vector3(0, 1, 0)
            self.init(axis: cross(a, helper), angleRadians: .pi)
            return
        }
        let c = cross(a, b)
        self = Quaternion(w: 1 + d, x: c.x, y: c.y, z: c.z).normalized
    }

    /// The rotation that takes sensor-frame vectors into an earth frame, given the earth
    /// frame's axes expressed in sensor coordinates (the rows of the rotation matrix).
    @inlinable
    public init(earthAxesInSensorFrame x: Vector3, _ y: Vector3, _ z: Vector3) {
        self.init(rotationMatrix: Matrix3(rows: x, y, z))
    }
}

extension Quaternion {
    /// The negated quaternion (the same rotation).
    @inlinable
    public static prefix func - (q: Quaternion) -> Quaternion {
        Quaternion(w: -q.w, x: -q.x, y: -q.y, z: -q.z)
    }

    /// Component-wise sum (not a rotation composition).
    @inlinable
    public static func + (lhs: Quaternion, rhs: Quaternion) -> Quaternion {
        Quaternion(w: lhs.w + rhs.w, x: lhs.x + rhs.x, y: lhs.y + rhs.y, z: lhs.z + rhs.z)
    }

    /// Scales every component.
    @inlinable
    public static func * (scale: Double, q: Quaternion) -> Quaternion {
        Quaternion(w: scale * q.w, x: scale * q.x, y: scale * q.y, z: scale * q.z)
    }

    /// The four-dimensional dot product.
    @inlinable
    public func dotProduct(_ other: Quaternion) -> Double {
        w * other.w + x * other.x + y * other.y + z * other.z
    }

    /// True when all four components are finite.
    @inlinable
    public var isFinite: Bool { w.isFinite && x.isFinite && y.isFinite && z.isFinite }

    /// The inverse rotation of a vector: q* ⊗ (0, v) ⊗ q (for a unit quaternion).
    @inlinable
    public func inverseRotate(_ vector: Vector3) -> Vector3 {
        conjugate.rotate(vector)
    }

    /// The angle of the rotation between `self` and `other`, radians in 0…π.
    @inlinable
    public func angle(to other: Quaternion) -> Double {
        (self.normalized * other.normalized.conjugate).angleRadians
    }
}
