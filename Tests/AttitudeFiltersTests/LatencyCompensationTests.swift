import AttitudeFilters
import MotionMath
import Platform
import Testing

/// A filter that holds one attitude and bias, to test what is built on the protocol.
private struct HeldAttitude: AttitudeFilter {
    var settings: Int = 0
    var attitude: Quaternion
    var estimatedGyroscopeBias: Vector3
    var flags: FilterFlags = []
    mutating func update(gyroscope: Vector3, accelerometer: Vector3, magnetometer: Vector3?, deltaTimeSeconds: Double) {}
    mutating func reset() {}
}

@Suite struct LatencyCompensationTests {
    let start = Quaternion(axis: Vector3(1, 2, -0.5), angleRadians: 1.1)

    @Test func predictionTurnsTheAttitudeAboutTheSensorAxisByRateTimesLead() {
        let rate = Vector3(0.3, -1.2, 2.0)
        // 25 ms late after a 10 ms step: 20 ms ahead.
        let lead = 0.02
        let predicted = LatencyCompensation(sensorDelaySeconds: 0.025).predict(start, angularRateRadiansPerSecond: rate, stepSeconds: 0.01)
        // The turn is in the sensor frame (right-multiplied): closed form from axis and angle.
        let expected = start * Quaternion(axis: rate / rate.length, angleRadians: rate.length * lead)
        #expect(predicted.angle(to: expected) < 1e-12)
        // An earth-frame turn would differ by far more than the tolerance.
        let earthFrame = Quaternion(axis: rate / rate.length, angleRadians: rate.length * lead) * start
        #expect(predicted.angle(to: earthFrame) > 1e-3)
    }

    @Test(arguments: [0.0, -0.01, Double.nan, Double.infinity])
    func noDelayLeavesTheAttitudeAsItIs(delay: Double) {
        let compensation = LatencyCompensation(sensorDelaySeconds: delay)
        #expect(!compensation.isActive)
        #expect(compensation.leadSeconds(stepSeconds: 0.001) == 0)
        #expect(compensation.predict(start, angularRateRadiansPerSecond: Vector3(1, 2, 3), stepSeconds: 0.001) == start)
    }

    /// The lead is the delay less half the step the filter has just integrated, never below 0;
    /// a step that is not a time step counts as none.
    @Test func theLeadIsTheDelayLessHalfTheStep() {
        let compensation = LatencyCompensation(sensorDelaySeconds: 0.0028)
        #expect(abs(compensation.leadSeconds(stepSeconds: 0.005) - 0.0003) < 1e-15)
        #expect(abs(compensation.leadSeconds(stepSeconds: 0.001) - 0.0023) < 1e-15)
        #expect(compensation.leadSeconds(stepSeconds: 0.01) == 0)
        #expect(compensation.predict(start, angularRateRadiansPerSecond: Vector3(1, 2, 3), stepSeconds: 0.01) == start)
        for step in [0.0, -0.005, .nan, .infinity] { #expect(compensation.leadSeconds(stepSeconds: step) == 0.0028) }
    }

    @Test func aRateThatIsNotFiniteLeavesTheAttitudeAsItIs() {
        let compensation = LatencyCompensation(sensorDelaySeconds: 0.004)
        #expect(compensation.predict(start, angularRateRadiansPerSecond: Vector3(.nan, 0, 1), stepSeconds: 0.001) == start)
        #expect(compensation.predict(start, angularRateRadiansPerSecond: Vector3(0, .infinity, 1), stepSeconds: 0.001) == start)
    }

    @Test func theFiltersBiasEstimateIsRemovedBeforePredicting() {
        let bias = Vector3(0.02, -0.01, 0.03)
        let filter = HeldAttitude(attitude: start, estimatedGyroscopeBias: bias)
        let compensation = LatencyCompensation(sensorDelaySeconds: 0.505)
        // A reading that is all bias means no motion: nothing to predict.
        #expect(filter.predictedAttitude(gyroscope: bias, compensation: compensation, stepSeconds: 0.01).angle(to: start) < 1e-12)
        let moving = filter.predictedAttitude(gyroscope: bias + Vector3(0, 0, 1), compensation: compensation, stepSeconds: 0.01)
        #expect(abs(moving.angle(to: start) - 0.5) < 1e-9)
    }

    /// A sensor that reports the motion 10 samples late: every filter lags the truth by
    /// that much less half a sample; predicting by the delay removes most of the lag.
    @Test(arguments: [FilterKind.complementary, .vqf])
    func predictingByTheSensorsDelayRemovesMostOfTheLag(kind: FilterKind) {
        let rateHertz = 100.0
        let delaySamples = 10
        let samples = tumbling(seconds: 30, rateHertz: rateHertz, start: .identity)
        var driver = FilterDriver(filter: kind.makeFilter(sampleRateHertz: rateHertz))
        let compensation = LatencyCompensation(sensorDelaySeconds: Double(delaySamples) / rateHertz)
        var lagged = 0.0, predicted = 0.0, count = 0.0
        for index in delaySamples..<samples.count {
            let reading = samples[index - delaySamples]
            driver.update(reading.gyroscope, reading.accelerometer, reading.magnetometer, 1 / rateHertz)
            guard index > samples.count / 2 else { continue }
            let truth = samples[index].attitude
            lagged += pow(errorDegrees(driver.attitude, truth), 2)
            predicted += pow(errorDegrees(driver.filter.predictedAttitude(
                gyroscope: reading.gyroscope, compensation: compensation, stepSeconds: 1 / rateHertz), truth), 2)
            count += 1
        }
        let laggedRMS = (lagged / count).squareRoot(), predictedRMS = (predicted / count).squareRoot()
        #expect(laggedRMS > 2, "lag \(laggedRMS)°")
        #expect(predictedRMS < 0.2 * laggedRMS, "predicted \(predictedRMS)° vs lag \(laggedRMS)°")
    }
}
