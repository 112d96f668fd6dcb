import IMUSamples
import MotionMath

/// Calibration from recorded sessions (CSV logs of a board lying still, turned onto its
/// faces, swept through a sphere) instead of a live guided run. What `inertia calibrate
/// --replay FILE` uses.
///
/// Every recording is split into still stretches with a `StillnessDetector`:
/// - gyroscope: the bias from every still sample (rotation does not matter while still);
/// - accelerometer: each still stretch of at least `minimumPoseSeconds` is a pose; its up
///   direction is the sensor axis nearest to its mean reading, and stretches on the same
///   face are merged. Six faces give the full offset and matrix;
/// - magnetometer: every finite reading, for the ellipsoid fit.
public struct RecordedCalibration: Sendable {
    /// The still stretches found, in recording order.
    public private(set) var stillStretches: [[IMUSample]] = []
    /// Every finite magnetometer reading, µT.
    public private(set) var magnetometerReadingsMicrotesla: [Vector3] = []
    /// The accelerometer reading of each magnetometer reading's sample, m/s².
    public private(set) var magnetometerSpecificForcesMetersPerSecondSquared: [Vector3] = []

    /// Shortest still stretch that counts as an accelerometer pose, seconds. Default 1.0 s.
    public var minimumPoseSeconds = 1.0

    /// Samples dropped at the end of each still stretch, seconds: the stillness window
    /// still looks still for a moment after the board starts to move. Default 0.5 s.
    public static let stretchTrimSeconds = 0.5

    /// Splits `recordings` (each in time order; the detector starts afresh for each).
    /// - Parameter stillness: the thresholds for still (default: `StillnessDetector`'s).
    public init(recordings: [[IMUSample]], stillness: StillnessDetector.Settings = StillnessDetector.Settings()) {
        for samples in recordings {
            var detector = StillnessDetector(settings: stillness)
            var current: [IMUSample] = []
            for sample in samples {
                if let field = sample.magnetometerMicrotesla, field.x.isFinite, field.y.isFinite, field.z.isFinite {
                    magnetometerReadingsMicrotesla.append(field)
                    magnetometerSpecificForcesMetersPerSecondSquared.append(sample.accelerometerMetersPerSecondSquared)
                }
                detector.add(timeSeconds: sample.timestampSeconds, gyroscope: sample.gyroscopeRadiansPerSecond,
                             accelerometer: sample.accelerometerMetersPerSecondSquared)
                if detector.isStill {
                    current.append(sample)
                } else if !current.isEmpty {
                    appendTrimmed(current)
                    current.removeAll()
                }
            }
            if !current.isEmpty { appendTrimmed(current) }
        }
    }

    /// The gyroscope bias from every still sample.
    /// - Parameter fullScaleRadiansPerSecond: the gyroscope's ± full scale, rad/s. Default:
    ///   ±2000 °/s, the range the drivers configure.
    /// - Throws: `CalibrationError.notEnoughData` when the recordings hold no still stretch,
    ///   `.saturated` when a still sample is clipped or the bias is beyond half the full scale.
    public func gyroscopeFit(
        fullScaleRadiansPerSecond: Double = FullScaleCheck.defaultGyroscopeFullScaleRadiansPerSecond
    ) throws(CalibrationError) -> GyroscopeBiasFit {
        let samples = stillStretches.flatMap { $0 }
        let rates = samples.map(\.gyroscopeRadiansPerSecond)
        let check = FullScaleCheck(fullScale: fullScaleRadiansPerSecond)
        try check.checkGyroscope(stillSamples: rates)
        let fit = try GyroscopeBiasFit(stillSamples: rates, temperaturesCelsius: samples.map(\.temperatureCelsius))
        try check.checkGyroscope(stillSamples: [], biasRadiansPerSecond: fit.biasRadiansPerSecond)
        return fit
    }

    /// The accelerometer poses: one per face the still stretches cover.
    public func accelerometerPoses() -> [AccelerometerPose] {
        var sums: [Int: (sum: Vector3, count: Int)] = [:]
        for stretch in stillStretches {
            guard let first = stretch.first, let last = stretch.last,
                  last.timestampSeconds - first.timestampSeconds >= minimumPoseSeconds else { continue }
            let sum = stretch.reduce(Vector3.zero) { $0 + $1.accelerometerMetersPerSecondSquared }
            guard let face = Self.face(of: sum) else { continue }
            let previous = sums[face] ?? (.zero, 0)
            sums[face] = (previous.sum + sum, previous.count + stretch.count)
        }
        return sums.keys.sorted().compactMap { face in
            guard let entry = sums[face], entry.count > 0 else { return nil }
            return AccelerometerPose(meanRawMetersPerSecondSquared: entry.sum / Double(entry.count),
                                     upDirectionInSensorFrame: Self.upDirection(face: face))
        }
    }

    /// The accelerometer offset and matrix from the poses.
    /// - Throws: `CalibrationError` with fewer than four faces or faces in one plane.
    public func accelerometerFit() throws(CalibrationError) -> AccelerometerPoseFit {
        try AccelerometerPoseFit(poses: accelerometerPoses())
    }

    /// The magnetometer hard and soft iron from every reading.
    /// - Throws: `CalibrationError` when the readings are too few or cover too little.
    public func magnetometerFit() throws(CalibrationError) -> MagnetometerEllipsoidFit {
        try MagnetometerEllipsoidFit(rawMicrotesla: magnetometerReadingsMicrotesla)
    }

    /// The field's dip during the recordings, with the fit's correction applied; nil when
    /// too few readings were taken with the sensor unaccelerated.
    /// - Parameter accelerometer: the accelerometer's correction (default: none).
    public func magnetometerDip(for fit: MagnetometerEllipsoidFit, accelerometer: SensorCorrection = SensorCorrection()) -> MagneticDipEstimate? {
        MagneticDipEstimate(
            fieldsMicrotesla: magnetometerReadingsMicrotesla.map { fit.softIron * ($0 - fit.hardIronMicrotesla) },
            specificForcesMetersPerSecondSquared: magnetometerSpecificForcesMetersPerSecondSquared.map(accelerometer.accelerometer))
    }

    private mutating func appendTrimmed(_ stretch: [IMUSample]) {
        guard let last = stretch.last else { return }
        let end = last.timestampSeconds - Self.stretchTrimSeconds
        let kept = stretch.filter { $0.timestampSeconds <= end }
        if !kept.isEmpty { stillStretches.append(kept) }
    }

    /// 0…5 for +x, −x, +y, −y, +z, −z: the axis the mean reading points along (within
    /// ~25°), nil when it points between axes.
    static func face(of reading: Vector3) -> Int? {
        let length = reading.length
        guard length > 0, length.isFinite else { return nil }
        let direction = reading / length
        let axis = (0..<3).max(by: { abs(direction[$0]) < abs(direction[$1]) }) ?? 0
        guard abs(direction[axis]) > 0.9 else { return nil }
        return axis * 2 + (direction[axis] > 0 ? 0 : 1)
    }

    static func upDirection(face: Int) -> Vector3 {
        var up = Vector3.zero
        up[face / 2] = face % 2 == 0 ? 1 : -1
        return up
    }
}
