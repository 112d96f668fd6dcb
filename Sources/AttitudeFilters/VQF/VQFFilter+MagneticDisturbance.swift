import MotionMath

extension VQFFilter {
    /// Magnetic disturbance detection (paper §4.5; `MagneticDisturbanceDetection`), with
    /// this filter's settings at its sample period and its rest detection's low-pass rate.
    mutating func detectMagneticDisturbance(magnetometerEarth: Vector3, stepSeconds: Double) {
        let rate = restGyroscopeLowPass
        state.magneticDetection.update(
            fieldEarth: magnetometerEarth, gyroscopeLowPassSquared: dot(rate, rate), stepSeconds: stepSeconds,
            parameters: magneticDetectionParameters)
    }

    /// The detection's constants from the settings and coefficients.
    var magneticDetectionParameters: MagneticDisturbanceDetection.Parameters {
        MagneticDisturbanceDetection.Parameters(
            normThreshold: settings.magneticNormThreshold,
            dipThresholdRadians: coefficients.magneticDipThresholdRadians,
            referenceGain: coefficients.magneticReferenceGain,
            newFieldMinimumGyroscopeSquared: coefficients.magneticNewFieldMinimumGyroscopeSquared,
            minimumUndisturbedSeconds: settings.magneticMinimumUndisturbedTimeSeconds,
            newFieldSeconds: settings.magneticNewFieldTimeSeconds,
            newFieldFirstSeconds: settings.magneticNewFieldFirstTimeSeconds,
            firstFieldAtRestEnabled: settings.magneticFirstFieldAtRestEnabled,
            currentTimeConstantSeconds: settings.magneticCurrentTimeConstantSeconds,
            currentLowPass: coefficients.magneticCurrentLowPass)
    }
}
