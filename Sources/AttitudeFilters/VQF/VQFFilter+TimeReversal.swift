import MotionMath

extension VQFFilter {
    /// Turns the state around so that the filter can be fed the same recording backwards in
    /// time (samples in reverse order, gyroscope negated) from where it stands, without a
    /// jump: everything the filter keeps that is a gyroscope reading changes sign — the bias
    /// estimate, the previous rate of the coning correction, the gyroscope lanes of the rest
    /// detection's low-pass and the bias lanes of the motion bias estimation's low-pass.
    /// Everything else (orientation, accelerometer low-pass in the almost-inertial frame,
    /// bias covariance, rest and magnetic state) reads the same in either direction.
    /// Calling it twice restores the state.
    mutating func reverseTimeDirection() {
        state.biasRadiansPerSecond = -state.biasRadiansPerSecond
        state.previousRateRadiansPerSecond = -state.previousRateRadiansPerSecond
        let gyroscopeLanes = SIMD8<Double>(-1, -1, -1, 1, 1, 1, 1, 1)
        state.restLowPass.scale(by: gyroscopeLanes)
        var biasLanes = SIMD16<Double>(repeating: 1)
        biasLanes[9] = -1
        biasLanes[10] = -1
        state.motionBiasLowPass.scale(by: biasLanes)
    }
}

extension ButterworthLowPass {
    /// Multiplies the filter's history and output lane by lane by `factors` (the filter is
    /// linear, so this is the filter that has seen the scaled inputs).
    mutating func scale(by factors: Vector) {
        state0 *= factors
        state1 *= factors
        output *= factors
    }
}
