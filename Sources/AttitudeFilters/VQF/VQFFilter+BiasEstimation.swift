import MotionMath

extension VQFFilter {
    /// Gyroscope bias estimation (paper §4.3): a Kalman filter on the bias with the
    /// random-walk model b ← b + noise (process noise V from the forgetting time).
    ///
    /// - At rest, the measurement is the low-pass filtered gyroscope itself (R = I,
    ///   noise from ``Settings/biasSigmaRestDegreesPerSecond``).
    /// - In motion, the measurement is the angular rate the inclination correction
    ///   applied, in the earth frame: a bias b causes a drift R·b of the strapdown
    ///   integration, which the correction undoes. To match the low-pass filtering of the
    ///   accelerometer, R and R·b̂ pass through the same low-pass filter. Only the
    ///   horizontal components are observable; the vertical one gets a much larger noise
    ///   (``Settings/biasVerticalForgettingFactor``) so that it is merely not forgotten.
    ///   Not while the accelerometer low-pass starts up
    ///   (``Settings/motionBiasEstimationWaitsForStartUp``): those corrections are the
    ///   start's.
    ///
    /// The disagreement and the bias are clipped to ±``Settings/biasClipDegreesPerSecond``.
    mutating func estimateBias(correctionEarth: Vector3, stepSeconds: Double) {
        let bias = state.biasRadiansPerSecond
        let q = VQFNumerics.multiply(state.accelerometerQuaternion, state.gyroscopeQuaternion)
        // Rotation matrix of the 6D attitude, by rows.
        let xx = q.x * q.x, yy = q.y * q.y, zz = q.z * q.z
        let xy = q.x * q.y, xz = q.x * q.z, yz = q.y * q.z
        let wx = q.w * q.x, wy = q.w * q.y, wz = q.w * q.z
        let row0 = Vector3(1 - 2 * (yy + zz), 2 * (xy - wz), 2 * (xz + wy))
        let row1 = Vector3(2 * (xy + wz), 1 - 2 * (xx + zz), 2 * (yz - wx))
        let row2 = Vector3(2 * (xz - wy), 2 * (yz + wx), 1 - 2 * (xx + yy))
        let input = SIMD16<Double>(
            row0.x, row0.y, row0.z, row1.x, row1.y, row1.z, row2.x, row2.y, row2.z,
            dot(row0, bias), dot(row1, bias), 0, 0, 0, 0, 0)
        let filtered = state.motionBiasLowPass.step(
            input, coefficients: coefficients.accelerometerLowPass,
            timeConstantSeconds: settings.accelerometerTimeConstantSeconds, stepSeconds: stepSeconds)

        var covariance = state.biasCovariance
        // Prediction: grow the covariance (until the initial uncertainty), also when no
        // measurement follows.
        let initial = coefficients.biasInitialCovariance
        let diagonal = covariance.diagonal
        covariance.addDiagonal(
            Vector3(repeating: coefficients.biasProcessNoise).replacing(with: 0, where: diagonal .>= initial))

        let measurementRow0: Vector3, measurementRow1: Vector3, measurementRow2: Vector3
        var disagreement: Vector3
        let noise: Vector3
        if state.restDetected && settings.restBiasEstimationEnabled {
            measurementRow0 = Vector3(1, 0, 0)
            measurementRow1 = Vector3(0, 1, 0)
            measurementRow2 = Vector3(0, 0, 1)
            disagreement = restGyroscopeLowPass - bias
            noise = Vector3(repeating: coefficients.biasRestNoise)
        } else if settings.motionBiasEstimationEnabled
            && !(settings.motionBiasEstimationWaitsForStartUp && state.accelerometerLowPass.isStartingUp)
        {
            measurementRow0 = Vector3(filtered[0], filtered[1], filtered[2])
            measurementRow1 = Vector3(filtered[3], filtered[4], filtered[5])
            measurementRow2 = Vector3(filtered[6], filtered[7], filtered[8])
            let inverseStep = 1 / stepSeconds
            disagreement = Vector3(
                -correctionEarth.y * inverseStep + filtered[9] - dot(measurementRow0, bias),
                correctionEarth.x * inverseStep + filtered[10] - dot(measurementRow1, bias),
                -dot(measurementRow2, bias))
            noise = Vector3(coefficients.biasMotionNoise, coefficients.biasMotionNoise, coefficients.biasVerticalNoise)
        } else {
            state.biasCovariance = covariance
            return
        }

        let clip = coefficients.biasClipRadiansPerSecond
        disagreement = VQFNumerics.clamp(disagreement, magnitude: clip)

        // K = P Rᵀ (W + R P Rᵀ)⁻¹; b ← b + K e; P ← P − K R P.
        guard let update = VQFKalmanUpdate(
            covariance: covariance, rows: measurementRow0, measurementRow1, measurementRow2, noise: noise, innovation: disagreement)
        else {
            state.biasCovariance = covariance
            return
        }
        let newBias = VQFNumerics.clamp(bias + update.correction, magnitude: clip)
        guard Self.isPlausible(newBias, limit: clip) else {
            state.biasCovariance = covariance
            return
        }
        state.biasRadiansPerSecond = newBias
        state.biasCovariance = update.covariance
    }
}
