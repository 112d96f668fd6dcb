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
/// 1/(1 + e^(−(d_start − d_end)/τ_acc)) on the first (d_start, d_end: the time from the
/// segment's start and to its end): each order where it is clean, the two alike in the
/// middle of a long segment, where both start-ups have faded.
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
        var backwardsFirst = values
        lowPass(&values, forwards: true, stepSeconds: stepSeconds)
        lowPass(&values, forwards: false, stepSeconds: stepSeconds)
        lowPass(&backwardsFirst, forwards: false, stepSeconds: stepSeconds)
        lowPass(&backwardsFirst, forwards: true, stepSeconds: stepSeconds)
        let startSeconds = passes.times[range.lowerBound]
        let endSeconds = passes.times[range.upperBound - 1]
        for position in values.indices {
            let time = passes.times[range.lowerBound + position]
            let forwardsFirstWeight = Self.forwardsFirstWeight(
                secondsFromStart: time - startSeconds, secondsToEnd: endSeconds - time, timeConstantSeconds: timeConstant)
            values[position] = forwardsFirstWeight * values[position] + (1 - forwardsFirstWeight) * backwardsFirst[position]
        }
        return values
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
    /// into its segment and `secondsToEnd` before the segment's end:
    /// 1/(1 + e^(−(d_start − d_end)/τ)), ½ in the middle, towards 1 near the end (0.5 where
    /// the times are not finite).
    static func forwardsFirstWeight(secondsFromStart: Double, secondsToEnd: Double, timeConstantSeconds: Double) -> Double {
        let exponent = -(secondsFromStart - secondsToEnd) / timeConstantSeconds
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
