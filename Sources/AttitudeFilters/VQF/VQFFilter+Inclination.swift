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
        let startingUp = state.accelerometerLowPass.isStartingUp
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
        if startingUp && settings.startUpHeadingKeptEnabled { keepStartUpHeading() }

        // The first correction after a gap undoes whatever happened during the gap: it says
        // nothing about the bias.
        if !afterGap && (settings.motionBiasEstimationEnabled || settings.restBiasEstimationEnabled) {
            estimateBias(correctionEarth: earth, stepSeconds: stepSeconds)
        }
    }

    /// Takes out of the inclination corrections since the start (or the restart after a
    /// gap) their turn about the vertical, keeping the 9D attitude as it was
    /// (``Settings/startUpHeadingKeptEnabled``).
    ///
    /// Each correction turns about a horizontal axis, but corrections about different
    /// horizontal axes compose into a turn about the vertical too (the area their path
    /// encloses). After a start in motion the start-up mean's vertical swings by tens of
    /// degrees in the first second, and the corrections that follow it turned the 6D
    /// heading by more than 10° on 54 of BROAD's 229 pieces (up to 110°), though the
    /// sensor's heading had not changed. The corrections that undo an error of the vertical
    /// without touching the heading compose to a turn about a horizontal axis: the
    /// accumulated correction P is kept so, P ← R_z(−τ) ⊗ P for its turn τ =
    /// 2·atan(P_z/P_w) about the vertical, and the heading offset δ takes τ, so that the 9D
    /// attitude R_z(δ) ⊗ P is unchanged.
    mutating func keepStartUpHeading() {
        let twist = verticalTwistRadians(
            VQFNumerics.multiply(state.accelerometerQuaternion, state.startAccelerometerQuaternion.conjugate))
        guard twist != 0 else { return }
        state.accelerometerQuaternion = VQFNumerics.renormalized(
            VQFNumerics.multiply(Quaternion(axis: Vector3(0, 0, 1), angleRadians: -twist), state.accelerometerQuaternion))
        turnHeading(byRadians: twist)
    }
}
