import MotionMath
import Platform
import Testing

@testable import AttitudeFilters


@Suite("VQF filter: frames, rest, bias, magnetic disturbance")
struct VQFFilterTests {
    @Test("settings default to the published values")
    func publishedDefaults() {
        let s = VQFFilter.Settings()
        #expect(s.accelerometerTimeConstantSeconds == 3 && s.magnetometerTimeConstantSeconds == 9)
        #expect(s.biasSigmaInitialDegreesPerSecond == 0.5 && s.biasForgettingTimeSeconds == 100)
        #expect(s.biasClipDegreesPerSecond == 2 && s.biasSigmaMotionDegreesPerSecond == 0.1)
        #expect(s.biasVerticalForgettingFactor == 0.0001 && s.biasSigmaRestDegreesPerSecond == 0.03)
        #expect(s.restMinimumDurationSeconds == 1.5 && s.restFilterTimeConstantSeconds == 0.5)
        #expect(s.restGyroscopeThresholdDegreesPerSecond == 2 && s.restAccelerometerThresholdMetersPerSecondSquared == 0.5)
        #expect(s.magneticCurrentTimeConstantSeconds == 0.05 && s.magneticReferenceTimeConstantSeconds == 20)
        #expect(s.magneticNormThreshold == 0.1 && s.magneticDipThresholdDegrees == 10)
        #expect(s.magneticNewFieldTimeSeconds == 20 && s.magneticNewFieldFirstTimeSeconds == 5)
        #expect(s.magneticNewFieldMinimumGyroscopeDegreesPerSecond == 20)
        #expect(s.magneticMinimumUndisturbedTimeSeconds == 0.5 && s.magneticMaximumRejectionTimeSeconds == 60)
        #expect(s.magneticRejectionFactor == 2)
    }

    @Test("earth frame is ENU: a still sensor converges to its true attitude, z up and y north")
    func earthFrameIsENU() {
        // Sensor turned 90° about z (its x axis points north) and tilted 30° about its x axis.
        let yaw = Quaternion(w: cos(Double.pi / 4), x: 0, y: 0, z: sin(Double.pi / 4))
        let roll = Quaternion(w: cos(Double.pi / 12), x: sin(Double.pi / 12), y: 0, z: 0)
        var motion = VQFSyntheticMotion(samplePeriodSeconds: 0.01)
        motion.truth = yaw * roll
        var filter = VQFFilter(samplePeriodSeconds: 0.01)
        for _ in 0..<1000 {
            let sample = motion.step(rate: .zero)
            filter.update(
                gyroscope: sample.gyroscope, accelerometer: sample.accelerometer,
                magnetometer: sample.magnetometer, deltaTimeSeconds: 0.01)
        }
        #expect(vqfAngleDegrees(filter.attitude, motion.truth) < 0.01)
        #expect(vqfInclinationDegrees(filter.quaternion6D, motion.truth) < 0.01)
        // The sensor's x axis points north (+y of ENU); its y axis is tilted 30° up from west.
        let xAxis = filter.attitude.rotate(Vector3(1, 0, 0))
        #expect(abs(xAxis.y - 1) < 1e-6)
        let yAxis = filter.attitude.rotate(Vector3(0, 1, 0))
        #expect(abs(yAxis.x + cos(Double.pi / 6)) < 1e-4 && abs(yAxis.z - sin(Double.pi / 6)) < 1e-4)
    }

    @Test("rest is detected on a still segment only after the minimum rest time, and ends with motion")
    func restDetection() {
        let period = 0.01
        var motion = VQFSyntheticMotion(samplePeriodSeconds: period)
        motion.gyroscopeNoise = 0.002
        motion.accelerometerNoise = 0.02
        var filter = VQFFilter(samplePeriodSeconds: period)
        var firstRestTime: Double?
        for index in 0..<400 {
            let sample = motion.step(rate: .zero)
            filter.update(
                gyroscope: sample.gyroscope, accelerometer: sample.accelerometer, magnetometer: nil,
                deltaTimeSeconds: period)
            if filter.flags.contains(.restDetected), firstRestTime == nil { firstRestTime = Double(index + 1) * period }
        }
        let detected = try! #require(firstRestTime)
        #expect(detected >= 1.5 - 1e-9 && detected < 1.6)
        // Motion: a 60 °/s turn ends the rest within a few samples.
        var restEnded = false
        for _ in 0..<20 {
            let sample = motion.step(rate: Vector3(0, 0, 60 * Double.pi / 180))
            filter.update(
                gyroscope: sample.gyroscope, accelerometer: sample.accelerometer, magnetometer: nil,
                deltaTimeSeconds: period)
            if !filter.flags.contains(.restDetected) { restEnded = true }
        }
        #expect(restEnded)
        #expect(!filter.isRestDetected)
    }

    @Test("a known gyroscope bias is estimated at rest")
    func biasAtRest() {
        let period = 0.005
        let bias = Vector3(0.4, -0.3, 0.25) * (Double.pi / 180)
        var motion = VQFSyntheticMotion(samplePeriodSeconds: period)
        motion.gyroscopeBias = bias
        motion.gyroscopeNoise = 0.003
        var filter = VQFFilter(samplePeriodSeconds: period)
        for _ in 0..<Int(20 / period) {
            let sample = motion.step(rate: .zero)
            filter.update(
                gyroscope: sample.gyroscope, accelerometer: sample.accelerometer, magnetometer: nil,
                deltaTimeSeconds: period)
        }
        let error = filter.estimatedGyroscopeBias - bias
        #expect((error * error).sum().squareRoot() < 0.01 * Double.pi / 180)
        // Without bias estimation the heading of a still sensor drifts; with it, it does not.
        let before = filter.quaternion6D
        for _ in 0..<Int(10 / period) {
            let sample = motion.step(rate: .zero)
            filter.update(
                gyroscope: sample.gyroscope, accelerometer: sample.accelerometer, magnetometer: nil,
                deltaTimeSeconds: period)
        }
        #expect(vqfAngleDegrees(before, filter.quaternion6D) < 0.1)
    }

    @Test("a known gyroscope bias is estimated in motion (horizontal components)")
    func biasInMotion() {
        let period = 0.01
        let bias = Vector3(0.5, -0.4, 0) * (Double.pi / 180)
        var motion = VQFSyntheticMotion(samplePeriodSeconds: period)
        motion.gyroscopeBias = bias
        var settings = VQFFilter.Settings()
        settings.restBiasEstimationEnabled = false
        var filter = VQFFilter(settings: settings, samplePeriodSeconds: period)
        var time = 0.0
        for _ in 0..<Int(300 / period) {
            time += period
            // Slow turning about changing axes, never still.
            let rate = Vector3(0.3 * sin(0.31 * time), 0.3 * sin(0.23 * time + 1), 0.4 * cos(0.17 * time))
            let sample = motion.step(rate: rate)
            filter.update(
                gyroscope: sample.gyroscope, accelerometer: sample.accelerometer, magnetometer: nil,
                deltaTimeSeconds: period)
        }
        let error = filter.estimatedGyroscopeBias - bias
        #expect((error * error).sum().squareRoot() < 0.1 * Double.pi / 180)
        #expect(vqfInclinationDegrees(filter.quaternion6D, motion.truth) < 0.3)
    }

    @Test("a magnet attached to the sensor is detected and rejected; heading holds")
    func magneticDisturbanceRejection() {
        let period = 0.01
        func run(rejection: Bool) -> (headingError: Double, disturbed: Bool, ignored: Bool) {
            var motion = VQFSyntheticMotion(samplePeriodSeconds: period)
            var settings = VQFFilter.Settings()
            settings.magneticDisturbanceRejectionEnabled = rejection
            var filter = VQFFilter(settings: settings, samplePeriodSeconds: period)
            var time = 0.0
            var disturbed = false
            var ignored = false
            for index in 0..<Int(60 / period) {
                time += period
                // 10 s still, then turning about z at ±45 °/s; the magnet appears at 30 s.
                let rate = index < 1000 ? Vector3.zero : Vector3(0, 0, 0.8 * sin(0.5 * time))
                motion.sensorFrameMagneticOffset = time > 30 ? Vector3(40, -30, 10) : .zero
                let sample = motion.step(rate: rate)
                filter.update(
                    gyroscope: sample.gyroscope, accelerometer: sample.accelerometer,
                    magnetometer: sample.magnetometer, deltaTimeSeconds: period)
                if time > 31 {
                    disturbed = disturbed || filter.flags.contains(.magneticDisturbance)
                    ignored = ignored || filter.flags.contains(.magnetometerIgnored)
                }
            }
            return (vqfAngleDegrees(filter.attitude, motion.truth), disturbed, ignored)
        }
        let withRejection = run(rejection: true)
        let without = run(rejection: false)
        #expect(withRejection.disturbed && withRejection.ignored)
        #expect(withRejection.headingError < 0.5)
        #expect(without.headingError > 5)
    }

    @Test("a magnet that comes near during the heading's fast start is rejected once there is a reference")
    func magnetDuringTheFastStart() {
        let period = 0.01
        func run(fastStartRejection: Bool) -> (headingError: Double, referenced: Bool) {
            var motion = VQFSyntheticMotion(samplePeriodSeconds: period)
            var settings = VQFFilter.Settings()
            settings.magneticFastStartRejectionEnabled = fastStartRejection
            var filter = VQFFilter(settings: settings, samplePeriodSeconds: period)
            var referenced = false
            // At rest throughout: the first field becomes the reference after 5 s; the
            // magnet comes at 6.5 s, within τ_mag (9 s) of the start.
            for index in 1...850 {
                let time = Double(index) * period
                motion.sensorFrameMagneticOffset = time > 6.5 ? Vector3(40, -30, 10) : .zero
                let sample = motion.step(rate: .zero)
                filter.update(
                    gyroscope: sample.gyroscope, accelerometer: sample.accelerometer,
                    magnetometer: sample.magnetometer, deltaTimeSeconds: period)
                if index == 640 { referenced = filter.state.magneticReferenceNorm != 0 && !filter.isMagneticDisturbanceDetected }
            }
            return (vqfAngleDegrees(filter.attitude, motion.truth), referenced)
        }
        let rejecting = run(fastStartRejection: true)
        let published = run(fastStartRejection: false)
        #expect(rejecting.referenced && published.referenced)
        // Measured: 0.64° rejecting (the few samples before the disturbance is detected),
        // 24.5° following the magnet as the published filter does.
        #expect(rejecting.headingError < 1, "heading error \(rejecting.headingError)°")
        #expect(published.headingError > 10, "heading error \(published.headingError)° (published behaviour)")
    }
}
