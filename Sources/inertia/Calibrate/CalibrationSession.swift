import Calibration
import IMUSamples
import MotionMath

/// The guided calibration flow over a live (or simulated) sample feed: it tells the user
/// what to do, waits until the board is still and in the pose asked for, collects, and
/// fits. Progress goes to stderr; the command saves what the steps return.
struct CalibrationSession {
    let feed: CalibrationSampleFeed
    let timing: CalibrationTiming
    let prompter: CalibrationPrompter
    /// The gyroscope's largest reading, ± rad/s: still samples at or within 1 % of it are
    /// clipped and refused. Default: ±2000 °/s.
    var gyroscopeFullScaleRadiansPerSecond = FullScaleCheck.defaultGyroscopeFullScaleRadiansPerSecond
    /// The accelerometer's largest reading, ± m/s²; nil: not checked.
    var accelerometerFullScaleMetersPerSecondSquared: Double?

    /// Gyroscope bias from `timing.gyroscopeSeconds` of still samples.
    func calibrateGyroscope() throws -> GyroscopeBiasFit {
        prompter.instruct("Gyroscope: place the board on a steady surface and do not touch it.")
        var detector = StillnessDetector()
        var rates: [Vector3] = []
        var temperatures: [Double?] = []
        var firstStillTime: Double?
        var progress = prompter.progress(label: "gyroscope", total: Int(timing.gyroscopeSeconds))
        let deadline = try waitStart()
        while true {
            let sample = try feed.next()
            detector.add(timeSeconds: sample.timestampSeconds, gyroscope: sample.gyroscopeRadiansPerSecond, accelerometer: sample.accelerometerMetersPerSecondSquared)
            guard detector.isStill else {
                if !rates.isEmpty { prompter.note("the board moved; keep it still — starting the gyroscope step again") }
                rates.removeAll()
                temperatures.removeAll()
                firstStillTime = nil
                try checkWait(deadline, sample, what: "the board to lie still")
                continue
            }
            let start = firstStillTime ?? sample.timestampSeconds
            firstStillTime = start
            rates.append(sample.gyroscopeRadiansPerSecond)
            temperatures.append(sample.temperatureCelsius)
            let collected = sample.timestampSeconds - start
            progress.show(completed: Int(collected), detail: String(format: "%.1f s still", collected))
            if collected >= timing.gyroscopeSeconds { break }
        }
        progress.finish()
        // Clipped samples are still (they do not vary), so they would give a full-scale
        // bias with a tiny residual: refused before anything is fitted or saved.
        let check = FullScaleCheck(fullScale: gyroscopeFullScaleRadiansPerSecond)
        try check.checkGyroscope(stillSamples: rates)
        let fit = try GyroscopeBiasFit(stillSamples: rates, temperaturesCelsius: temperatures)
        try check.checkGyroscope(stillSamples: [], biasRadiansPerSecond: fit.biasRadiansPerSecond)
        return fit
    }

    /// Accelerometer offset and matrix from the six faces.
    func calibrateAccelerometer() throws -> AccelerometerPoseFit {
        var poses: [AccelerometerPose] = []
        let requests = AccelerometerPoseRequest.sixFaces
        for (index, request) in requests.enumerated() {
            prompter.instruct("Accelerometer pose \(index + 1)/\(requests.count): place the board \(request.instruction) and hold it still.")
            poses.append(try collectPose(request, previous: poses))
        }
        return try AccelerometerPoseFit(poses: poses)
    }

    /// Hard- and soft-iron correction from a sweep through the whole sphere, and the field's
    /// dip seen during it, the accelerometer corrected by `accelerometerCorrection` (the
    /// accelerometer step's fit when it ran first: an offset of 0.5 m/s² tilts the vertical
    /// by 3°).
    func calibrateMagnetometer(accelerometerCorrection: (Vector3) -> Vector3 = { $0 }) throws -> (fit: MagnetometerEllipsoidFit, dip: MagneticDipEstimate?) {
        prompter.instruct("Magnetometer: turn the board slowly through every direction (a full sphere), away from metal and magnets.")
        var readings: [Vector3] = []
        var specificForces: [Vector3] = []
        var view = MagnetometerCoverageView(prompter: prompter, requiredDirections: timing.requiredSphereDirections)
        var startTime: Double?
        var samplesWithoutField = 0
        let stopReason: String
        while true {
            let sample = try feed.next()
            guard let field = sample.magnetometerMicrotesla else {
                // A magnetometer starts a little after the IMU: allow a short wait for its first reading.
                samplesWithoutField += 1
                if readings.isEmpty && samplesWithoutField < 500 { continue }
                throw CommandFailure("the magnetometer delivers no readings; check its wiring, or calibrate gyro/accel only")
            }
            guard field.x.isFinite, field.y.isFinite, field.z.isFinite else { continue }
            let start = startTime ?? sample.timestampSeconds
            startTime = start
            readings.append(field)
            specificForces.append(accelerometerCorrection(sample.accelerometerMetersPerSecondSquared))
            view.add(field, elapsedSeconds: sample.timestampSeconds - start)
            if view.isComplete && readings.count >= 200 {
                stopReason = "stopped at the \(timing.requiredSphereDirections) asked for; the summary says whether they pin down the fit"
                break
            }
            if sample.timestampSeconds - start >= timing.sweepLimitSeconds {
                let minimum = MagnetometerCoverageAssessment.minimumDirections
                guard view.coveredDirections >= minimum else {
                    throw CommandFailure("the magnetometer sweep covered only \(view.coveredDirections) of 26 directions in \(Int(timing.sweepLimitSeconds)) s (at least \(minimum) are needed); turn the board through more directions and try again")
                }
                stopReason = "time is up after \(Int(timing.sweepLimitSeconds)) s; fitting with these"
                break
            }
        }
        view.finish(reason: stopReason)
        let fit = try MagnetometerEllipsoidFit(rawMicrotesla: readings)
        let dip = MagneticDipEstimate(
            fieldsMicrotesla: readings.map { fit.softIron * ($0 - fit.hardIronMicrotesla) },
            specificForcesMetersPerSecondSquared: specificForces)
        return (fit, dip)
    }

    private func collectPose(_ request: AccelerometerPoseRequest, previous: [AccelerometerPose]) throws -> AccelerometerPose {
        var detector = StillnessDetector()
        var sum = Vector3.zero
        var count = 0
        var clipped: [Vector3] = []
        var firstTime: Double?
        var progress = prompter.progress(label: "pose", total: Int((timing.poseSeconds * 10).rounded()))
        var warnedAboutOldPose = false
        let deadline = try waitStart()
        while true {
            let sample = try feed.next()
            detector.add(timeSeconds: sample.timestampSeconds, gyroscope: sample.gyroscopeRadiansPerSecond, accelerometer: sample.accelerometerMetersPerSecondSquared)
            let direction = detector.meanAccelerometer.normalizedOrNil ?? .zero
            let inRequestedPose = dot(direction, request.upInSensorFrame) > 0.85      // within ~30°
            guard detector.isStill, inRequestedPose else {
                if detector.isStill, !warnedAboutOldPose,
                   previous.contains(where: { dot(direction, $0.upDirectionInSensorFrame) > 0.85 }) {
                    prompter.note("the board is still in an earlier pose; turn it \(request.instruction)")
                    warnedAboutOldPose = true
                }
                sum = .zero
                count = 0
                clipped.removeAll()
                firstTime = nil
                try checkWait(deadline, sample, what: "the board \(request.instruction)")
                continue
            }
            let start = firstTime ?? sample.timestampSeconds
            firstTime = start
            sum += sample.accelerometerMetersPerSecondSquared
            count += 1
            if let fullScale = accelerometerFullScaleMetersPerSecondSquared,
               FullScaleCheck(fullScale: fullScale).isClipped(sample.accelerometerMetersPerSecondSquared) {
                clipped.append(sample.accelerometerMetersPerSecondSquared)
            }
            let collected = sample.timestampSeconds - start
            progress.show(completed: Int(collected * 10), detail: String(format: "%.1f s still", collected))
            if collected >= timing.poseSeconds { break }
        }
        progress.finish()
        if let fullScale = accelerometerFullScaleMetersPerSecondSquared, !clipped.isEmpty {
            throw CalibrationError.saturated("the accelerometer reads at its full scale (±\(Int((fullScale / standardGravityMetersPerSecondSquared).rounded())) g) "
                + "in \(clipped.count) of \(count) samples of the pose \(request.instruction): its readings are clipped; check the sensor")
        }
        return AccelerometerPose(meanRawMetersPerSecondSquared: sum / Double(count), upDirectionInSensorFrame: request.upInSensorFrame)
    }

    /// The sensor time by which the user must have done what was asked.
    func waitStart() throws -> Double {
        let sample = try feed.next()
        return sample.timestampSeconds + timing.waitLimitSeconds
    }

    func checkWait(_ deadline: Double, _ sample: IMUSample, what: String) throws {
        if sample.timestampSeconds > deadline {
            throw CommandFailure("waited \(Int(timing.waitLimitSeconds)) s for \(what)")
        }
    }
}
