import AttitudeFilters
import DeviceMotion
import IMUSamples
import MotionMath
import Testing

/// The pipeline's prediction ahead by the sensor's delay less half the time step.
@Test func aPredictingPipelineLeadsByRateTimesDelayLessHalfAStepAndLeavesTheFilterAlone() throws {
    // 55 ms late at 100 Hz: 50 ms ahead of what the filter reports.
    let lead = 0.05
    var plain = MotionPipeline(filter: FilterKind.complementary.makeFilter(sampleRateHertz: 100))
    var predicting = MotionPipeline(
        filter: FilterKind.complementary.makeFilter(sampleRateHertz: 100),
        settings: MotionPipeline.Settings(latencyCompensation: LatencyCompensation(sensorDelaySeconds: 0.055)))
    var plainYaw = 0.0, predictedYaw = 0.0
    for index in 0..<110 {
        // Still for 0.1 s (the arbitrary frame takes its zero), then turning at 1 rad/s about z.
        let rate = index < 10 ? 0.0 : 1.0
        let sample = IMUSample(
            timestampSeconds: Double(index) / 100, gyroscopeRadiansPerSecond: Vector3(0, 0, rate),
            accelerometerMetersPerSecondSquared: Vector3(0, 0, 9.81))
        plainYaw = plain.process(sample).deviceMotion.attitude.yaw
        predictedYaw = predicting.process(sample).deviceMotion.attitude.yaw
    }
    #expect(abs((predictedYaw - plainYaw) - lead) < 1e-9, "lead \(predictedYaw - plainYaw) rad")
    // The filters themselves saw the same samples and hold the same attitude.
    #expect(plain.filter.attitude == predicting.filter.attitude)
}
