import MotionMath

/// Whether content is seen through the screen or reflected by it (LookingGlassUI).
public enum DeviceRotationEffectType: String, Sendable, CaseIterable, Codable {
    /// The screen is a window into a 3D scene: the content sits `distance` behind the glass
    /// (anchorZ = +distance).
    case window
    /// The screen is a camera looking out of the glass back at the scene, an approximation of
    /// a reflection (anchorZ = −distance).
    case reflection
}

/// LookingGlassUI's `.deviceRotationEffect(…)`: rotates content so it stays fixed in the real
/// world at the offset rotation O = Rz(yaw)·Rx(pitch)·Rz(localRoll) (§4.2).
///
/// The screen rotation is W = d2s(I⁻¹·Q⁻¹·I·C·O) (``MotionSnapshot/interfaceToWorldRotation(offset:isShowingInFourDirections:)``),
/// and the 4×4 content transform follows SwiftUI `rotation3DEffect(W.angle, W.axis,
/// anchor: .center, anchorZ:, perspective:)`, column-vector convention (see ``Transform3D``):
///
///     M = T(ax, ay, anchorZ) · P · R(W) · T(−ax, −ay, −anchorZ)
///
/// with (ax, ay) the anchor (the content centre), P the identity except P[3,2] = −1/dp,
/// dp = max(width, height)/perspective (perspective 0 is orthographic). Keep |distance| < dp.
/// With motion off the effect draws nothing and takes no space (``transform(for:contentSize:anchor:)`` is nil).
public struct DeviceRotationEffect: Sendable, Equatable {
    /// Window or reflection.
    public var type: DeviceRotationEffectType
    /// How far the content is moved from the glass along the view axis, points. Default 0.
    public var distance: Double
    /// Perspective strength; 0 (default) is orthographic, 1 puts the eye max(w, h) away.
    public var perspective: Double
    /// O, where the content sits in the world: at identity it lies on the ground, top edge
    /// away from the user.
    public var offsetRotation: Quaternion
    /// Whether the content is cloned at yaw 0°, ±90° and 180° and the copy the device faces is
    /// shown. Default false.
    public var isShowingInFourDirections: Bool

    /// Creates the effect from angles in radians (all default 0):
    /// O = Rz(yaw)·Rx(pitch)·Rz(localRoll). Pitch 90° stands the content up in front of the
    /// user, 180° puts it on the ceiling; yaw 90° is to the left, −90° to the right.
    public init(
        _ type: DeviceRotationEffectType,
        distance: Double = 0,
        perspective: Double = 0,
        pitchRadians: Double = 0,
        yawRadians: Double = 0,
        localRollRadians: Double = 0,
        isShowingInFourDirections: Bool = false
    ) {
        self.init(
            type, distance: distance, perspective: perspective,
            offsetRotation: EffectMath.offsetRotation(pitchRadians: pitchRadians, yawRadians: yawRadians, localRollRadians: localRollRadians),
            isShowingInFourDirections: isShowingInFourDirections
        )
    }

    /// Creates the effect from an explicit offset rotation O.
    public init(
        _ type: DeviceRotationEffectType,
        distance: Double = 0,
        perspective: Double = 0,
        offsetRotation: Quaternion,
        isShowingInFourDirections: Bool = false
    ) {
        self.type = type
        self.distance = distance
        self.perspective = perspective
        self.offsetRotation = offsetRotation.normalized
        self.isShowingInFourDirections = isShowingInFourDirections
    }

    /// anchorZ = distance for `.window`, −distance for `.reflection`, points.
    public var anchorZ: Double {
        switch type {
        case .window: distance
        case .reflection: -distance
        }
    }

    /// W for a snapshot (screen frame).
    public func screenRotation(for snapshot: MotionSnapshot) -> Quaternion {
        snapshot.interfaceToWorldRotation(offset: offsetRotation, isShowingInFourDirections: isShowingInFourDirections)
    }

    /// The 4×4 content transform in content-local points (origin top-left, y down), or nil
    /// when motion is off (draw nothing).
    /// - Parameters:
    ///   - contentSize: the content's width and height, points.
    ///   - anchor: the unit point turned about; default the centre (0.5, 0.5).
    public func transform(for snapshot: MotionSnapshot, contentSize: SIMD2<Double>, anchor: SIMD2<Double> = SIMD2(0.5, 0.5)) -> Transform3D? {
        guard snapshot.isDetectingMotion else { return nil }
        return Self.transform(
            screenRotation: screenRotation(for: snapshot), contentSize: contentSize,
            anchorZ: anchorZ, perspective: perspective, anchor: anchor
        )
    }

    /// The perspective depth dp = max(width, height)/perspective in points; +∞ when orthographic.
    public static func perspectiveDepth(contentSize: SIMD2<Double>, perspective: Double) -> Double {
        let extent = max(contentSize.x, contentSize.y)
        guard perspective != 0, perspective.isFinite, extent > 0 else { return .infinity }
        return extent / perspective
    }

    /// M = T(ax, ay, anchorZ)·P·R(W)·T(−ax, −ay, −anchorZ) (SwiftUI `rotation3DEffect`).
    public static func transform(
        screenRotation: Quaternion, contentSize: SIMD2<Double>, anchorZ: Double,
        perspective: Double, anchor: SIMD2<Double> = SIMD2(0.5, 0.5)
    ) -> Transform3D {
        let anchorPoint = anchor * contentSize
        let depth = perspectiveDepth(contentSize: contentSize, perspective: perspective)
        let projection = Transform3D.perspective(m34: depth.isFinite ? -1 / depth : 0)
        return Transform3D.translation(x: anchorPoint.x, y: anchorPoint.y, z: anchorZ)
            * projection
            * Transform3D.rotation(screenRotation)
            * Transform3D.translation(x: -anchorPoint.x, y: -anchorPoint.y, z: -anchorZ)
    }
}
