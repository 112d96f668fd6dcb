import FilterEvaluation
import IMUSamples
import MotionMath
import Platform
import Testing

/// A recording of a smooth tumbling motion whose gyroscope reports the rate
/// `delaySeconds` late; the reference is the true attitude (integrated finely).
private func delayedRecording(delaySeconds: Double, rateHertz: Double = 200, seconds: Double = 20) -> Recording {
    func rate(_ t: Double) -> Vector3 {
        Vector3(2.0 * sin(3.1 * t), 1.5 * cos(2.3 * t + 0.4), 1.2 * sin(1.7 * t + 1))
    }
    let substeps = 20
    let step = 1 / rateHertz
    var attitude = Quaternion.identity
    var samples: [IMUSample] = []
    var references: [Quaternion?] = []
    for index in 0..<Int(seconds * rateHertz) {
        let t = Double(index) * step
        samples.append(IMUSample(
            timestampSeconds: t, gyroscopeRadiansPerSecond: rate(t - delaySeconds),
            accelerometerMetersPerSecondSquared: attitude.inverseRotate(Vector3(0, 0, 9.81))))
        references.append(attitude)
        for substep in 0..<substeps {
            let h = step / Double(substeps)
            attitude = (attitude * Quaternion(rotationVector: rate(t + (Double(substep) + 0.5) * h) * h)).normalized
        }
    }
    return Recording(name: "delayed", samples: samples, referenceAttitudes: references)
}

@Suite struct SensorDelayEstimateTests {
    @Test(arguments: [0.006, 0.0, -0.003, 0.0125])
    func theDelayOfAGyroscopeIsFoundToATenthOfAMillisecond(delaySeconds: Double) throws {
        let estimate = try SensorDelayEstimate.measure(recording: delayedRecording(delaySeconds: delaySeconds))
        #expect(abs(estimate.delaySeconds - delaySeconds) < 0.0001, "measured \(estimate.delaySeconds * 1000) ms")
        #expect(estimate.residualRadiansPerSecond < 0.01)
        #expect(estimate.sampleCount > 3000)
    }

    @Test func unknownReferenceStretchesAreSkippedNotInterpolated() throws {
        var recording = delayedRecording(delaySeconds: 0.004)
        // Lose the tracking for one second in the middle.
        for index in 1800..<2000 { recording.referenceAttitudes?[index] = nil }
        let estimate = try SensorDelayEstimate.measure(recording: recording)
        #expect(abs(estimate.delaySeconds - 0.004) < 0.0001)
        #expect(estimate.sampleCount < recording.samples.count - 190)
    }

    @Test func aRecordingWithoutReferenceIsRefusedByName() {
        var recording = delayedRecording(delaySeconds: 0, seconds: 1)
        recording.referenceAttitudes = nil
        #expect(throws: EvaluationError.noReference(recording: "delayed")) {
            try SensorDelayEstimate.measure(recording: recording)
        }
    }

    @Test func theMedianOfAnOddAndAnEvenNumberOfDelays() {
        func estimate(_ delay: Double) -> SensorDelayEstimate {
            SensorDelayEstimate(recording: "r", delaySeconds: delay, residualRadiansPerSecond: 0, sampleCount: 1)
        }
        #expect(SensorDelayEstimate.medianDelaySeconds([estimate(3), estimate(1), estimate(2)]) == 2)
        #expect(SensorDelayEstimate.medianDelaySeconds([estimate(4), estimate(1), estimate(2), estimate(3)]) == 2.5)
        #expect(SensorDelayEstimate.medianDelaySeconds([]) == nil)
    }
}
