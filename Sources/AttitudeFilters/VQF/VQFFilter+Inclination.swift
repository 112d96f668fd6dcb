import MotionMath

extension VQFFilter {
    /// Accelerometer inclination correction (paper §4.2).
    ///
    /// The accelerometer is rotated into the almost-inertial frame of the strapdown
    /// integration, where gravity is nearly constant, and low-pass filtered there
    /// (second-order Butterworth, τ_acc), which removes most of the true accelerations
    /// without delaying the orientation. The filtered vector, brought into the 6D earth
    /// frame, must point up: the correction is the full rotation that makes it vertical.
    /// Then the gyroscope bias estimator gets the correction as a measurement.
    mutating func correctInclination(accelerometer: Vector3, stepSeconds: Double, afterGap: Bool) {
        let inInertialFrame = VQFNumerics.rotate(accelerometer, by: state.gyroscopeQuaternion)
        let filtered = state.accelerometerLowPass.step(
            SIMD4(inInertialFrame, 0), coefficients: coefficients.accelerometerLowPass,
            timeConstantSeconds: settings.accelerometerTimeConstantSeconds, stepSeconds: stepSeconds)
        var earth = VQFNumerics.rotate(Vector3(filtered.x, filtered.y, filtered.z), by: state.accelerometerQuaternion)
        let squaredNorm = dot(earth, earth)
        guard squaredNorm > 0, squaredNorm.isFinite else { return }
        earth /= squaredNorm.squareRoot()

        let correction = VQFNumerics.rotationToVertical(earth)
        state.accelerometerQuaternion = VQFNumerics.renormalized(VQFNumerics.multiply(correction, state.accelerometerQuaternion))

        // The first correction after a gap undoes whatever happened during the gap: it says
        // nothing about the bias.
        if !afterGap && (settings.motionBiasEstimationEnabled || settings.restBiasEstimationEnabled) {
            estimateBias(correctionEarth: earth, stepSeconds: stepSeconds)
        }
    }
}
