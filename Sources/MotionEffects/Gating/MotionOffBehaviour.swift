/// What an effect shows while motion is off (reduce motion, low power, no sensor, disabled or
/// stopped), following LookingGlassUI's table (§5).
public enum MotionOffBehaviour: String, Sendable, CaseIterable, Codable {
    /// The view is drawn where it would be at rest (parallax: offset zero; rate reader: zero).
    case unmoved
    /// The property the effect drives is left unchanged (interpolating effects add nothing).
    case unmodified
    /// Nothing is drawn, but the layout space is kept (`LookingGlass`).
    case hiddenKeepingSpace
    /// Nothing is drawn and no space is taken (`deviceRotationEffect`).
    case hiddenTakingNoSpace
    /// Only the background colour is drawn (`ShimmerView`, shimmer with a background).
    case backgroundOnly
    /// The overlay draws nothing (shimmer with a blend mode).
    case nothing
}

/// The effects of this module, for looking up their motion-off behaviour.
public enum MotionEffectKind: String, Sendable, CaseIterable, Codable {
    /// ``ParallaxEffect``.
    case parallax
    /// ``DepthParallax``.
    case depthParallax
    /// ``MotionReader`` / ``RateMotionEffect``.
    case motionReader
    /// ``InterpolatingMotionEffect`` and ``MotionEffectGroup``.
    case interpolating
    /// ``DeviceRotationEffect``.
    case deviceRotationEffect
    /// ``LookingGlass``.
    case lookingGlass
    /// ``ShimmerView`` (a colour that shimmers).
    case shimmerView
    /// ``ShimmerOverlay`` with a background colour (source-atop).
    case shimmerWithBackground
    /// ``ShimmerOverlay`` with a blend mode (default screen).
    case shimmerWithBlendMode

    /// The behaviour with motion off.
    public var motionOffBehaviour: MotionOffBehaviour {
        switch self {
        case .parallax, .depthParallax, .motionReader: .unmoved
        case .interpolating: .unmodified
        case .deviceRotationEffect: .hiddenTakingNoSpace
        case .lookingGlass: .hiddenKeepingSpace
        case .shimmerView, .shimmerWithBackground: .backgroundOnly
        case .shimmerWithBlendMode: .nothing
        }
    }
}
