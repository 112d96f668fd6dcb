import Calibration
import Foundation
import MotionMath

/// A small deterministic generator (SplitMix64) so randomised tests repeat exactly.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A normally distributed value (Box–Muller).
    mutating func gaussian(standardDeviation: Double) -> Double {
        let u1 = Double.random(in: Double.ulpOfOne..<1, using: &self)
        let u2 = Double.random(in: 0..<1, using: &self)
        return standardDeviation * (-2 * log(u1)).squareRoot() * cos(2 * .pi * u2)
    }

    mutating func vector(in range: ClosedRange<Double>) -> Vector3 {
        Vector3(Double.random(in: range, using: &self), Double.random(in: range, using: &self), Double.random(in: range, using: &self))
    }

    mutating func noise(standardDeviation: Double) -> Vector3 {
        Vector3(gaussian(standardDeviation: standardDeviation), gaussian(standardDeviation: standardDeviation), gaussian(standardDeviation: standardDeviation))
    }

    /// A rotation about a random axis by an angle up to `maximumAngleRadians`.
    mutating func rotation(maximumAngleRadians: Double) -> Matrix3 {
        let axis = vector(in: -1...1)
        let unit = axis / max(1e-9, axis.length)
        let angle = Double.random(in: -maximumAngleRadians...maximumAngleRadians, using: &self)
        let k = Matrix3.crossProductMatrix(unit)
        return Matrix3.identity + sin(angle) * k + (1 - cos(angle)) * (k * k)
    }
}

/// Directions on a sphere: a spiral with `count` points, evenly spread.
func sphereDirections(count: Int) -> [Vector3] {
    (0..<count).map { index in
        let z = 1 - 2 * (Double(index) + 0.5) / Double(count)
        let radius = (1 - z * z).squareRoot()
        let angle = Double(index) * .pi * (3 - 5.0.squareRoot())
        return Vector3(radius * cos(angle), radius * sin(angle), z)
    }
}

/// The six axis-aligned "up" directions of a six-position calibration, plus
/// `extra` tilted poses.
let sixFaces: [Vector3] = [
    Vector3(0, 0, 1), Vector3(0, 0, -1), Vector3(1, 0, 0),
    Vector3(-1, 0, 0), Vector3(0, 1, 0), Vector3(0, -1, 0),
]

func relativeMatrixError(_ estimate: Matrix3, _ truth: Matrix3) -> Double {
    var largest = 0.0
    for row in 0..<3 {
        for column in 0..<3 {
            largest = max(largest, abs(estimate[row, column] - truth[row, column]))
        }
    }
    return largest
}
