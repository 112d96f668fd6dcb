import MotionMath

extension VQFFilter {
    /// Magnetic disturbance detection (paper §4.5).
    ///
    /// The field's norm and dip angle in the 6D earth frame (low-pass filtered with
    /// ``Settings/magneticCurrentTimeConstantSeconds``) are compared with a reference.
    /// Within ``Settings/magneticNormThreshold`` and ``Settings/magneticDipThresholdDegrees``
    /// for ``Settings/magneticMinimumUndisturbedTimeSeconds`` the field counts as
    /// undisturbed and the reference follows it slowly; otherwise it is disturbed.
    ///
    /// A field that stays consistent with itself (the candidate) while the sensor turns
    /// faster than ``Settings/magneticNewFieldMinimumGyroscopeDegreesPerSecond`` for
    /// ``Settings/magneticNewFieldTimeSeconds`` (``Settings/magneticNewFieldFirstTimeSeconds``
    /// when there is no reference yet) becomes the new reference: a homogeneous field that
    /// differs from the old one (another room) is accepted, while a local disturbance,
    /// whose norm and dip change as the sensor moves, is not.
    mutating func detectMagneticDisturbance(magnetometerEarth: Vector3, stepSeconds: Double) {
        let norm = dot(magnetometerEarth, magnetometerEarth).squareRoot()
        let sineOfDip = max(-1, min(1, -magnetometerEarth.z / norm))
        var normDip = SIMD2(norm, VQFNumerics.arcSine(sineOfDip))
        if settings.magneticCurrentTimeConstantSeconds > 0 {
            normDip = state.magneticNormDipLowPass.step(
                normDip, coefficients: coefficients.magneticCurrentLowPass,
                timeConstantSeconds: settings.magneticCurrentTimeConstantSeconds, stepSeconds: stepSeconds)
        }
        state.magneticNormDip = normDip
        let currentNorm = normDip.x
        let currentDip = normDip.y
        let normThreshold = settings.magneticNormThreshold
        let dipThreshold = coefficients.magneticDipThresholdRadians
        let referenceGain = coefficients.magneticReferenceGain

        if (currentNorm - state.magneticReferenceNorm).magnitude < normThreshold * state.magneticReferenceNorm
            && (currentDip - state.magneticReferenceDipRadians).magnitude < dipThreshold
        {
            state.magneticUndisturbedSeconds += stepSeconds
            if state.magneticUndisturbedSeconds >= settings.magneticMinimumUndisturbedTimeSeconds {
                state.magneticDisturbanceDetected = false
                state.magneticReferenceNorm += referenceGain * (currentNorm - state.magneticReferenceNorm)
                state.magneticReferenceDipRadians += referenceGain * (currentDip - state.magneticReferenceDipRadians)
            }
        } else {
            state.magneticUndisturbedSeconds = 0
            state.magneticDisturbanceDetected = true
        }

        // New field acceptance.
        if (currentNorm - state.magneticCandidateNorm).magnitude < normThreshold * state.magneticCandidateNorm
            && (currentDip - state.magneticCandidateDipRadians).magnitude < dipThreshold
        {
            let rate = restGyroscopeLowPass
            let noReference = state.magneticReferenceNorm == 0
            if dot(rate, rate) >= coefficients.magneticNewFieldMinimumGyroscopeSquared
                || (noReference && settings.magneticFirstFieldAtRestEnabled)
            {
                state.magneticCandidateSeconds += stepSeconds
            }
            state.magneticCandidateNorm += referenceGain * (currentNorm - state.magneticCandidateNorm)
            state.magneticCandidateDipRadians += referenceGain * (currentDip - state.magneticCandidateDipRadians)
            if state.magneticDisturbanceDetected
                && (state.magneticCandidateSeconds >= settings.magneticNewFieldTimeSeconds
                    || (noReference && state.magneticCandidateSeconds >= settings.magneticNewFieldFirstTimeSeconds))
            {
                state.magneticReferenceNorm = state.magneticCandidateNorm
                state.magneticReferenceDipRadians = state.magneticCandidateDipRadians
                state.magneticDisturbanceDetected = false
                state.magneticUndisturbedSeconds = settings.magneticMinimumUndisturbedTimeSeconds
            }
        } else {
            state.magneticCandidateSeconds = 0
            state.magneticCandidateNorm = currentNorm
            state.magneticCandidateDipRadians = currentDip
        }
    }
}
