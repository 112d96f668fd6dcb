import AttitudeFilters
import MotionMath
import Testing

/// Behaviour every filter shares: initialisation, tracking, batch processing.
@Suite struct FilterBehaviourTests {
    static let kinds = behaviourKinds

    @Test(arguments: kinds)
    func theFirstSampleSetsTheAttitude(kind: FilterKind) {
        let truth = Quaternion(EulerAngles(rollRadians: 0.5, pitchRadians: -0.3, yawRadians: 2.0))
        var driver = FilterDriver(filter: kind.makeFilter())
        driver.update(.zero, truth.inverseRotate(earthUp), truth.inverseRotate(earthField), 0)
        #expect(errorDegrees(driver.attitude, truth) < 1e-6)
        #expect(driver.flags.contains(.initialising))

        var sixD = FilterDriver(filter: kind.makeFilter())
        sixD.update(.zero, truth.inverseRotate(earthUp), nil, 0)
        #expect(inclinationErrorDegrees(sixD.attitude, truth) < 1e-6)
    }

    @Test(arguments: kinds)
    func nineDTracksATumblingSensor(kind: FilterKind) {
        let start = Quaternion(EulerAngles(rollRadians: 0.2, pitchRadians: 0.1, yawRadians: -1))
        let samples = tumbling(seconds: 30, rateHertz: 200, start: start)
        var driver = FilterDriver(filter: kind.makeFilter())
        var worst = 0.0
        for (index, sample) in samples.enumerated() {
            driver.update(sample.gyroscope, sample.accelerometer, sample.magnetometer, index == 0 ? 0 : 1.0 / 200)
            worst = max(worst, errorDegrees(driver.attitude, sample.attitude))
        }
        #expect(worst < 1.0, "worst error \(worst)°")
    }

    @Test(arguments: kinds)
    func nineDConvergesFromAWrongAttitude(kind: FilterKind) {
        let truth = Quaternion(EulerAngles(rollRadians: 0.4, pitchRadians: 0.2, yawRadians: 1.2))
        var driver = FilterDriver(filter: kind.makeFilter())
        // Initialise 90° off in heading and 20° in tilt, then feed the true still readings.
        let wrong = Quaternion(axis: Vector3(0, 0, 1), angleRadians: .pi / 2) * Quaternion(axis: Vector3(1, 0, 0), angleRadians: 0.35) * truth
        driver.update(.zero, wrong.inverseRotate(earthUp), wrong.inverseRotate(earthField), 0)
        let initial = errorDegrees(driver.attitude, truth)
        for _ in 0..<(200 * 60) {
            driver.update(.zero, truth.inverseRotate(earthUp), truth.inverseRotate(earthField), 1.0 / 200)
        }
        #expect(initial > 80)
        // Mahony's slow integral term (Kᵢ = 0.001) keeps a few degrees after a 90° start.
        #expect(errorDegrees(driver.attitude, truth) < 5.0)
    }

    @Test(arguments: kinds)
    func sixDIntegratesHeadingFromTheGyroscope(kind: FilterKind) {
        var driver = FilterDriver(filter: kind.makeFilter())
        driver.update(.zero, earthUp, nil, 0)
        let start = driver.attitude
        // Turn 90° about the vertical in 1 s while level.
        for _ in 0..<100 {
            driver.update(Vector3(0, 0, .pi / 2), earthUp, nil, 0.01)
        }
        let turned = Quaternion(axis: Vector3(0, 0, 1), angleRadians: .pi / 2) * start
        #expect(errorDegrees(driver.attitude, turned) < 0.5)
    }

    @Test func batchProcessingMatchesPerSampleUpdates() {
        let samples = tumbling(seconds: 2, rateHertz: 100, start: .identity)
        var batch = MadgwickFilter()
        let times = samples.indices.map { Double($0) / 100 }
        let attitudes = batch.process(
            timestampsSeconds: times, gyroscope: samples.map(\.gyroscope),
            accelerometer: samples.map(\.accelerometer), magnetometer: samples.map(\.magnetometer)
        )
        var single = MadgwickFilter()
        for (index, sample) in samples.enumerated() {
            single.update(gyroscope: sample.gyroscope, accelerometer: sample.accelerometer, magnetometer: sample.magnetometer, deltaTimeSeconds: index == 0 ? 0 : times[index] - times[index - 1])
            #expect(single.attitude == attitudes[index])
        }
    }

    /// Madgwick's 9D update starts |h_xy| from the previous 9D update's value: `reset()`
    /// must forget it, so a reset filter repeats a fresh one exactly.
    @Test func madgwickResetRepeatsAFreshFilter() {
        let samples = tumbling(seconds: 2, rateHertz: 100, start: .identity)
        var used = MadgwickFilter()
        for (index, sample) in samples.enumerated() {
            used.update(gyroscope: sample.gyroscope, accelerometer: sample.accelerometer, magnetometer: sample.magnetometer, deltaTimeSeconds: index == 0 ? 0 : 0.01)
        }
        used.reset()
        var fresh = MadgwickFilter()
        for (index, sample) in samples.reversed().enumerated() {
            used.update(gyroscope: sample.gyroscope, accelerometer: sample.accelerometer, magnetometer: sample.magnetometer, deltaTimeSeconds: index == 0 ? 0 : 0.01)
            fresh.update(gyroscope: sample.gyroscope, accelerometer: sample.accelerometer, magnetometer: sample.magnetometer, deltaTimeSeconds: index == 0 ? 0 : 0.01)
            #expect(used.attitude == fresh.attitude)
        }
    }

    /// A field that swings between near-vertical (no Newton starting point kept) and
    /// ordinary, and a jump in its strength, leave the attitude finite and unit, and the
    /// heading still converges.
    @Test func madgwickHandlesANearVerticalFieldAndJumps() {
        let truth = Quaternion(EulerAngles(rollRadians: 0.3, pitchRadians: -0.2, yawRadians: 0.7))
        var filter = MadgwickFilter()
        let fields = [Vector3(0, 0.1, -40), earthField, Vector3(0, 200, -400), Vector3(0, 0.01, -45), earthField]
        for index in 0..<(200 * 60) {
            let field = index < 200 * 50 ? fields[index % fields.count] : earthField
            filter.update(gyroscope: .zero, accelerometer: truth.inverseRotate(earthUp), magnetometer: truth.inverseRotate(field), deltaTimeSeconds: index == 0 ? 0 : 1.0 / 200)
            let q = filter.attitude
            let length = (q.w * q.w + q.x * q.x + q.y * q.y + q.z * q.z).squareRoot()
            #expect(abs(length - 1) < 1e-6)
        }
        #expect(errorDegrees(filter.attitude, truth) < 1.0)
    }

    @Test func mahonyEstimatesAConstantGyroscopeBias() {
        var filter = MahonyFilter(settings: .init(proportionalGain: 1, integralGain: 0.05))
        let bias = Vector3(0.02, -0.01, 0.015)
        for index in 0..<(200 * 120) {
            filter.update(gyroscope: bias, accelerometer: earthUp, magnetometer: earthField, deltaTimeSeconds: index == 0 ? 0 : 0.005)
        }
        #expect((filter.estimatedGyroscopeBias - bias).length < 1e-3)
    }

    /// Mahony's attitude stays unit through a long tumble (its Newton normalisation), and an
    /// attitude set from outside at three times unit length is normalised exactly by the
    /// next update, not by the Newton step, which holds only near unit length.
    @Test func mahonyKeepsItsAttitudeUnit() {
        var filter = MahonyFilter()
        let rate = Vector3(1.3, -0.7, 2.1)
        for index in 0..<(200 * 60) {
            let truth = Quaternion(rotationVector: rate * (Double(index) / 200))
            filter.update(gyroscope: rate, accelerometer: truth.inverseRotate(earthUp), magnetometer: truth.inverseRotate(earthField),
                          deltaTimeSeconds: index == 0 ? 0 : 1.0 / 200)
        }
        #expect(abs(filter.attitude.norm - 1) < 1e-14)
        let attitude = filter.attitude
        filter.state.attitude = 3 * attitude
        filter.update(gyroscope: .zero, accelerometer: attitude.inverseRotate(earthUp), magnetometer: nil, deltaTimeSeconds: 1.0 / 200)
        #expect(abs(filter.attitude.norm - 1) < 1e-15)
    }

    @Test func filterNamesRoundTrip() {
        for kind in FilterKind.allCases {
            #expect(FilterKind(rawValue: kind.rawValue) == kind)
        }
        #expect(FilterKind.namesList.contains("madgwick|mahony"))
    }
}
