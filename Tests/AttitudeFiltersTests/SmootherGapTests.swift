import Foundation
import MotionMath
import Testing

@testable import AttitudeFilters

/// The smoother across a gap in the samples taken out in motion: the sensor turned over
/// the gap and no sample saw it, so the heading before the gap says nothing about the one
/// after it. With a magnetometer both the passes and the two-direction heading start again
/// from the field after the gap.
struct SmootherGapTests {
    /// 60 s of `SmootherRecording` with 3 s taken out from 25 s on (a turn of tens of
    /// degrees over the gap) and the index of the first sample after the gap.
    static func recordingWithGap() -> (recording: SmootherRecording, firstAfterGap: Int) {
        var recording = SmootherRecording(seconds: 60)
        let removed = 2500..<2800
        recording.times.removeSubrange(removed)
        recording.gyroscope.removeSubrange(removed)
        recording.accelerometer.removeSubrange(removed)
        recording.magnetometer.removeSubrange(removed)
        recording.truth.removeSubrange(removed)
        return (recording, removed.lowerBound)
    }

    /// The heading part of the error (the angle left once the inclination is taken out),
    /// degrees.
    static func headingDegrees(_ estimate: Quaternion, _ truth: Quaternion) -> Double {
        let error = estimate.normalized * truth.normalized.conjugate
        return 2 * atan2(abs(error.z), abs(error.w)) * 180 / Double.pi
    }

    @Test func in9DTheHeadingAfterAGapComesFromTheFieldAgain() throws {
        let (recording, firstAfterGap) = Self.recordingWithGap()
        let turn = Self.headingDegrees(recording.truth[firstAfterGap], recording.truth[firstAfterGap - 1])
        #expect(turn > 20, "the sensor turned over the gap: \(turn)°")
        let smoothed = VQFSmoother().smooth(
            timestampsSeconds: recording.times, gyroscope: recording.gyroscope,
            accelerometer: recording.accelerometer, magnetometer: recording.magnetometer)
        let errors = (0..<recording.times.count).map { Self.headingDegrees(smoothed[$0], recording.truth[$0]) }
        let before = errors[500..<firstAfterGap - 100]
        let after = errors[(firstAfterGap + 300)...]
        let meanBefore = before.reduce(0, +) / Double(before.count)
        let meanAfter = after.reduce(0, +) / Double(after.count)
        // Measured: 0.09° and 0.41°; 11.9° and 9.9° when the two-direction heading ran across the gap.
        #expect(meanBefore < 1 && meanAfter < 1, "mean heading error \(meanBefore)° before, \(meanAfter)° from 3 s after the gap")
    }

    @Test func in6DTheHeadingBoundIsTheLargestAfterAGap() throws {
        let (recording, firstAfterGap) = Self.recordingWithGap()
        let smoothed = VQFSmoother().smoothWithUncertainty(
            timestampsSeconds: recording.times, gyroscope: recording.gyroscope,
            accelerometer: recording.accelerometer, magnetometer: nil)
        let bounds = smoothed.headingErrorBoundsDegrees
        #expect(bounds[..<firstAfterGap].allSatisfy { $0 < 180 })
        #expect(bounds[firstAfterGap...].allSatisfy { $0 == 180 }, "nothing in 6D tells the turn over the gap")
    }
}
