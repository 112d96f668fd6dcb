import AttitudeFilters
import DeviceMotion
import IMUSamples
import MotionMath
import Testing

/// A gap in the samples longer than the filter's largest time step (1 s): the filter
/// restarts, and the turn over the gap is seen by no sensor, so the heading is unknown
/// (drift budget and heading bound 180°) until the field or a new reference attitude
/// references it again.
struct HeadingAfterGapTests {
    /// 20 s at 100 Hz turning at 0.3 rad/s about the vertical, with 8–11 s cut out.
    static func samplesWithGap(field: Vector3?) -> [IMUSample] {
        let trajectory = Trajectory(
            durationSeconds: 20, angularVelocity: { _ in Vector3(0, 0, 0.3) }, earthFieldMicrotesla: field)
        return trajectory.generate().samples.filter { $0.timestampSeconds < 8 || $0.timestampSeconds >= 11 }
    }

    @Test func in6DTheHeadingIsUnknownAfterTheGapUntilTheReferenceAttitudeIsReset() throws {
        var pipeline = MotionPipeline(filter: FilterKind.vqf.makeFilter(sampleRateHertz: 100))
        let samples = Self.samplesWithGap(field: nil)
        let gapIndex = try #require(samples.firstIndex { $0.timestampSeconds >= 11 })
        var motions = samples[..<gapIndex].map { pipeline.process($0).deviceMotion }
        let before = try #require(motions.last)
        // 3 σ of a bias not yet learned (0.5 °/s) over 8 s and 1 % of the turn: about 13.5°.
        #expect(before.headingDriftBudgetDegrees < 20 && before.attitudeAccuracy.headingErrorBoundDegrees < 20)
        motions = samples[gapIndex...].map { pipeline.process($0).deviceMotion }
        for motion in motions {
            #expect(motion.headingDriftBudgetDegrees == 180 && motion.attitudeAccuracy.headingErrorBoundDegrees == 180)
        }
        // The vertical is the accelerometer's again.
        #expect(try #require(motions.last).attitudeAccuracy.inclinationErrorBoundDegrees < 10)
        pipeline.resetReferenceAttitude()
        let afterReset = pipeline.process(samples[samples.count - 1]).deviceMotion
        #expect(afterReset.headingDriftBudgetDegrees < 1 && afterReset.attitudeAccuracy.headingErrorBoundDegrees < 10)
    }

    @Test func in9DTheFieldReferencesTheHeadingAgainAfterTheGap() throws {
        var pipeline = MotionPipeline(
            filter: FilterKind.vqf.makeFilter(sampleRateHertz: 100), settings: .init(referenceFrame: .xMagneticNorthZVertical))
        let motions = Self.samplesWithGap(field: Vector3(0, 20, -40)).map { pipeline.process($0).deviceMotion }
        let last = try #require(motions.last)
        #expect(last.headingReferenced && last.headingDriftBudgetDegrees == 0)
        #expect(last.attitudeAccuracy.headingErrorBoundDegrees < 10)
    }
}
