import MotionMath
import Platform

/// Deterministic pseudo-random numbers (SplitMix64) so failures reproduce.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A random unit quaternion (uniform on the sphere, Shoemake's method).
func randomRotation(_ generator: inout SeededGenerator) -> Quaternion {
    let u1 = Double.random(in: 0..<1, using: &generator)
    let u2 = Double.random(in: 0..<(2 * .pi), using: &generator)
    let u3 = Double.random(in: 0..<(2 * .pi), using: &generator)
    let a = (1 - u1).squareRoot(), b = u1.squareRoot()
    return Quaternion(w: a * sin(u2), x: a * cos(u2), y: b * sin(u3), z: b * cos(u3))
}

func randomVector(_ generator: inout SeededGenerator) -> Vector3 {
    Vector3(
        Double.random(in: -2...2, using: &generator),
        Double.random(in: -2...2, using: &generator),
        Double.random(in: -2...2, using: &generator)
    )
}

/// The largest component difference, treating q and −q as the same rotation.
func rotationDistance(_ a: Quaternion, _ b: Quaternion) -> Double {
    let direct = max(abs(a.w - b.w), abs(a.x - b.x), abs(a.y - b.y), abs(a.z - b.z))
    let flipped = max(abs(a.w + b.w), abs(a.x + b.x), abs(a.y + b.y), abs(a.z + b.z))
    return min(direct, flipped)
}

func distance(_ a: Vector3, _ b: Vector3) -> Double { (a - b).length }
