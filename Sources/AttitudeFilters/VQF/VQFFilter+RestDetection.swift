import MotionMath

extension VQFFilter {
    /// Rest detection (paper §4.4): the sensor is at rest when, for at least
    /// ``Settings/restMinimumDurationSeconds``, the gyroscope and the accelerometer stay
    /// within their thresholds of their own low-pass values (τ_rest) and the low-pass
    /// angular rate is within the bias clip.
    ///
    /// The gyroscope low-pass also serves the magnetic new-field acceptance, so it runs
    /// whenever rest bias estimation or magnetic disturbance rejection is on.
    mutating func updateRestDetection(gyroscope: Vector3, accelerometer: Vector3, stepSeconds: Double) {
        guard settings.restBiasEstimationEnabled || settings.magneticDisturbanceRejectionEnabled else { return }
        let accelerometerUsable = accelerometer != .zero
            && Self.isPlausible(accelerometer, limit: Self.accelerometerLimitMetersPerSecondSquared)
        // A missing accelerometer sample repeats its low-pass value (zero deviation).
        let previous = state.restLowPass.output
        let accelerometerInput = accelerometerUsable
            ? accelerometer : Vector3(previous[4], previous[5], previous[6])
        let input = SIMD8(
            lowHalf: SIMD4(gyroscope, 0), highHalf: SIMD4(accelerometerInput, 0))
        let lowPass = state.restLowPass.step(
            input, coefficients: coefficients.restLowPass,
            timeConstantSeconds: settings.restFilterTimeConstantSeconds, stepSeconds: stepSeconds)
        let deviation = input - lowPass
        let squared = deviation * deviation
        let gyroscopeDeviation = squared[0] + squared[1] + squared[2]
        let accelerometerDeviation = squared[4] + squared[5] + squared[6]
        state.restGyroscopeSquaredDeviation = gyroscopeDeviation
        state.restAccelerometerSquaredDeviation = accelerometerDeviation

        let gyroscopeLowPass = lowPass.lowHalf
        let clip = coefficients.biasClipRadiansPerSecond
        let largestRate = max(gyroscopeLowPass.x.magnitude, gyroscopeLowPass.y.magnitude, gyroscopeLowPass.z.magnitude)
        if gyroscopeDeviation >= coefficients.restGyroscopeThresholdSquared || largestRate > clip {
            state.restTimeSeconds = 0
            state.restDetected = false
        }
        guard settings.restBiasEstimationEnabled, accelerometerUsable else { return }
        if accelerometerDeviation >= coefficients.restAccelerometerThresholdSquared {
            state.restTimeSeconds = 0
            state.restDetected = false
        } else {
            state.restTimeSeconds += stepSeconds
            if state.restTimeSeconds >= settings.restMinimumDurationSeconds {
                state.restDetected = true
            }
        }
    }

    /// The low-pass filtered gyroscope of the rest detection, rad/s.
    var restGyroscopeLowPass: Vector3 {
        let output = state.restLowPass.output
        return Vector3(output[0], output[1], output[2])
    }
}
