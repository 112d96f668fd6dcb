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
    /// The pass's 95 % inclination and heading error bounds after each sample, degrees
    /// (`AttitudeUncertainty`; single precision: a bound needs no more); empty when the
    /// smoother does not track uncertainty.
    var inclinationBoundsDegrees: [Float]
    var headingBoundsDegrees: [Float]

    /// A record of `count` samples, identity and undisturbed until written; with
    /// `tracksUncertainty`, room for the bounds too.
    init(count: Int, tracksUncertainty: Bool = false) {
        attitudes = [Quaternion](repeating: .identity, count: count)
        magneticDisturbance = [Bool](repeating: false, count: count)
        biases = [Vector3](repeating: .zero, count: count)
        biasVariances = [Vector3](repeating: .zero, count: count)
        inclinationBoundsDegrees = [Float](repeating: 180, count: tracksUncertainty ? count : 0)
        headingBoundsDegrees = [Float](repeating: 180, count: tracksUncertainty ? count : 0)
    }

    /// Writes `filter`'s outputs at `index`.
    @inline(__always)
    mutating func record(_ filter: VQFFilter, at index: Int) {
        attitudes[index] = filter.attitude
        magneticDisturbance[index] = Self.isMagneticDisturbance(filter)
        biases[index] = filter.state.biasRadiansPerSecond
        biasVariances[index] = filter.state.biasCovariance.diagonal
    }

    /// Writes `uncertainty`'s bounds at `index`.
    @inline(__always)
    mutating func record(_ uncertainty: AttitudeUncertainty, at index: Int) {
        inclinationBoundsDegrees[index] = Float(uncertainty.inclinationBoundDegrees)
        headingBoundsDegrees[index] = Float(uncertainty.headingBoundDegrees)
    }

    /// Whether `filter` uses the magnetometer and finds the field disturbed.
    @inline(__always)
    static func isMagneticDisturbance(_ filter: VQFFilter) -> Bool {
        filter.state.magnetometerUsed && filter.isMagneticDisturbanceDetected
    }
}
