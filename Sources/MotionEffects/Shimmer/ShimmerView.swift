/// How the shimmer overlay is combined with what is beneath it.
public enum ShimmerCompositing: Hashable, Sendable {
    /// Drawn source-atop over the content, on `background` (the `background:` form).
    case sourceAtop(background: RGBA)
    /// Drawn with a blend mode on a clear background (the `blendMode:` form; default screen).
    case blend(BlendMode)

    /// Blend modes a renderer is asked to use.
    public enum BlendMode: String, Sendable, CaseIterable, Codable {
        /// Screen (the default).
        case screen
        /// Plus-lighter (additive).
        case plusLighter
        /// Overlay.
        case overlay
        /// Normal source-over.
        case normal
    }
}

/// One frame of a shimmer for a renderer.
public enum ShimmerFrame: Sendable, Equatable {
    /// Draw the background only (motion off, or the mode is off for this theme).
    case backgroundOnly(RGBA)
    /// Draw nothing.
    case nothing
    /// Draw the streak.
    case shimmering(ShimmerGeometry, ShimmerRenderIntent)
}

/// What the renderer must honour around the streak.
public struct ShimmerRenderIntent: Sendable, Equatable, Hashable {
    /// How to combine the overlay with what is beneath.
    public var compositing: ShimmerCompositing
    /// Whether the overlay is masked by the content's own shape (the `.shimmer()` modifier).
    public var isMaskedByContent: Bool
    /// Whether the overlay is clipped to the view's bounds. Always true.
    public var isClipped: Bool
    /// The overlay never takes hits and is hidden from accessibility. Always true.
    public var isHiddenFromAccessibilityAndHitTesting: Bool
}

/// LookingGlassUI's `ShimmerView(mode:color:background:)`: a colour that shimmers with another
/// as if reflecting light. With motion off, or when the mode is off for the theme, only the
/// background is drawn.
public struct ShimmerView: Sendable, Equatable {
    /// When to shimmer. Default `.on`.
    public var mode: ShimmerMode
    /// The light; its `background` is the view's colour.
    public var light: ShimmerLight

    /// Creates a shimmering colour. Defaults: `.on`, gold over gold.
    public init(mode: ShimmerMode = .on, color: RGBA = .goldShimmer, background: RGBA = .gold, falloff: ShimmerFalloff = .linear) {
        self.mode = mode
        light = ShimmerLight(color: color, background: background, falloff: falloff)
    }

    /// Creates a view from a full light description.
    public init(mode: ShimmerMode = .on, light: ShimmerLight) {
        self.mode = mode
        self.light = light
    }

    /// The gold preset (``ShimmerLight/gold``).
    public static let gold = ShimmerView(light: .gold)

    /// The frame to draw (0.5.0 gating: `isDetectingMotion && mode.isOn(theme)`).
    public func frame(for snapshot: MotionSnapshot, theme: RendererTheme, screenSize: SIMD2<Double>) -> ShimmerFrame {
        guard snapshot.isDetectingMotion, mode.isOn(theme: theme) else { return .backgroundOnly(light.background) }
        let intent = ShimmerRenderIntent(
            compositing: .sourceAtop(background: light.background), isMaskedByContent: false,
            isClipped: true, isHiddenFromAccessibilityAndHitTesting: true
        )
        return .shimmering(ShimmerGeometry(light: light, snapshot: snapshot, screenSize: screenSize), intent)
    }

    /// The colour at a screen point (points from the top-left), for raster renderers.
    public func color(at screenPoint: SIMD2<Double>, _ snapshot: MotionSnapshot, theme: RendererTheme, screenSize: SIMD2<Double>) -> RGBA {
        guard snapshot.isDetectingMotion, mode.isOn(theme: theme),
              let overlay = light.overlayColor(at: screenPoint, snapshot, screenSize: screenSize) else { return light.background }
        return overlay.composited(over: light.background)
    }
}

/// LookingGlassUI's `.shimmer(…)` modifier: the streak over any content, masked by it.
///
/// With `background:` it is drawn source-atop over that colour and, with motion off, the
/// background only is drawn; with a blend mode (default screen) the overlay's background is
/// clear and, with motion off, nothing is drawn.
public struct ShimmerOverlay: Sendable, Equatable {
    /// When to shimmer. Default `.on`.
    public var mode: ShimmerMode
    /// The light.
    public var light: ShimmerLight
    /// How the overlay is combined with the content.
    public var compositing: ShimmerCompositing

    /// The background form: source-atop on `background`.
    public init(mode: ShimmerMode = .on, color: RGBA = .goldShimmer, background: RGBA, falloff: ShimmerFalloff = .linear) {
        self.mode = mode
        light = ShimmerLight(color: color, background: background, falloff: falloff)
        compositing = .sourceAtop(background: background)
    }

    /// The blend form: a clear background and `blendMode` (default `.screen`).
    public init(mode: ShimmerMode = .on, color: RGBA = .goldShimmer, blendMode: ShimmerCompositing.BlendMode = .screen, falloff: ShimmerFalloff = .linear) {
        self.mode = mode
        light = ShimmerLight(color: color, background: .clear, falloff: falloff)
        compositing = .blend(blendMode)
    }

    /// Which row of the motion-off table applies.
    public var kind: MotionEffectKind {
        if case .sourceAtop = compositing { return .shimmerWithBackground }
        return .shimmerWithBlendMode
    }

    /// The frame to draw over the content.
    public func frame(for snapshot: MotionSnapshot, theme: RendererTheme, screenSize: SIMD2<Double>) -> ShimmerFrame {
        guard snapshot.isDetectingMotion, mode.isOn(theme: theme) else {
            if case .sourceAtop(let background) = compositing { return .backgroundOnly(background) }
            return .nothing
        }
        let intent = ShimmerRenderIntent(
            compositing: compositing, isMaskedByContent: true, isClipped: true,
            isHiddenFromAccessibilityAndHitTesting: true
        )
        return .shimmering(ShimmerGeometry(light: light, snapshot: snapshot, screenSize: screenSize), intent)
    }
}
