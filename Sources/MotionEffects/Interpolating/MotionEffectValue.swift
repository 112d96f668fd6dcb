/// A value an interpolating motion effect adds to a property: a scalar (points, radians,
/// opacity…), a point, or a 4×4 transform.
public enum MotionEffectValue: Hashable, Sendable {
    /// A number, in the property's unit.
    case scalar(Double)
    /// A 2D point or size, points.
    case point(SIMD2<Double>)
    /// A 4×4 transform (column-vector convention, see ``Transform3D``).
    case transform(Transform3D)

    /// Which case this is.
    public var kind: Kind {
        switch self {
        case .scalar: .scalar
        case .point: .point
        case .transform: .transform
        }
    }

    /// The kinds of value.
    public enum Kind: String, Sendable, Codable {
        /// ``MotionEffectValue/scalar(_:)``.
        case scalar
        /// ``MotionEffectValue/point(_:)``.
        case point
        /// ``MotionEffectValue/transform(_:)``.
        case transform
    }

    /// The value a fraction `t` (0…1) of the way from `self` to `other`; nil if the kinds differ.
    /// Transforms interpolate by decomposition (rotation by slerp).
    public func interpolated(to other: MotionEffectValue, fraction t: Double) -> MotionEffectValue? {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): .scalar(a + (b - a) * t)
        case let (.point(a), .point(b)): .point(a + (b - a) * t)
        case let (.transform(a), .transform(b)): .transform(a.interpolated(to: b, fraction: t))
        default: nil
        }
    }

    /// Combines two relative values for the same property: scalars and points add, transforms
    /// concatenate (`self` then `other` in Core Animation's additive order: self · other).
    /// Nil if the kinds differ.
    public func combined(with other: MotionEffectValue) -> MotionEffectValue? {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): .scalar(a + b)
        case let (.point(a), .point(b)): .point(a + b)
        case let (.transform(a), .transform(b)): .transform(a * b)
        default: nil
        }
    }

    /// The property's value after adding this relative value to `base`; nil if the kinds differ.
    public func applied(to base: MotionEffectValue) -> MotionEffectValue? {
        base.combined(with: self)
    }
}

/// Errors from building motion effects.
public enum MotionEffectError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Minimum and maximum relative values are of different kinds.
    case mismatchedValueKinds(property: String, minimum: MotionEffectValue.Kind, maximum: MotionEffectValue.Kind)

    public var description: String {
        switch self {
        case let .mismatchedValueKinds(property, minimum, maximum):
            "The motion effect for '\(property)' has a \(minimum.rawValue) minimum but a \(maximum.rawValue) maximum; give both relative values the same kind."
        }
    }
}
