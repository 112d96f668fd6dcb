/// `UIMotionEffectGroup`: several effects applied together with the same timing. Values for
/// the same property combine (scalars and points add, transforms concatenate in order).
public struct MotionEffectGroup: Sendable, Equatable {
    /// The effects, in order.
    public var motionEffects: [InterpolatingMotionEffect]

    /// Creates a group.
    public init(motionEffects: [InterpolatingMotionEffect] = []) {
        self.motionEffects = motionEffects
    }

    /// Every property's combined relative value for a viewer offset. A property whose
    /// effects disagree in kind keeps the first kind's value.
    public func relativeValues(forViewerOffset offset: SIMD2<Double>) -> [String: MotionEffectValue] {
        var result: [String: MotionEffectValue] = [:]
        for effect in motionEffects {
            let value = effect.relativeValue(forViewerOffset: offset)
            if let existing = result[effect.property] {
                result[effect.property] = existing.combined(with: value) ?? existing
            } else {
                result[effect.property] = value
            }
        }
        return result
    }

    /// The values for a snapshot; empty while motion is off.
    public func relativeValues(for snapshot: MotionSnapshot, maximumTiltRadians: Double = ViewerOffset.defaultMaximumTiltRadians) -> [String: MotionEffectValue] {
        guard let offset = ViewerOffset.offset(for: snapshot, maximumTiltRadians: maximumTiltRadians) else { return [:] }
        return relativeValues(forViewerOffset: offset)
    }
}
