extension CalibrationProfile {
    /// The sections this profile holds, in file order: "gyroscope", "accelerometer",
    /// "magnetometer", "mounting".
    public var sectionNames: [String] {
        [gyroscope.map { _ in "gyroscope" }, accelerometer.map { _ in "accelerometer" }, magnetometer.map { _ in "magnetometer" },
         mounting.map { _ in "mounting" }]
            .compactMap { $0 }
    }

    /// This profile with every section it lacks taken from `older` (a profile for the same
    /// sensor), each with its quality figures; a magnetometer section brings its part name.
    /// Sections this profile holds stay as they are.
    public func keepingSections(of older: CalibrationProfile) -> CalibrationProfile {
        var merged = self
        var figures = quality ?? Quality()
        let olderFigures = older.quality ?? Quality()
        if gyroscope == nil, let section = older.gyroscope {
            merged.gyroscope = section
            figures.gyroscopeResidualRadiansPerSecond = olderFigures.gyroscopeResidualRadiansPerSecond
        }
        if accelerometer == nil, let section = older.accelerometer {
            merged.accelerometer = section
            figures.accelerometerResidualMetersPerSecondSquared = olderFigures.accelerometerResidualMetersPerSecondSquared
            figures.accelerometerPoseCoverage = olderFigures.accelerometerPoseCoverage
            figures.accelerometerFitCondition = olderFigures.accelerometerFitCondition
        }
        if magnetometer == nil, let section = older.magnetometer {
            merged.magnetometer = section
            merged.sensor.magnetometerChip = older.sensor.magnetometerChip
            figures.magnetometerSphereCoverage = olderFigures.magnetometerSphereCoverage
            figures.magnetometerFieldStrengthSpread = olderFigures.magnetometerFieldStrengthSpread
            figures.magnetometerFitCondition = olderFigures.magnetometerFitCondition
        }
        if mounting == nil, let section = older.mounting {
            merged.mounting = section
            merged.version = max(merged.version, older.version)
        }
        merged.quality = figures == Quality() ? nil : figures
        return merged
    }
}
