import MotionEffects
import MotionMath

/// Runs the motion effects the views show on one snapshot: the card's parallax layers, the
/// board model's and the tilt element's device-rotation transforms, and the gold shimmer.
public struct EffectsComposer: Sendable {
    /// The card's layers, back to front (`SceneLayout.parallaxDistancesPoints`).
    public var parallax = DepthParallax(
        layers: SceneLayout.parallaxDistancesPoints.enumerated().map { index, distance in
            DepthParallax.Layer(name: "layer \(index)", distance: distance)
        },
        maxOffset: SceneLayout.parallaxMaximumOffsetPoints
    )
    /// The 3D board model: a window at the glass with some perspective.
    public var model = DeviceRotationEffect(.window, distance: 0, perspective: 0.6)
    /// The card's looking-glass element: a window slightly behind the glass.
    public var tilt = DeviceRotationEffect(.window, distance: 12, perspective: 0.6)
    /// The shimmer light. The gold preset with the light overhead (pitch 0), so the streak
    /// crosses the title while the board lies near flat, as a board on a desk does.
    public var shimmer: ShimmerLight = {
        var light = ShimmerLight.gold
        light.pitchRadians = 0
        return light
    }()

    /// Creates a composer with the views' settings.
    public init() {}

    /// The effect outputs for `snapshot`.
    public func outputs(for snapshot: MotionSnapshot) -> EffectOutputs {
        let geometry = ShimmerGeometry(light: shimmer, snapshot: snapshot, screenSize: SceneLayout.shimmerContentSize)
        return EffectOutputs(
            parallaxOffsets: parallax.offsets(for: snapshot),
            modelTransform: model.transform(for: snapshot, contentSize: SceneLayout.modelContentSize)?.columnMajorValues
                ?? EffectOutputs.identityTransform,
            tiltTransform: tilt.transform(for: snapshot, contentSize: SceneLayout.tiltContentSize)?.columnMajorValues
                ?? EffectOutputs.identityTransform,
            shimmerCentre: snapshot.isDetectingMotion ? shimmer.highlightOffset(snapshot) : .zero,
            isDetectingMotion: snapshot.isDetectingMotion,
            shimmer: ShimmerOutput(geometry: geometry),
            snapshot: snapshot
        )
    }

    /// The colour the shimmer adds at `point` (points from the top-left of content of
    /// `contentSize`), or nil where the streak does not reach; nil whenever motion is off.
    public func shimmerOverlay(at point: SIMD2<Double>, contentSize: SIMD2<Double>, snapshot: MotionSnapshot) -> RGBA? {
        guard snapshot.isDetectingMotion else { return nil }
        return shimmer.overlayColor(at: point, snapshot, screenSize: contentSize)
    }
}
