import MotionMath

extension VQFFilter {
    /// Gyroscope strapdown integration (paper §4.1): rotates the almost-inertial
    /// quaternion by the bias-corrected angular rate over `stepSeconds`.
    ///
    /// The rotation of one step is exp(θ/2) with the rotation vector θ = ω·T_s, exact for a
    /// rate that is constant over the step. With ``Settings/coningCorrectionEnabled`` the
    /// second-order term of a rate that changes linearly between samples is added,
    /// θ = ω·T_s + (ω_prev × ω)·T_s²/12 (Bortz; zero when the axis does not change), which
    /// removes the drift of coning motion.
    mutating func integrate(gyroscope: Vector3, stepSeconds: Double) {
        let rate = gyroscope - state.biasRadiansPerSecond
        var rotationRate = rate
        if settings.coningCorrectionEnabled {
            if state.hasPreviousRate {
                rotationRate += cross(state.previousRateRadiansPerSecond, rate) * (stepSeconds / 12)
            }
            state.previousRateRadiansPerSecond = rate
            state.hasPreviousRate = true
        }
        let halfStep = 0.5 * stepSeconds
        let halfAngleSquared = dot(rotationRate, rotationRate) * (halfStep * halfStep)
        let (c, sinc) = VQFNumerics.cosineAndSinc(halfAngleSquared: halfAngleSquared)
        let v = rotationRate * (sinc * halfStep)
        let increment = Quaternion(w: c, x: v.x, y: v.y, z: v.z)
        state.gyroscopeQuaternion = VQFNumerics.renormalized(VQFNumerics.multiply(state.gyroscopeQuaternion, increment))
    }
}
