import MotionMath

extension MotionEffectGroup {
    /// The two-axes shift recipe: `center.x` (horizontal) and `center.y` (vertical) move from
    /// −strength to +strength points, like `parallax(distance: +strength)` normalised.
    /// - Parameter strength: points at full tilt (e.g. 40).
    public static func twoAxesShift(strength: Double) -> MotionEffectGroup {
        MotionEffectGroup(motionEffects: [
            InterpolatingMotionEffect(property: "center.x", axis: .horizontal, minimumRelativeValue: -strength, maximumRelativeValue: strength),
            InterpolatingMotionEffect(property: "center.y", axis: .vertical, minimumRelativeValue: -strength, maximumRelativeValue: strength),
        ])
    }

    /// The two-axes tilt recipe (Safari tabs): `layer.transform` turns about y by ∓π/4
    /// (horizontal: −π/4 at the minimum, +π/4 at the maximum) and about x by ±π/4 (vertical:
    /// +π/4 at the minimum, −π/4 at the maximum), each with perspective m34 = strength/2000.
    /// - Parameter strength: perspective strength (e.g. 0.5 → m34 = 0.00025).
    public static func twoAxesTilt(strength: Double) -> MotionEffectGroup {
        MotionEffectGroup(motionEffects: [
            InterpolatingMotionEffect(
                property: "layer.transform", axis: .horizontal,
                minimumRelativeValue: Transform3D.tilt(strength: strength, angleRadians: -.pi / 4, axis: Vector3(0, 1, 0)),
                maximumRelativeValue: Transform3D.tilt(strength: strength, angleRadians: .pi / 4, axis: Vector3(0, 1, 0))
            ),
            InterpolatingMotionEffect(
                property: "layer.transform", axis: .vertical,
                minimumRelativeValue: Transform3D.tilt(strength: strength, angleRadians: .pi / 4, axis: Vector3(1, 0, 0)),
                maximumRelativeValue: Transform3D.tilt(strength: strength, angleRadians: -.pi / 4, axis: Vector3(1, 0, 0))
            ),
        ])
    }
}

extension Transform3D {
    /// One end of the two-axes tilt: `CATransform3DRotate(perspective(m34: strength/2000), angle, axis)`.
    public static func tilt(strength: Double, angleRadians: Double, axis: Vector3) -> Transform3D {
        Transform3D.perspective(m34: strength / 2000).rotated(angleRadians: angleRadians, axis: axis)
    }

    /// The default tilt applied before motion: m34 = 1/1000, then π/4 about x
    /// (`addTilt()` of the UIKit recipe), leaning the view's top away.
    public static let defaultTilt = Transform3D.perspective(m34: 1.0 / 1000).rotated(angleRadians: .pi / 4, axis: Vector3(1, 0, 0))
}

/// z-depth layering: views at different `zPosition`s, drawn back to front, each with its own
/// transform (e.g. ``Transform3D/defaultTilt`` plus a motion tilt). With a parent perspective
/// (`sublayerTransform.m34`), deeper layers also look smaller and move less.
public struct ZDepthLayering: Sendable, Equatable {
    /// One layer.
    public struct Layer: Sendable, Equatable {
        /// A name for the renderer.
        public var name: String
        /// `layer.zPosition`, points (more negative = further away).
        public var zPosition: Double
        /// The layer's own transform about its centre.
        public var transform: Transform3D
        /// Creates a layer. Default transform: identity.
        public init(name: String, zPosition: Double, transform: Transform3D = .identity) {
            self.name = name
            self.zPosition = zPosition
            self.transform = transform
        }
    }

    /// The layers in any order.
    public var layers: [Layer]
    /// The parent's `sublayerTransform.m34`; 0 (default) keeps z for ordering only.
    public var parentPerspectiveM34: Double

    /// Creates a layering.
    public init(layers: [Layer], parentPerspectiveM34: Double = 0) {
        self.layers = layers
        self.parentPerspectiveM34 = parentPerspectiveM34
    }

    /// The layers back to front (ascending zPosition; ties keep their order).
    public var drawOrder: [Layer] {
        layers.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }.map(\.element)
    }

    /// Each layer's transform from layer-centred points to parent-centred points, back to
    /// front: P_parent · T(0, 0, z) · (relative · layer transform).
    /// - Parameter relative: a relative transform to add (e.g. the tilt group's value).
    public func screenTransforms(adding relative: Transform3D = .identity) -> [(name: String, transform: Transform3D)] {
        let parent = Transform3D.perspective(m34: parentPerspectiveM34)
        return drawOrder.map { layer in
            (layer.name, parent * Transform3D.translation(x: 0, y: 0, z: layer.zPosition) * (layer.transform * relative))
        }
    }
}
