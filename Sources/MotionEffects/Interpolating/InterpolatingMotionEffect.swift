/// Which component of the viewer offset drives an effect (`UIInterpolatingMotionEffect.EffectType`).
public enum MotionEffectAxis: String, Sendable, CaseIterable, Codable {
    /// The screen turning left or right of the viewer (`tiltAlongHorizontalAxis`).
    case horizontal
    /// The screen turning above or below the viewer (`tiltAlongVerticalAxis`).
    case vertical
}

/// `UIInterpolatingMotionEffect`: maps one component of the viewer offset in [−1, 1] linearly
/// onto [minimum, maximum] and adds the result to a property:
/// value(o) = min + (o + 1)/2 · (max − min); −1 gives the minimum, +1 the maximum.
public struct InterpolatingMotionEffect: Sendable, Equatable {
    /// The property the value is added to, as a key path (e.g. `center.x`, `layer.transform`).
    public var property: String
    /// Which viewer-offset component drives it.
    public var axis: MotionEffectAxis
    /// The relative value at offset −1.
    public private(set) var minimumRelativeValue: MotionEffectValue
    /// The relative value at offset +1.
    public private(set) var maximumRelativeValue: MotionEffectValue

    /// Creates an effect from two values of the same kind.
    /// - Throws: ``MotionEffectError/mismatchedValueKinds(property:minimum:maximum:)``.
    public init(
        property: String, axis: MotionEffectAxis,
        minimumRelativeValue: MotionEffectValue, maximumRelativeValue: MotionEffectValue
    ) throws(MotionEffectError) {
        guard minimumRelativeValue.kind == maximumRelativeValue.kind else {
            throw .mismatchedValueKinds(property: property, minimum: minimumRelativeValue.kind, maximum: maximumRelativeValue.kind)
        }
        self.property = property
        self.axis = axis
        self.minimumRelativeValue = minimumRelativeValue
        self.maximumRelativeValue = maximumRelativeValue
    }

    /// A scalar effect (points, radians, opacity…).
    public init(property: String, axis: MotionEffectAxis, minimumRelativeValue: Double, maximumRelativeValue: Double) {
        self.property = property
        self.axis = axis
        self.minimumRelativeValue = .scalar(minimumRelativeValue)
        self.maximumRelativeValue = .scalar(maximumRelativeValue)
    }

    /// A point effect, points.
    public init(property: String, axis: MotionEffectAxis, minimumRelativeValue: SIMD2<Double>, maximumRelativeValue: SIMD2<Double>) {
        self.property = property
        self.axis = axis
        self.minimumRelativeValue = .point(minimumRelativeValue)
        self.maximumRelativeValue = .point(maximumRelativeValue)
    }

    /// A 4×4-transform effect.
    public init(property: String, axis: MotionEffectAxis, minimumRelativeValue: Transform3D, maximumRelativeValue: Transform3D) {
        self.property = property
        self.axis = axis
        self.minimumRelativeValue = .transform(minimumRelativeValue)
        self.maximumRelativeValue = .transform(maximumRelativeValue)
    }

    /// The relative value for a viewer offset (components clamped to [−1, 1]).
    public func relativeValue(forViewerOffset offset: SIMD2<Double>) -> MotionEffectValue {
        let component = axis == .horizontal ? offset.x : offset.y
        let fraction = (EffectMath.clamp(component, to: -1...1) + 1) / 2
        // The kinds match by construction.
        return minimumRelativeValue.interpolated(to: maximumRelativeValue, fraction: fraction) ?? minimumRelativeValue
    }

    /// `keyPathsAndRelativeValues(forViewerOffset:)`: this effect's property and value.
    public func relativeValues(forViewerOffset offset: SIMD2<Double>) -> [String: MotionEffectValue] {
        [property: relativeValue(forViewerOffset: offset)]
    }

    /// The values for a snapshot; empty while motion is off (the property is left unchanged).
    public func relativeValues(for snapshot: MotionSnapshot, maximumTiltRadians: Double = ViewerOffset.defaultMaximumTiltRadians) -> [String: MotionEffectValue] {
        guard let offset = ViewerOffset.offset(for: snapshot, maximumTiltRadians: maximumTiltRadians) else { return [:] }
        return relativeValues(forViewerOffset: offset)
    }
}
