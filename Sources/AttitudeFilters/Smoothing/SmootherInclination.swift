import MotionMath
import RealModule

/// The zero-phase 6D attitude of the ``VQFSmoother`` (weighted by
/// ``VQFSmoother/Settings/zeroPhaseInclinationWeight``):
/// the gyroscope integrated once over the whole recording with the smoothed bias, the
/// accelerometer brought into that almost-inertial frame and low-pass filtered there
/// forwards and then backwards (second-order Butterworth, τ_acc, each way), and the
/// inclination corrected in full at every sample towards the filtered vector.
///
/// The mean of a forward and a backward pass filters the true accelerations with the real
/// part of the low-pass's response, which falls off as 1/f² and changes sign above the
/// cutoff; filtering forwards then backwards applies its squared magnitude, which has no
/// lag either and falls off as 1/f⁴. The bias at each sample is the mean of the two
/// passes' estimates weighted per axis by the inverse of each one's variance.
///
/// Each low-pass starts by averaging its first τ_acc of input, so the pass run first leaves
/// a start-up error near the end it starts from (where the recording starts or ends in
/// motion, the mean of a few samples holds the motion's accelerations) that the second pass
/// carries along. The filtering is therefore done in both orders — forwards then
/// backwards, whose start-up error sits at the segment's start, and backwards then
/// forwards, whose error sits at its end — and the two are combined with the weight
/// 1/(1 + e^(−2 (d_start − c)/τ_acc)) on the first (d_start: the time from the segment's
/// start; c, the crossover: the segment's middle, at most 20 τ_acc in): each order where
/// it is clean. Past the crossover the first order's start-up has faded, so a long segment
/// is filtered backwards first only over its first 51 τ_acc (the memory that takes stays
/// bounded).
///
/// A time step above ``VQFFilter/Settings/maximumTimeStepSeconds`` (a gap) ends a segment:
/// the gap is not integrated, and each segment is filtered on its own.
struct SmootherInclination {
    /// The filter's settings (τ_acc, the longest time step, the strapdown integration).
    var filterSettings: VQFFilter.Settings

    /// The 6D attitude (sensor → earth frame with z up, heading arbitrary) at every sample.
    /// `biases[k]`: the gyroscope bias to remove from sample k, rad/s. `segmentBoundaries`:
    /// `passes.segmentBoundaries(maximumStepSeconds:)` for the filter's longest time step.
    func attitudes6D(passes: SmootherPasses, biases: consuming [Vector3], segmentBoundaries: [Int]) -> [Quaternion] {
        let count = passes.count
        let stepSeconds = passes.typicalStepSeconds
        var strapdown = VQFFilter(settings: filterSettings, samplePeriodSeconds: stepSeconds)
        var inertial = [Quaternion](repeating: .identity, count: count)
        var previousTime = passes.times[0]
        for index in 0..<count {
            let step = passes.times[index] - previousTime
            if passes.times[index].isFinite { previousTime = passes.times[index] }
            // A gap's step is left out (the next segment starts there).
            if step > 0, step <= filterSettings.maximumTimeStepSeconds,
                VQFFilter.isPlausible(passes.gyroscope[index], limit: VQFFilter.gyroscopeLimitRadiansPerSecond)
            {
                strapdown.state.biasRadiansPerSecond = biases[index]
                strapdown.integrate(gyroscope: passes.gyroscope[index], stepSeconds: step)
            }
            inertial[index] = strapdown.quaternion3D
        }
        _ = consume biases

        // Each entry turns from the almost-inertial attitude into the 6D one in place.
        var attitudes = consume inertial
        for segment in 0..<(segmentBoundaries.count - 1) {
            let range = segmentBoundaries[segment]..<segmentBoundaries[segment + 1]
            guard !range.isEmpty else { continue }
            let filtered = filteredAccelerometer(passes: passes, inertial: attitudes, range: range, stepSeconds: stepSeconds)
            var correction = Quaternion.identity
            for index in range {
                correction = Self.corrected(correction, towards: filtered[index - range.lowerBound])
                attitudes[index] = VQFNumerics.multiply(correction, attitudes[index])
            }
        }
        return attitudes
    }

    /// The accelerometer over `range` in the almost-inertial frame, low-pass filtered
    /// forwards and backwards in both orders, combined as the type's description says. A
    /// sample without a usable accelerometer takes the last usable one before it (the first
    /// usable one at the start).
    func filteredAccelerometer(
        passes: SmootherPasses, inertial: [Quaternion], range: Range<Int>, stepSeconds: Double
    ) -> [SIMD4<Double>] {
        var values = [SIMD4<Double>](repeating: .zero, count: range.count)
        var last: SIMD4<Double>? = nil
        var firstUsable: Int? = nil
        for index in range {
            let accelerometer = passes.accelerometer[index]
            if VQFFilter.isPlausible(accelerometer, limit: VQFFilter.accelerometerLimitMetersPerSecondSquared),
                accelerometer != .zero
            {
                last = SIMD4(VQFNumerics.rotate(accelerometer, by: inertial[index]), 0)
                if firstUsable == nil { firstUsable = index - range.lowerBound }
            }
            values[index - range.lowerBound] = last ?? .zero
        }
        guard let firstUsable else { return values }
        for position in 0..<firstUsable { values[position] = values[firstUsable] }

        let timeConstant = filterSettings.accelerometerTimeConstantSeconds
        let crossoverSeconds = min(Double(values.count) * stepSeconds / 2, Self.crossoverLimitTimeConstants * timeConstant)
        // Backwards first is needed where its weight is above 1/(1 + e²²) (3·10⁻¹⁰), and is
        // filtered backwards from 20 τ_acc beyond that, where its own start-up has faded by e⁻²⁰.
        let blendedCount = Self.positions(
            withinSeconds: crossoverSeconds + Self.blendTimeConstants * timeConstant, stepSeconds: stepSeconds, count: values.count)
        let backwardsStartCount = Self.positions(
            withinSeconds: crossoverSeconds + (Self.blendTimeConstants + 20) * timeConstant, stepSeconds: stepSeconds,
            count: values.count)
        var backwardsFirst = Array(values[0..<backwardsStartCount])
        lowPass(&backwardsFirst, forwards: false, stepSeconds: stepSeconds)
        backwardsFirst.removeLast(backwardsFirst.count - blendedCount)
        lowPass(&backwardsFirst, forwards: true, stepSeconds: stepSeconds)
        lowPass(&values, forwards: true, stepSeconds: stepSeconds)
        lowPass(&values, forwards: false, stepSeconds: stepSeconds)
        for position in 0..<blendedCount {
            let weight = Self.forwardsFirstWeight(
                secondsFromStart: Double(position) * stepSeconds, crossoverSeconds: crossoverSeconds,
                timeConstantSeconds: timeConstant)
            values[position] = weight * values[position] + (1 - weight) * backwardsFirst[position]
        }
        return values
    }

    /// Where the two orders cross over at most, in τ_acc from a segment's start: 20 (60 s at
    /// the default τ_acc), where the start-up of the forwards-first order has faded by e⁻²⁰;
    /// a shorter segment crosses over in its middle.
    static let crossoverLimitTimeConstants = 20.0

    /// How far past the crossover the backwards-first order keeps a weight above
    /// 1/(1 + e²²), in τ_acc: 11.
    static let blendTimeConstants = 11.0

    /// The number of positions, from a segment's start at `stepSeconds` apart, that lie
    /// within `seconds` of it, at most `count`.
    static func positions(withinSeconds seconds: Double, stepSeconds: Double, count: Int) -> Int {
        let positions = (seconds / stepSeconds).rounded(.up)
        guard positions.isFinite, positions < Double(count) else { return count }
        return max(Int(positions), 0)
    }

    /// The second-order Butterworth low-pass (τ_acc, starting with its average) over
    /// `values` in place, in the given direction.
    func lowPass(_ values: inout [SIMD4<Double>], forwards: Bool, stepSeconds: Double) {
        let timeConstant = filterSettings.accelerometerTimeConstantSeconds
        let coefficients = ButterworthLowPassCoefficients(timeConstantSeconds: timeConstant, samplePeriodSeconds: stepSeconds)
        var filter = ButterworthLowPass<SIMD4<Double>>()
        var position = forwards ? 0 : values.count - 1
        for _ in values.indices {
            values[position] = filter.step(
                values[position], coefficients: coefficients, timeConstantSeconds: timeConstant, stepSeconds: stepSeconds)
            position += forwards ? 1 : -1
        }
    }

    /// The weight of the forwards-then-backwards filtering at a sample `secondsFromStart`
    /// into its segment: 1/(1 + e^(−2 (d_start − crossover)/τ)), ½ at the crossover, towards
    /// 0 at the segment's start and 1 beyond the crossover (½ where the time is not finite).
    /// With the crossover in the middle of a segment of length L this is
    /// 1/(1 + e^(−(d_start − d_end)/τ)), symmetric between the two ends.
    static func forwardsFirstWeight(secondsFromStart: Double, crossoverSeconds: Double, timeConstantSeconds: Double) -> Double {
        let exponent = -2 * (secondsFromStart - crossoverSeconds) / timeConstantSeconds
        guard !exponent.isNaN else { return 0.5 }
        return 1 / (1 + Double.exp(exponent))
    }

    /// `correction` turned by the smallest rotation that makes `filtered` (almost-inertial
    /// frame), seen through it, point straight up; unchanged for a zero or non-finite vector.
    static func corrected(_ correction: Quaternion, towards filtered: SIMD4<Double>) -> Quaternion {
        var earth = VQFNumerics.rotate(Vector3(filtered.x, filtered.y, filtered.z), by: correction)
        let squaredNorm = dot(earth, earth)
        guard squaredNorm > 0, squaredNorm.isFinite else { return correction }
        earth /= squaredNorm.squareRoot()
        let step = VQFNumerics.rotationToVertical(earth)
        return VQFNumerics.renormalized(VQFNumerics.multiply(step, correction))
    }

    /// A sample's bias: the forward and backward passes' estimates (`forward` and
    /// `backward` in the forward direction's sign) weighted per axis by the inverse of
    /// their variances; the forward one where a variance is not positive and finite.
    @inline(__always)
    static func combinedBias(
        forward: Vector3, forwardVariance: Vector3, backward: Vector3, backwardVariance: Vector3
    ) -> Vector3 {
        var bias = forward
        for axis in 0..<3 {
            let a = forwardVariance[axis]
            let b = backwardVariance[axis]
            guard a > 0, b > 0, a.isFinite, b.isFinite else { continue }
            bias[axis] = (forward[axis] * b + backward[axis] * a) / (a + b)
        }
        return bias
    }
}
