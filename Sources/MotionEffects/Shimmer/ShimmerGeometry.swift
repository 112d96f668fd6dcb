/// Everything a renderer needs to draw one frame of the shimmer streak.
///
/// Draw a square of side ``boxSide`` points filled with a radial gradient centred in it
/// (``stops`` from ``startRadius`` to ``endRadius``, over ``background`` when
/// ``drawsOverBackground``), transformed by ``boxTransform`` (box-local points, origin
/// top-left, to screen points; column-vector convention, see ``Transform3D``).
public struct ShimmerGeometry: Sendable, Equatable {
    /// The streak's centre in screen points from the top-left.
    public var centre: SIMD2<Double>
    /// Side of the unscaled gradient box, points.
    public var boxSide: Double
    /// Box-local points → screen points (stretch, looking-glass rotation, placement).
    public var boxTransform: Transform3D
    /// Gradient stops between the radii.
    public var stops: [GradientStop]
    /// Radius where the stops start, points (unscaled).
    public var startRadius: Double
    /// Radius where the stops end, points (unscaled).
    public var endRadius: Double
    /// Whether the stops are drawn over the background instead of mixing into it.
    public var drawsOverBackground: Bool
    /// The background colour of the light.
    public var background: RGBA

    /// Builds the geometry of `light` for a snapshot and a screen size (points).
    public init(light: ShimmerLight, snapshot: MotionSnapshot, screenSize: SIMD2<Double>) {
        let effect = light.lookingGlass.effect
        let screenTransform = DeviceRotationEffect.transform(
            screenRotation: effect.screenRotation(for: snapshot), contentSize: screenSize,
            anchorZ: effect.anchorZ, perspective: 0
        )
        let stretch = light.stretch
        let half = light.boxSide / 2
        let centreOfScreen = screenSize / 2
        boxTransform = screenTransform
            * Transform3D.translation(x: centreOfScreen.x, y: centreOfScreen.y, z: 0)
            * Transform3D.scale(x: stretch.x, y: stretch.y)
            * Transform3D.translation(x: -half, y: -half, z: 0)
        centre = centreOfScreen + light.highlightOffset(snapshot)
        boxSide = light.boxSide
        stops = light.falloff.stops(color: light.color, background: light.background)
        startRadius = light.startRadius
        endRadius = light.endRadius
        drawsOverBackground = light.falloff.drawsOverBackground
        background = light.background
    }

    /// The CSS `background-image` for the box:
    /// `radial-gradient(circle at 50% 50%, <colour> <radius>px, …)`.
    public var cssRadialGradient: String {
        let span = endRadius - startRadius
        let parts = stops.map { stop -> String in
            let radius = ((startRadius + stop.location * span) * 1000).rounded() / 1000
            return "\(stop.color.css) \(radius)px"
        }
        return "radial-gradient(circle at 50% 50%, " + parts.joined(separator: ", ") + ")"
    }

    /// The CSS `transform` for the box (`transform-origin: 0 0`).
    public var cssTransform: String { boxTransform.cssMatrix3d }
}
