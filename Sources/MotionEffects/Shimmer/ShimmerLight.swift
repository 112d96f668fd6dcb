/// The light streak of the reflection-mode shimmer (LookingGlassUI 0.5.0 `ShimmerLight`, §4.3).
///
/// A radial gradient (``color`` at radius ≤ ``startRadius``, fading to ``background`` at
/// ``endRadius``, measured in an unscaled box of side 2·endRadius) is stretched by
/// (scale·√aspect, scale/√aspect) = (2.5, 10) by default, so the fade ends on an ellipse with
/// semi-axes 312.5 and 1250 pt, and placed by a reflection ``LookingGlass`` at distance
/// 4000, pitch 45°, yaw 0, local roll −30°, shown in four directions. The streak is centred
/// on the screen when the device is held 45° from flat and moves about 4000·π/180 ≈ 70 pt
/// per degree there.
public struct ShimmerLight: Sendable, Equatable {
    /// The light's colour. Default ``RGBA/goldShimmer``.
    public var color: RGBA
    /// What the light fades to. Default ``RGBA/clear``.
    public var background: RGBA
    /// Radius of the solid core, points (unscaled). Default 5.
    public var startRadius: Double
    /// Radius where the fade ends, points (unscaled). Default 125.
    public var endRadius: Double
    /// Width/height of the streak. Default 0.25.
    public var aspectRatio: Double
    /// Distance of the light from the glass, points. Default 4000.
    public var distance: Double
    /// Pitch of the light, radians. Default π/4 (45°).
    public var pitchRadians: Double
    /// Yaw of the light, radians. Default 0.
    public var yawRadians: Double
    /// Roll of the streak, radians. Default −π/6 (−30°).
    public var rollAngleRadians: Double
    /// Overall stretch. Default 5.
    public var scale: Double
    /// The fade shape. Default ``ShimmerFalloff/linear``.
    public var falloff: ShimmerFalloff

    /// Creates a light with LookingGlassUI's defaults.
    public init(
        color: RGBA = .goldShimmer, background: RGBA = .clear, startRadius: Double = 5, endRadius: Double = 125,
        aspectRatio: Double = 0.25, distance: Double = 4000, pitchRadians: Double = .pi / 4, yawRadians: Double = 0,
        rollAngleRadians: Double = -.pi / 6, scale: Double = 5, falloff: ShimmerFalloff = .linear
    ) {
        self.color = color
        self.background = background
        self.startRadius = startRadius
        self.endRadius = endRadius
        self.aspectRatio = aspectRatio
        self.distance = distance
        self.pitchRadians = pitchRadians
        self.yawRadians = yawRadians
        self.rollAngleRadians = rollAngleRadians
        self.scale = scale
        self.falloff = falloff
    }

    /// The gold preset: a pale gold light over gold, as in LookingGlassUI's gold shimmer demo.
    public static let gold = ShimmerLight(color: .goldShimmer, background: .gold)

    /// The stretch applied to the gradient box: (scale·√aspect, scale/√aspect); (1, 1) when
    /// scale or aspect is not finite or ≤ 0.
    public var stretch: SIMD2<Double> {
        guard scale.isFinite, scale > 0, aspectRatio.isFinite, aspectRatio > 0 else { return SIMD2(1, 1) }
        let root = aspectRatio.squareRoot()
        return SIMD2(scale * root, scale / root)
    }

    /// The side of the unscaled gradient box, points: 2·endRadius (250 by default).
    public var boxSide: Double { 2 * max(endRadius, 0) }

    /// The looking glass that places the streak.
    public var lookingGlass: LookingGlass {
        LookingGlass(
            .reflection, distance: distance, perspective: 0, pitchRadians: pitchRadians,
            yawRadians: yawRadians, localRollRadians: rollAngleRadians, isShowingInFourDirections: true
        )
    }

    /// The streak's centre relative to the screen centre, points (+y down):
    /// distance·[R(W)·ẑ]ₓᵧ. Computed whatever the gating says.
    public func highlightOffset(_ snapshot: MotionSnapshot) -> SIMD2<Double> {
        let w = lookingGlass.effect.screenRotation(for: snapshot)
        let normal = w.normalized.rotate(SIMD3(0, 0, 1))
        return distance * SIMD2(normal.x, normal.y)
    }

    /// The gradient position 0…1 (core … edge) of a point given in the stretched content
    /// plane, measured from the streak's centre.
    public func gradientPosition(ofContentOffset offset: SIMD2<Double>) -> Double {
        let unscaled = offset / stretch
        let radius = (unscaled * unscaled).sum().squareRoot()
        let span = endRadius - startRadius
        guard span > 0 else { return radius <= startRadius ? 0 : 1 }
        return EffectMath.clamp((radius - startRadius) / span, to: 0...1)
    }

    /// The overlay's colour at a screen point (points from the top-left), nil outside the
    /// gradient box (nothing drawn there).
    public func overlayColor(at screenPoint: SIMD2<Double>, _ snapshot: MotionSnapshot, screenSize: SIMD2<Double>) -> RGBA? {
        let effect = lookingGlass.effect
        guard let content = DeviceRotationEffect.contentOffset(
            atScreenOffset: screenPoint - screenSize / 2, screenRotation: effect.screenRotation(for: snapshot),
            anchorZ: effect.anchorZ, perspectiveDepth: .infinity
        ) else { return nil }
        let half = stretch * (boxSide / 2)
        guard abs(content.x) <= half.x, abs(content.y) <= half.y else { return nil }
        return falloff.color(at: gradientPosition(ofContentOffset: content), color: color, background: background)
    }
}
