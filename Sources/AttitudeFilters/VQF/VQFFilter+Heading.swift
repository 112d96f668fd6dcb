import MotionMath

extension VQFFilter {
    /// Magnetometer heading correction (paper §4.5): the field in the 6D earth frame
    /// gives a heading; the heading offset δ follows it with a first-order filter
    /// (τ_mag). Only the horizontal direction of the field is used, so the magnetometer
    /// never changes the inclination.
    ///
    /// During a detected disturbance the gain is zero for at most
    /// ``Settings/magneticMaximumRejectionTimeSeconds``, then divided by
    /// ``Settings/magneticRejectionFactor``; undisturbed time earns rejection time back at
    /// that factor. For the first samples after a start (until τ_mag has passed) the heading
    /// converges at once (a fast start): δ is set from the mean field since the start, kept
    /// in the gyroscope's almost-inertial frame and taken into the 6D earth frame with the
    /// current inclination correction (``Settings/magneticFastStartMeanFieldEnabled``; else
    /// a gain of at least 1/N, N the sample number, as published). A field rejected against
    /// a reference does not count (with ``Settings/magneticFastStartRejectionEnabled``).
    ///
    /// Returns false when the magnetometer was not used (rejected as disturbed).
    mutating func correctHeading(magnetometer: Vector3, stepSeconds: Double) -> Bool {
        let q = VQFNumerics.multiply(state.accelerometerQuaternion, state.gyroscopeQuaternion)
        let earth = VQFNumerics.rotate(magnetometer, by: q)
        let squaredNorm = dot(earth, earth)
        guard squaredNorm > 0, squaredNorm.isFinite else { return false }
        if settings.magneticDisturbanceRejectionEnabled {
            detectMagneticDisturbance(magnetometerEarth: earth, stepSeconds: stepSeconds)
        }

        let disagreement = headingDisagreement(of: earth)
        state.lastMagneticDisagreementRadians = disagreement

        let admittedGain = settings.magneticGain(
            coefficients.magneticGain, disturbed: state.magneticDisturbanceDetected, stepSeconds: stepSeconds,
            rejectionSeconds: &state.magneticRejectionSeconds)
        let gain = admittedGain ?? 0
        var used = admittedGain != nil

        // A field found disturbed against a reference is not followed by the fast start
        // either (``Settings/magneticFastStartRejectionEnabled``); the fast start then
        // waits for the next field it may use.
        let fastStartRejects = admittedGain == nil && settings.magneticFastStartRejectionEnabled
            && state.magneticReferenceNorm != 0
        var turn = gain * disagreement
        if state.magneticInitialGain != 0 && !fastStartRejects {
            if settings.magneticFastStartMeanFieldEnabled {
                state.magneticStartFieldSum.add(VQFNumerics.rotate(earth, by: state.accelerometerQuaternion.conjugate))
            }
            if gain < state.magneticInitialGain {
                turn = (settings.magneticFastStartMeanFieldEnabled ? meanFieldDisagreement() : nil)
                    ?? state.magneticInitialGain * disagreement
                used = true
            }
            // 1/N → 1/(N+1)
            state.magneticInitialGain = state.magneticInitialGain / (state.magneticInitialGain + 1)
            if state.magneticInitialGain * settings.magnetometerTimeConstantSeconds < coefficients.samplePeriodSeconds {
                state.magneticInitialGain = 0
            }
        }

        state.magnetometerUsed = true
        turnHeading(byRadians: turn)
        return used
    }

    /// The heading of `vector` (in the 6D earth frame; from +y towards +x) relative to the
    /// current offset δ, rad: the horizontal part turned by δ about z, then its angle.
    func headingDisagreement(of vector: Vector3) -> Double {
        let cosineHalf = headingHalfAngle.x
        let sineHalf = headingHalfAngle.y
        let cosineOffset = cosineHalf * cosineHalf - sineHalf * sineHalf
        let sineOffset = 2 * cosineHalf * sineHalf
        let east = cosineOffset * vector.x - sineOffset * vector.y
        let north = sineOffset * vector.x + cosineOffset * vector.y
        return VQFNumerics.arcTangent2(east, north)
    }

    /// The fast start's heading turn from the fields summed since the start
    /// (`State.magneticStartFieldSum`, in the almost-inertial frame): the angle that turns δ
    /// so that the sum's horizontal part, in the 6D earth frame of now, points north; nil
    /// when that part is below 10⁻³ of the sum (no heading).
    func meanFieldDisagreement() -> Double? {
        let mean = VQFNumerics.rotate(state.magneticStartFieldSum.sum, by: state.accelerometerQuaternion)
        let horizontalSquared = mean.x * mean.x + mean.y * mean.y
        guard horizontalSquared > 1e-6 * dot(mean, mean), horizontalSquared.isFinite else { return nil }
        return headingDisagreement(of: mean)
    }

    /// Turns the heading offset δ by `angle` (rad): the 9D attitude turns about the earth's
    /// vertical, the 6D estimate and everything else stay.
    mutating func turnHeading(byRadians angle: Double) {
        guard angle.isFinite else { return }
        state.headingOffsetRadians = VQFNumerics.wrapped(state.headingOffsetRadians + angle)
        rotateHeadingHalfAngle(by: angle)
    }

    /// Advances the cached half-angle cosine and sine of δ by `angle` (rad).
    mutating func rotateHeadingHalfAngle(by angle: Double) {
        guard angle != 0 else { return }
        let half = 0.5 * angle
        let c: Double
        let s: Double
        if half.magnitude < 0.05 {
            let (cosineOfHalf, sinc) = VQFNumerics.cosineAndSinc(halfAngleSquared: half * half)
            c = cosineOfHalf
            s = sinc * half
        } else {
            c = VQFNumerics.cosine(half)
            s = VQFNumerics.sine(half)
        }
        let old = headingHalfAngle
        var rotated = SIMD2(old.x * c - old.y * s, old.y * c + old.x * s)
        // Keep the pair on the unit circle (one Newton step).
        rotated *= 1.5 - 0.5 * (rotated * rotated).sum()
        headingHalfAngle = rotated
    }
}

extension VQFFilter.Settings {
    /// The heading filter's gain `gain` under magnetic disturbance rejection, or nil when
    /// the field is rejected: while `disturbed`, nil for as long as `rejectionSeconds` (s,
    /// the rejection time used so far) is within ``magneticMaximumRejectionTimeSeconds``,
    /// then `gain` divided by ``magneticRejectionFactor``; while undisturbed, `gain`, and
    /// `rejectionSeconds` is earned back at that factor over `stepSeconds` (s). With
    /// ``magneticDisturbanceRejectionEnabled`` false, always `gain`. Shared by the online
    /// filter's heading and the smoother's two-direction heading.
    @inline(__always)
    func magneticGain(_ gain: Double, disturbed: Bool, stepSeconds: Double, rejectionSeconds: inout Double) -> Double? {
        guard magneticDisturbanceRejectionEnabled else { return gain }
        return MagneticDisturbanceDetection.admittedGain(
            gain, disturbed: disturbed, stepSeconds: stepSeconds, rejectionSeconds: &rejectionSeconds,
            maximumRejectionSeconds: magneticMaximumRejectionTimeSeconds, rejectionFactor: magneticRejectionFactor)
    }
}
