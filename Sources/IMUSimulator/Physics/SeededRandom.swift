import Foundation

/// A small, fast, seeded random generator (xoshiro256**, seeded through SplitMix64) with
/// standard-normal draws (Box–Muller). The same seed gives the same noise on every run
/// and platform, so simulated sessions are reproducible.
struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: (UInt64, UInt64, UInt64, UInt64)
    private var spareNormal: Double?

    /// Creates a generator from a 64-bit seed (any value, 0 included).
    init(seed: UInt64) {
        var mix = seed
        func splitMix() -> UInt64 {
            mix &+= 0x9E37_79B9_7F4A_7C15
            var z = mix
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        state = (splitMix(), splitMix(), splitMix(), splitMix())
    }

    mutating func next() -> UInt64 {
        let result = ((state.1 &* 5) << 7 | (state.1 &* 5) >> 57) &* 9
        let t = state.1 << 17
        state.2 ^= state.0
        state.3 ^= state.1
        state.1 ^= state.2
        state.0 ^= state.3
        state.2 ^= t
        state.3 = state.3 << 45 | state.3 >> 19
        return result
    }

    /// A uniform draw in (0, 1].
    mutating func uniform() -> Double {
        (Double(next() >> 11) + 1) * 0x1p-53
    }

    /// A standard-normal draw (mean 0, standard deviation 1).
    mutating func normal() -> Double {
        if let spare = spareNormal {
            spareNormal = nil
            return spare
        }
        let radius = (-2 * log(uniform())).squareRoot()
        let angle = 2 * Double.pi * uniform()
        spareNormal = radius * sin(angle)
        return radius * cos(angle)
    }

    /// Three independent normal draws scaled by `standardDeviation`.
    mutating func normalVector(standardDeviation: Double) -> SIMD3<Double> {
        guard standardDeviation > 0 else { return SIMD3(0, 0, 0) }
        return SIMD3(normal(), normal(), normal()) * standardDeviation
    }
}
