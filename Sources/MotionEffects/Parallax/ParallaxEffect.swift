import MotionMath

/// LookingGlassUI 0.5.0 `.parallax(distance:maxOffset:)`: shifts a view as if it floated
/// `distance` points in front of the glass (negative: behind it), fixed to the device, seen by
/// a still eye (§4.1).
///
/// offset = (p.x, p.y) with p = R(Δ⁻¹)·(0, 0, distance) and Δ the screen-frame turn away from
/// the settled attitude (``MotionSnapshot/deltaRotation``). So |offset| = |distance|·sin θ
/// (peak at θ = 90°), a roll about the screen normal gives no offset, a screen tilt about x
/// moves the view only vertically and about y only horizontally. Portrait, device top edge
/// toward the viewer (Rx +20°): the view moves down by distance·sin 20°. The view is never
/// rotated or scaled. With motion off the view stays unmoved (offset zero).
public struct ParallaxEffect: Sendable, Equatable {
    /// How far in front of the glass the view floats, points; negative puts it behind. Default 50.
    public var distance: Double
    /// Radial limit on the offset length, points; nil (default) for no limit. The limit
    /// shortens the offset without turning it.
    public var maxOffset: Double?

    /// Creates the effect. Defaults: distance 50 pt, no limit.
    public init(distance: Double = 50, maxOffset: Double? = nil) {
        self.distance = distance
        self.maxOffset = maxOffset
    }

    /// The offset in points (+x right, +y down) for a snapshot; zero when not detecting motion.
    public func offset(for snapshot: MotionSnapshot) -> SIMD2<Double> {
        guard snapshot.isDetectingMotion else { return .zero }
        return Self.offset(deltaRotation: snapshot.deltaRotation, distance: distance, maxOffset: maxOffset)
    }

    /// The pure formula: (p.x, p.y) with p = R(Δ⁻¹)·(0, 0, distance), radially limited.
    public static func offset(deltaRotation: Quaternion, distance: Double, maxOffset: Double?) -> SIMD2<Double> {
        guard distance.isFinite else { return .zero }
        let point = deltaRotation.normalized.conjugate.rotate(Vector3(0, 0, distance))
        return limited(SIMD2(point.x, point.y), to: maxOffset)
    }

    /// Scales `offset` down to length `maxOffset` when longer, keeping its direction. A nil,
    /// negative or non-finite limit leaves the offset unchanged; 0 gives zero.
    public static func limited(_ offset: SIMD2<Double>, to maxOffset: Double?) -> SIMD2<Double> {
        guard let maxOffset, maxOffset.isFinite, maxOffset >= 0 else { return offset }
        let length = (offset * offset).sum().squareRoot()
        guard length > maxOffset, length > 0 else { return offset }
        return offset * (maxOffset / length)
    }
}

/// LookingGlassUI's `.parallax(distance:maxOffset:)`: a ``ParallaxEffect``.
/// - Parameters:
///   - distance: points in front of the glass (negative: behind). Default 50.
///   - maxOffset: radial limit, points; nil (default) for none.
public func parallax(distance: Double = 50, maxOffset: Double? = nil) -> ParallaxEffect {
    ParallaxEffect(distance: distance, maxOffset: maxOffset)
}
