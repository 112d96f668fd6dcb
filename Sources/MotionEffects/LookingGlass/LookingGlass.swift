import MotionMath

/// LookingGlassUI's `LookingGlass`: a ``DeviceRotationEffect`` whose content is framed to the
/// whole interface and centred on the screen (window) centre, wherever the view itself sits,
/// so content appears fixed in the world relative to the device's centre.
///
/// With motion off it draws nothing but keeps its space (``MotionOffBehaviour/hiddenKeepingSpace``).
public struct LookingGlass: Sendable, Equatable {
    /// The rotation effect applied to the content.
    public var effect: DeviceRotationEffect

    /// Creates a looking glass; see ``DeviceRotationEffect`` for the parameters (radians, points).
    public init(
        _ type: DeviceRotationEffectType, distance: Double = 0, perspective: Double = 0,
        pitchRadians: Double = 0, yawRadians: Double = 0, localRollRadians: Double = 0,
        isShowingInFourDirections: Bool = false
    ) {
        effect = DeviceRotationEffect(
            type, distance: distance, perspective: perspective, pitchRadians: pitchRadians,
            yawRadians: yawRadians, localRollRadians: localRollRadians,
            isShowingInFourDirections: isShowingInFourDirections
        )
    }

    /// Wraps an existing effect.
    public init(effect: DeviceRotationEffect) {
        self.effect = effect
    }

    /// What renderers do with motion off.
    public static let motionOffBehaviour = MotionOffBehaviour.hiddenKeepingSpace

    /// The content transform in screen points (the content frame is the screen frame, origin
    /// top-left, y down), or nil when motion is off.
    public func transform(for snapshot: MotionSnapshot, screenSize: SIMD2<Double>) -> Transform3D? {
        effect.transform(for: snapshot, contentSize: screenSize)
    }

    /// Where the content's centre appears, in screen points from the top-left; nil when motion
    /// is off or the centre is behind the eye.
    public func contentCentre(for snapshot: MotionSnapshot, screenSize: SIMD2<Double>) -> SIMD2<Double>? {
        guard snapshot.isDetectingMotion else { return nil }
        let depth = DeviceRotationEffect.perspectiveDepth(contentSize: screenSize, perspective: effect.perspective)
        guard let offset = DeviceRotationEffect.screenOffset(
            ofContentOffset: .zero, screenRotation: effect.screenRotation(for: snapshot),
            anchorZ: effect.anchorZ, perspectiveDepth: depth
        ) else { return nil }
        return screenSize / 2 + offset
    }
}
