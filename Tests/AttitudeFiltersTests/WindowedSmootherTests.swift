import Foundation
import MotionMath
import Testing

@testable import AttitudeFilters

/// The smoother a window at a time: the same as the whole-recording smoother on a short
/// log, close to it on a long one, one output per sample in order, and never more samples
/// held than a window needs.
struct WindowedSmootherTests {
    /// Every sample of `recording` through `smoother`, and what it handed out.
    static func run(
        _ smoother: inout WindowedSmoother, over recording: SmootherRecording
    ) -> [WindowedSmoother.Sample] {
        var output: [WindowedSmoother.Sample] = []
        for index in recording.times.indices {
            smoother.add(
                timestampSeconds: recording.times[index], gyroscope: recording.gyroscope[index],
                accelerometer: recording.accelerometer[index], magnetometer: recording.magnetometer[index]
            ) { output.append($0) }
        }
        smoother.finish { output.append($0) }
        return output
    }

    /// The angle between two attitudes, degrees.
    static func angleDegrees(_ a: Quaternion, _ b: Quaternion) -> Double {
        let difference = a.normalized * b.normalized.conjugate
        return 2 * atan2((difference.x * difference.x + difference.y * difference.y + difference.z * difference.z).squareRoot(), abs(difference.w))
            * 180 / Double.pi
    }

    @Test(arguments: [true, false])
    func aLogShorterThanAWindowIsSmoothedWhole(magnetic: Bool) {
        let recording = SmootherRecording(seconds: 30)
        var smoother = WindowedSmoother(usesMagnetometer: magnetic, tracksUncertainty: true)
        let output = Self.run(&smoother, over: recording)
        let whole = VQFSmoother().smoothWithUncertainty(
            timestampsSeconds: recording.times, gyroscope: recording.gyroscope, accelerometer: recording.accelerometer,
            magnetometer: magnetic ? recording.magnetometer : nil)
        #expect(output.map(\.attitude) == whole.attitudes)
        #expect(output.map(\.inclinationErrorBoundDegrees) == whole.inclinationErrorBoundsDegrees)
        #expect(output.map(\.headingErrorBoundDegrees) == whole.headingErrorBoundsDegrees)
        #expect(output.map(\.timestampSeconds) == recording.times)
    }

    @Test(arguments: [true, false])
    func shortWindowsFollowTheMotionSmoothly(magnetic: Bool) {
        // 150 s in windows of 30 s with 30 s margins and a 2 s overlap: four windows.
        let recording = SmootherRecording(seconds: 150)
        let windows = WindowedSmoother.Windows(windowSeconds: 30, marginSeconds: 30, crossfadeSeconds: 2)
        var smoother = WindowedSmoother(windows: windows, usesMagnetometer: magnetic, tracksUncertainty: true)
        let output = Self.run(&smoother, over: recording)
        #expect(output.map(\.timestampSeconds) == recording.times, "one output per sample, in order")
        let errors = recording.times.indices.map { Self.angleDegrees(output[$0].attitude, recording.truth[$0]) }
        let meanError = errors.reduce(0, +) / Double(errors.count)
        // Measured: 9D 0.32°, 6D 1.02° (the whole-log smoother: 0.22°, 1.07°; the 6D
        // heading carried across three overlaps, the gyroscope's bias learnt in motion).
        #expect(meanError < (magnetic ? 0.5 : 2), "mean error \(meanError)°")
        // No jump where windows meet: each step of the output is the true motion's step, within 0.05°.
        let steps = (1..<output.count).map { index in
            abs(Self.angleDegrees(output[index].attitude, output[index - 1].attitude)
                - Self.angleDegrees(recording.truth[index], recording.truth[index - 1]))
        }
        #expect(steps.max()! < 0.05, "largest step beyond the motion's \(steps.max()!)°")
        #expect(output.allSatisfy { ($0.headingErrorBoundDegrees ?? .nan) <= 180 && ($0.inclinationErrorBoundDegrees ?? .nan) <= 180 })
        // Held: a window, its overlap and its two margins (92 s at 100 Hz), and no more.
        #expect(smoother.largestHeldSampleCount <= 9_201, "held \(smoother.largestHeldSampleCount) samples")
    }

    @Test func inSixDTheHeadingBoundKeepsGrowingAcrossWindows() {
        let recording = SmootherRecording(seconds: 150)
        let windows = WindowedSmoother.Windows(windowSeconds: 30, marginSeconds: 30, crossfadeSeconds: 2)
        var smoother = WindowedSmoother(windows: windows, usesMagnetometer: false, tracksUncertainty: true)
        let output = Self.run(&smoother, over: recording)
        let bounds = output.compactMap(\.headingErrorBoundDegrees)
        // The change since the first sample: the bound at the end is above that of a log as long as one window.
        var whole = WindowedSmoother(usesMagnetometer: false, tracksUncertainty: true)
        let wholeBounds = Self.run(&whole, over: SmootherRecording(seconds: 92)).compactMap(\.headingErrorBoundDegrees)
        #expect(bounds.last! > wholeBounds.last!, "end of 120 s \(bounds.last!)°, of 30 s \(wholeBounds.last!)°")
        let truthTwist = verticalTwistRadians(recording.truth.last! * recording.truth.first!.conjugate)
        let estimateTwist = verticalTwistRadians(output.last!.attitude * output.first!.attitude.conjugate)
        let headingChangeError = abs(remainder(estimateTwist - truthTwist, 2 * Double.pi)) * 180 / Double.pi
        #expect(headingChangeError < bounds.last!, "heading change off by \(headingChangeError)°, bound \(bounds.last!)°")
    }

    @Test func timesThatNeverAdvanceStillGiveEverySampleOnceWithinTheLimit() {
        var recording = SmootherRecording(seconds: 10)
        recording.times = recording.times.map { _ in 5 }
        let windows = WindowedSmoother.Windows(maximumSamples: 300)
        var smoother = WindowedSmoother(windows: windows, usesMagnetometer: true)
        let output = Self.run(&smoother, over: recording)
        #expect(output.count == recording.times.count)
        #expect(output.allSatisfy { $0.attitude.isFinite && abs($0.attitude.norm - 1) < 1e-9 })
        #expect(smoother.largestHeldSampleCount <= 300)
    }

    @Test func atTheSampleLimitAWindowAlwaysDropsSomething() {
        // Found by FuzzEstimation: a first sample long before a burst of others, so the split
        // by time kept the first sample as the next window's margin and dropped nothing at the
        // limit; the next sample was one over it.
        var recording = SmootherRecording(seconds: 1)
        recording.times = recording.times.indices.map { $0 == 0 ? 0 : 0.25 + 0.0001 * Double($0) }
        recording.times[63] = 0.65
        let windows = WindowedSmoother.Windows(windowSeconds: 0.5, marginSeconds: 0.3, crossfadeSeconds: 0.1, maximumSamples: 64)
        var smoother = WindowedSmoother(windows: windows, usesMagnetometer: false, tracksUncertainty: true)
        let output = Self.run(&smoother, over: recording)
        #expect(output.map(\.timestampSeconds) == recording.times)
        #expect(smoother.largestHeldSampleCount <= 64, "held \(smoother.largestHeldSampleCount) samples")
    }

    @Test func finishingLeavesItReadyForAnotherLog() {
        let recording = SmootherRecording(seconds: 5)
        var smoother = WindowedSmoother(usesMagnetometer: true)
        let first = Self.run(&smoother, over: recording)
        let second = Self.run(&smoother, over: recording)
        #expect(first == second)
    }
}
