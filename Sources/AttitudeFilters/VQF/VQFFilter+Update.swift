import MotionMath

extension VQFFilter {
    /// Feeds one sample: gyroscope rad/s, accelerometer m/s² (specific force), optional
    /// magnetometer (any consistent unit, µT by convention), time step s.
    ///
    /// Never throws. Input that cannot be used is handled and reported in ``flags``:
    /// - a time step that is zero, negative or not finite: the sample is ignored
    ///   (`rejectedTimeStep`);
    /// - a gyroscope that is not finite or implausibly large: the sample is ignored
    ///   (`rejectedNonFiniteSample`);
    /// - a time step above ``Settings/maximumTimeStepSeconds``: the gap is not integrated;
    ///   the inclination and heading re-converge quickly from this sample on, the bias
    ///   estimate and the magnetic reference are kept (`reinitialisedAfterGap`);
    /// - an accelerometer that is zero, not finite or implausibly large: no inclination
    ///   correction (`accelerometerIgnored`);
    /// - a magnetometer that is nil, zero, not finite or implausibly large, or rejected
    ///   as disturbed: no heading correction (`magnetometerIgnored`).
    public mutating func update(
        gyroscope: Vector3,
        accelerometer: Vector3,
        magnetometer: Vector3?,
        deltaTimeSeconds: Double
    ) {
        var newFlags: FilterFlags = []
        guard deltaTimeSeconds > 0, deltaTimeSeconds.isFinite else {
            flags = .rejectedTimeStep
            return
        }
        guard Self.isPlausible(gyroscope, limit: Self.gyroscopeLimitRadiansPerSecond) else {
            flags = .rejectedNonFiniteSample
            return
        }
        var stepSeconds = deltaTimeSeconds
        var integrateGyroscope = true
        if deltaTimeSeconds > settings.maximumTimeStepSeconds {
            restartAfterGap(gapSeconds: deltaTimeSeconds)
            newFlags.insert(.reinitialisedAfterGap)
            integrateGyroscope = false
            stepSeconds = coefficients.samplePeriodSeconds
        } else {
            let difference = deltaTimeSeconds - coefficients.samplePeriodSeconds
            if difference.magnitude > settings.timeStepToleranceFraction * coefficients.samplePeriodSeconds {
                recomputeCoefficients(samplePeriodSeconds: deltaTimeSeconds)
            }
        }

        updateRestDetection(gyroscope: gyroscope, accelerometer: accelerometer, stepSeconds: stepSeconds)
        if integrateGyroscope {
            integrate(gyroscope: gyroscope, stepSeconds: stepSeconds)
        }

        if Self.isPlausible(accelerometer, limit: Self.accelerometerLimitMetersPerSecondSquared),
            accelerometer != .zero
        {
            correctInclination(accelerometer: accelerometer, stepSeconds: stepSeconds, afterGap: !integrateGyroscope)
        } else {
            newFlags.insert(.accelerometerIgnored)
        }

        if let magnetometer, Self.isPlausible(magnetometer, limit: Self.magnetometerLimit),
            magnetometer != .zero
        {
            if !correctHeading(magnetometer: magnetometer, stepSeconds: stepSeconds) {
                newFlags.insert(.magnetometerIgnored)
            }
            // Without rejection there is no detection: its "disturbed until a reference" start
            // would stand for ever, though every field is used.
            if settings.magneticDisturbanceRejectionEnabled && state.magneticDisturbanceDetected {
                newFlags.insert(.magneticDisturbance)
            }
        } else {
            newFlags.insert(.magnetometerIgnored)
        }

        if state.restDetected { newFlags.insert(.restDetected) }
        if state.accelerometerLowPass.isStartingUp
            || (state.magnetometerUsed && state.magneticInitialGain != 0)
        {
            newFlags.insert(.initialising)
        }
        flags = newFlags
    }

    /// Largest gyroscope magnitude accepted, rad/s (far above any MEMS gyroscope's range).
    public static let gyroscopeLimitRadiansPerSecond: Double = 1e3
    /// Largest accelerometer magnitude accepted, m/s² (about 10 000 g).
    public static let accelerometerLimitMetersPerSecondSquared: Double = 1e5
    /// Largest magnetometer magnitude accepted (any unit; guards against overflow only).
    public static let magnetometerLimit: Double = 1e12

    /// True when every component is finite and no larger than `limit`.
    @inline(__always)
    static func isPlausible(_ vector: Vector3, limit: Double) -> Bool {
        let magnitude = vector.replacing(with: -vector, where: vector .< 0)
        // NaN compares false, so a NaN component fails as well.
        return magnitude.x <= limit && magnitude.y <= limit && magnitude.z <= limit
    }

    /// Recomputes the coefficients for a new sample period and moves every running
    /// low-pass filter to them without a jump in its output.
    mutating func recomputeCoefficients(samplePeriodSeconds: Double) {
        let old = coefficients
        let new = Coefficients(settings: settings, samplePeriodSeconds: samplePeriodSeconds)
        state.accelerometerLowPass.adapt(from: old.accelerometerLowPass, to: new.accelerometerLowPass)
        state.motionBiasLowPass.adapt(from: old.accelerometerLowPass, to: new.accelerometerLowPass)
        state.restLowPass.adapt(from: old.restLowPass, to: new.restLowPass)
        state.magneticDetection.normDipLowPass.adapt(from: old.magneticCurrentLowPass, to: new.magneticCurrentLowPass)
        coefficients = new
    }

    /// After a gap: keep the orientation as the best guess, but let the accelerometer and
    /// magnetometer corrections start over so that they converge as fast as after a start;
    /// keep the bias estimate (growing its uncertainty) and the magnetic reference.
    mutating func restartAfterGap(gapSeconds: Double) {
        state.accelerometerLowPass = ButterworthLowPass()
        state.motionBiasLowPass = ButterworthLowPass()
        state.restLowPass = ButterworthLowPass()
        state.restDetected = false
        state.restTimeSeconds = 0
        state.hasPreviousRate = false
        state.magneticDetection.restart()
        state.magneticInitialGain = 1
        state.magneticStartFieldSum = StartUpVectorSum()
        state.startAccelerometerQuaternion = state.accelerometerQuaternion
        // The bias may have drifted during the gap: add the process noise of the gap,
        // never beyond the initial uncertainty.
        let growth = coefficients.biasProcessNoise * gapSeconds / coefficients.samplePeriodSeconds
        let diagonal = state.biasCovariance.diagonal
        let ceiling = Vector3(repeating: coefficients.biasInitialCovariance)
        let grown = (diagonal + growth).replacing(with: ceiling, where: diagonal + growth .> ceiling)
        let added = (grown - diagonal).replacing(with: Vector3.zero, where: grown .< diagonal)
        state.biasCovariance.addDiagonal(added)
    }
}
