import MotionMath

/// What the backward pass of the ``VQFSmoother`` keeps of the filter at every sample; the
/// forward pass that follows it combines its own filter with these entries as it goes
/// (`SmootherCombination`), so only one pass is ever held whole.
struct SmootherPassRecord {
    /// The filter's attitude (9D once the magnetometer has been used, else 6D) after each
    /// sample.
    var attitudes: [Quaternion]
    /// Whether the filter considered the magnetic field disturbed after each sample.
    var magneticDisturbance: [Bool]
    /// The filter's gyroscope bias estimate after each sample, rad/s, in the pass's own
    /// direction of time (a backward pass's is the negated forward bias).
    var biases: [Vector3]
    /// The diagonal of the filter's bias covariance after each sample (relative units).
    var biasVariances: [Vector3]

    /// A record of `count` samples, identity and undisturbed until written.
    init(count: Int) {
        attitudes = [Quaternion](repeating: .identity, count: count)
        magneticDisturbance = [Bool](repeating: false, count: count)
        biases = [Vector3](repeating: .zero, count: count)
        biasVariances = [Vector3](repeating: .zero, count: count)
    }

    /// Writes `filter`'s outputs at `index`.
    @inline(__always)
    mutating func record(_ filter: VQFFilter, at index: Int) {
        attitudes[index] = filter.attitude
        magneticDisturbance[index] = Self.isMagneticDisturbance(filter)
        biases[index] = filter.state.biasRadiansPerSecond
        biasVariances[index] = filter.state.biasCovariance.diagonal
    }

    /// Whether `filter` uses the magnetometer and finds the field disturbed.
    @inline(__always)
    static func isMagneticDisturbance(_ filter: VQFFilter) -> Bool {
        filter.state.magnetometerUsed && filter.isMagneticDisturbanceDetected
    }
}
