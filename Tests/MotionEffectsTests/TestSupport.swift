import MotionMath
import Platform
@testable import MotionEffects


func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

func isClose(_ a: SIMD2<Double>, _ b: SIMD2<Double>, _ tolerance: Double = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

func isClose(_ a: Vector3, _ b: Vector3, _ tolerance: Double = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance && abs(a.z - b.z) <= tolerance
}

/// Same rotation (q and −q are equal).
func isSameRotation(_ a: Quaternion, _ b: Quaternion, _ tolerance: Double = 1e-9) -> Bool {
    let p = a.normalized
    let q = b.normalized
    let d = abs(p.w * q.w + p.x * q.x + p.y * q.y + p.z * q.z)
    return abs(1 - d) <= tolerance
}

func length(_ v: SIMD2<Double>) -> Double { (v * v).sum().squareRoot() }

/// A snapshot with settled rotation `settled` and current attitude `attitude`, detecting motion.
func snapshot(
    attitude: Quaternion, settled: Quaternion = .identity, orientation: InterfaceOrientation = .portrait,
    clone: Quaternion = .identity
) -> MotionSnapshot {
    MotionSnapshot(
        timestampSeconds: 1, currentDeviceRotation: attitude, settledDeviceRotation: settled,
        interfaceOrientation: orientation, cloneRotation: clone, updateIntervalSeconds: 0.1, isDetectingMotion: true
    )
}

/// A snapshot whose delta rotation Δ is exactly `screenDelta` (portrait, S = identity):
/// Δ = d2s(Q⁻¹) ⇒ Q = d2s(Δ)⁻¹.
func snapshot(screenDelta: Quaternion) -> MotionSnapshot {
    snapshot(attitude: EffectMath.deviceToScreen(screenDelta).conjugate)
}
