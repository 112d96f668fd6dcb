import MotionMath

extension VQFFilter {
    /// Gyroscope strapdown integration (paper §4.1): rotates the almost-inertial
    /// quaternion by the bias-corrected angular rate over `stepSeconds`, exactly (the
    /// rate is taken as constant over the step).
    mutating func integrate(gyroscope: Vector3, stepSeconds: Double) {
        let rate = gyroscope - state.biasRadiansPerSecond
        let halfStep = 0.5 * stepSeconds
        let halfAngleSquared = dot(rate, rate) * (halfStep * halfStep)
        let (c, sinc) = cosineAndSinc(halfAngleSquared: halfAngleSquared)
        let v = rate * (sinc * halfStep)
        let increment = Quaternion(w: c, x: v.x, y: v.y, z: v.z)
        state.gyroscopeQuaternion = (state.gyroscopeQuaternion * increment).renormalized
    }
}
