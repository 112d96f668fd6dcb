import Foundation
import MotionMath

/// Stand-in effect outputs used until the MotionEffects module provides the real ones.
enum PlaceholderEffects {
    static func outputs(relativeAttitude: Quaternion, isDetectingMotion: Bool) -> EffectOutputs {
        guard isDetectingMotion else {
            return .resting(layerCount: SceneLayout.parallaxDistancesPoints.count)
        }
        let tip = relativeAttitude.conjugate.rotate(Vector3(0, 0, 1))
        let offsets = SceneLayout.parallaxDistancesPoints.map { SIMD2(tip.x * $0, -tip.y * $0) }
        return EffectOutputs(
            parallaxOffsets: offsets,
            modelTransform: transform(relativeAttitude, size: SceneLayout.modelContentSize),
            tiltTransform: transform(relativeAttitude, size: SceneLayout.tiltContentSize),
            shimmerCentre: SIMD2(tip.x * 1500, -tip.y * 1500),
            isDetectingMotion: true
        )
    }

    /// Device rotation shown in screen axes (x right, y down, z toward the viewer), as a
    /// column-major 4 × 4 about the centre of content of `size` points.
    static func transform(_ q: Quaternion, size: SIMD2<Double>) -> [Double] {
        let flip = Vector3(1, -1, -1)
        let c0 = q.rotate(Vector3(1, 0, 0)) * flip
        let c1 = q.rotate(Vector3(0, -1, 0)) * flip
        let c2 = q.rotate(Vector3(0, 0, -1)) * flip
        let a = size / 2
        let t = Vector3(a.x, a.y, 0) - (c0 * a.x + c1 * a.y)
        return [c0.x, c0.y, c0.z, 0, c1.x, c1.y, c1.z, 0, c2.x, c2.y, c2.z, 0, t.x, t.y, t.z, 1]
    }
}
