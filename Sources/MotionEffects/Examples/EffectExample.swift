/// The seed recipes as runnable examples: each turns a motion snapshot (or, for the chained
/// animation, time) into the numbers a renderer would apply. Used by the example tests and
/// by `inertia effects --example NAME`.
public enum EffectExample: String, Sendable, CaseIterable {
    /// The SwiftUI `MotionReader` card: `.motionEffect(scale: 1.2, range: -5...5, strength: 1)`.
    case motionReaderCard = "motion-reader-card"
    /// The UIKit recipes: two-axes shift (40 pt) and two-axes tilt (strength 0.5) over the
    /// default tilt, on three views at z −500, −300 and 0.
    case shiftAndTilt = "shift-and-tilt"
    /// LookingGlassUI's gold `ShimmerView` on a 400 × 800 pt screen.
    case goldShimmer = "gold-shimmer"
    /// The chained rotate → shift → fade animation (rotate 5 times, bounded by prefix).
    case chainedAnimation = "chained-animation"

    /// The screen size the examples assume, points.
    public static let screenSize = SIMD2(400.0, 800.0)

    /// The chained animation of the RxSwift article: an endless quarter turn taken 5 times,
    /// then a 50 pt shift right, then a fade out; 0.5 s each.
    public static let chainedAnimationRecipe = Animation.sequence(
        Animation.animate(.rotation, by: .scalar(.pi / 2), duration: .milliseconds(500)).repeatForever().prefix(5),
        Animation.animate(.translation, by: .point(SIMD2(50, 0)), duration: .milliseconds(500)),
        Animation.animate(.opacity, to: .scalar(0), duration: .milliseconds(500))
    )

    /// The example's output for one motion snapshot. For ``chainedAnimation`` use
    /// ``animationOutput(_:values:)`` instead; here it reports only the time.
    public func output(for snapshot: MotionSnapshot, theme: RendererTheme = .dark) -> ExampleOutput {
        let time: (name: String, value: ExampleOutput.Value) = ("time_s", .number(snapshot.timestampSeconds))
        switch self {
        case .motionReaderCard:
            let layout = motionEffect(scale: 1.2, range: -5...5, strength: 1).layout(for: snapshot)
            return ExampleOutput([
                time, ("scale", .number(layout.scale)), ("offset_x", .number(layout.offset.x)), ("offset_y", .number(layout.offset.y)),
            ])
        case .shiftAndTilt:
            let shift = MotionEffectGroup.twoAxesShift(strength: 40).relativeValues(for: snapshot)
            let tilt = MotionEffectGroup.twoAxesTilt(strength: 0.5).relativeValues(for: snapshot)
            var relative = Transform3D.identity
            if case .transform(let value) = tilt["layer.transform"] { relative = value }
            let layers = ZDepthLayering(layers: [
                .init(name: "back", zPosition: -500, transform: .defaultTilt),
                .init(name: "middle", zPosition: -300, transform: .defaultTilt),
                .init(name: "front", zPosition: 0, transform: .defaultTilt),
            ]).screenTransforms(adding: relative)
            let viewer = ViewerOffset.offset(for: snapshot)
            var fields: [(name: String, value: ExampleOutput.Value)] = [
                time,
                ("viewer_offset", viewer.map { .numbers([$0.x, $0.y]) } ?? .text("motion off")),
                ("center_x", .number(Self.scalar(shift["center.x"]))),
                ("center_y", .number(Self.scalar(shift["center.y"]))),
            ]
            for layer in layers { fields.append(("\(layer.name)_transform", .text(layer.transform.cssMatrix3d))) }
            return ExampleOutput(fields)
        case .goldShimmer:
            switch ShimmerView.gold.frame(for: snapshot, theme: theme, screenSize: Self.screenSize) {
            case .shimmering(let geometry, _):
                return ExampleOutput([
                    time, ("draw", .text("shimmer")), ("centre_x", .number(geometry.centre.x)), ("centre_y", .number(geometry.centre.y)),
                    ("transform", .text(geometry.cssTransform)), ("gradient", .text(geometry.cssRadialGradient)),
                ])
            case .backgroundOnly(let colour):
                return ExampleOutput([time, ("draw", .text("background")), ("colour", .text(colour.css))])
            case .nothing:
                return ExampleOutput([time, ("draw", .text("nothing"))])
            }
        case .chainedAnimation:
            return ExampleOutput([time])
        }
    }

    /// One frame of the chained animation: elapsed time, what changed, and the three
    /// properties from `values` (the target's values after the frame).
    public static func animationOutput(_ frame: AnimationFrame, values: [AnimatedProperty: MotionEffectValue]) -> ExampleOutput {
        let translation: SIMD2<Double>
        if case .point(let point) = values[.translation] { translation = point } else { translation = .zero }
        let seconds = Double(frame.elapsed.components.seconds) + Double(frame.elapsed.components.attoseconds) * 1e-18
        return ExampleOutput([
            ("time_s", .number(seconds)),
            ("changed", .text(frame.property.name)),
            ("rotation_rad", .number(scalar(values[.rotation]))),
            ("translation", .numbers([translation.x, translation.y])),
            ("opacity", .number(values[.opacity].map { scalar($0) } ?? 1)),
        ])
    }

    static func scalar(_ value: MotionEffectValue?) -> Double {
        if case .scalar(let number) = value { return number }
        return 0
    }
}
