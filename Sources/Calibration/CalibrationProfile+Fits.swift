import MotionMath

extension CalibrationProfile {
    /// Sets the gyroscope section and its quality figures from a fit.
    public mutating func apply(_ fit: GyroscopeBiasFit) {
        let hasSlope = fit.temperatureSlopeRadiansPerSecondPerCelsius != .zero && fit.referenceTemperatureCelsius != nil
        gyroscope = Gyroscope(
            biasRadiansPerSecond: fit.biasRadiansPerSecond.array,
            temperatureSlopeRadiansPerSecondPerCelsius: hasSlope ? fit.temperatureSlopeRadiansPerSecondPerCelsius.array : nil,
            referenceTemperatureCelsius: hasSlope ? fit.referenceTemperatureCelsius : nil
        )
        var figures = quality ?? Quality()
        figures.gyroscopeResidualRadiansPerSecond = fit.residualRadiansPerSecond.array
        quality = figures
    }

    /// Sets the accelerometer section and its quality figures from a fit.
    public mutating func apply(_ fit: AccelerometerPoseFit) {
        accelerometer = Accelerometer(offsetMetersPerSecondSquared: fit.offsetMetersPerSecondSquared.array, matrix: fit.matrix.rowArrays)
        var figures = quality ?? Quality()
        figures.accelerometerResidualMetersPerSecondSquared = fit.residualMetersPerSecondSquared
        figures.accelerometerPoseCoverage = fit.coveredAxisDirections
        figures.accelerometerFitCondition = fit.conditionEstimate
        quality = figures
    }

    /// Sets the magnetometer section and its quality figures from a fit, with the dip seen
    /// during the sweep when it was measured.
    public mutating func apply(_ fit: MagnetometerEllipsoidFit, dip: MagneticDipEstimate? = nil) {
        magnetometer = Magnetometer(
            hardIronMicrotesla: fit.hardIronMicrotesla.array,
            softIron: fit.softIron.rowArrays,
            fieldStrengthMicrotesla: fit.fieldStrengthMicrotesla,
            dipDegrees: dip?.dipDegrees
        )
        var figures = quality ?? Quality()
        figures.magnetometerSphereCoverage = fit.sphereCoverage
        figures.magnetometerFieldStrengthSpread = fit.fieldStrengthRelativeSpread
        figures.magnetometerFitCondition = fit.conditionEstimate
        quality = figures
    }
}

extension Vector3 {
    /// The three components as an array, for profile files.
    var array: [Double] { [x, y, z] }
}
