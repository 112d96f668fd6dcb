import MotionEffects

/// The demo's intro, a chained animation sequence run by the effects' `Animator`: rotate the
/// card upright (0.7 s), then shift it into place (0.5 s), then fade its content in (0.6 s).
public enum IntroAnimation {
    /// The card's turn, radians.
    public static let rotation = AnimatedProperty.rotation
    /// The card's shift, in card heights.
    public static let shift = AnimatedProperty.translation
    /// The content's opacity, 0…1.
    public static let opacity = AnimatedProperty.opacity

    /// The sequence: rotate → shift → fade in.
    public static let sequence = Animation.sequence(
        .animate(rotation, to: .scalar(0), duration: .milliseconds(700), curve: .easeInOut),
        .animate(shift, to: .point(.zero), duration: .milliseconds(500), curve: .easeInOut),
        .animate(opacity, to: .scalar(1), duration: .milliseconds(600), curve: .easeIn)
    )

    /// A target holding the starting pose (`IntroPose.start`).
    public static func makeTarget() -> AnimationTarget {
        AnimationTarget(initialValues: [
            rotation: .scalar(IntroPose.start.cardAngleRadians),
            shift: .point(SIMD2(0, IntroPose.start.cardShiftHeights)),
            opacity: .scalar(IntroPose.start.contentOpacity),
        ])
    }

    /// The pose the target's values describe now.
    public static func pose(of target: AnimationTarget) -> IntroPose {
        var pose = IntroPose.settled
        if case .scalar(let angle) = target.value(of: rotation) { pose.cardAngleRadians = angle }
        if case .point(let offset) = target.value(of: shift) { pose.cardShiftHeights = offset.y }
        if case .scalar(let value) = target.value(of: opacity) { pose.contentOpacity = value }
        return pose
    }
}
