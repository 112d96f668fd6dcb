import MotionMath

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
/// A time step above ``VQFFilter/Settings/maximumTimeStepSeconds`` (a gap) ends a segment:
/// the gap is not integrated, and each segment is filtered on its own.
struct SmootherInclination {
    /// The filter's settings (τ_acc, the longest time step, the strapdown integration).
    var filterSettings: VQFFilter.Settings

    /// The 6D attitude (sensor → earth frame with z up, heading arbitrary) at every sample.
    /// `biases[k]`: the gyroscope bias to remove from sample k, rad/s.
    func attitudes6D(passes: SmootherPasses, biases: consuming [Vector3]) -> [Quaternion] {
        let count = passes.count
        let stepSeconds = passes.typicalStepSeconds
        var strapdown = VQFFilter(settings: filterSettings, samplePeriodSeconds: stepSeconds)
        var inertial = [Quaternion](repeating: .identity, count: count)
        var segmentStarts = [0]
        var previousTime = passes.times[0]
        for index in 0..<count {
            let step = passes.times[index] - previousTime
            if passes.times[index].isFinite { previousTime = passes.times[index] }
            if step > filterSettings.maximumTimeStepSeconds {
                segmentStarts.append(index)
            } else if step > 0, step.isFinite,
                VQFFilter.isPlausible(passes.gyroscope[index], limit: VQFFilter.gyroscopeLimitRadiansPerSecond)
            {
                strapdown.state.biasRadiansPerSecond = biases[index]
                strapdown.integrate(gyroscope: passes.gyroscope[index], stepSeconds: step)
            }
            inertial[index] = strapdown.quaternion3D
        }
        segmentStarts.append(count)
        _ = consume biases

        // Each entry turns from the almost-inertial attitude into the 6D one in place.
        var attitudes = consume inertial
        for segment in 0..<(segmentStarts.count - 1) {
            let range = segmentStarts[segment]..<segmentStarts[segment + 1]
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
    /// forwards then backwards. A sample without a usable accelerometer takes the last
    /// usable one before it (the first usable one at the start).
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
        let coefficients = ButterworthLowPassCoefficients(timeConstantSeconds: timeConstant, samplePeriodSeconds: stepSeconds)
        var lowPass = ButterworthLowPass<SIMD4<Double>>()
        for position in values.indices {
            values[position] = lowPass.step(
                values[position], coefficients: coefficients, timeConstantSeconds: timeConstant, stepSeconds: stepSeconds)
        }
        lowPass = ButterworthLowPass<SIMD4<Double>>()
        for position in values.indices.reversed() {
            values[position] = lowPass.step(
                values[position], coefficients: coefficients, timeConstantSeconds: timeConstant, stepSeconds: stepSeconds)
        }
        return values
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
