import Foundation
import MotionMath
import Platform
import Testing

@testable import AttitudeFilters

struct SmootherCombinationTests {
    /// A level sensor at rest under a field whose heading offset is 0.2 rad, except from
    /// 40 s to 60 s, where a disturbance both passes detect turns it to 1.2 rad: the
    /// two-direction heading ignores the disturbance and stays at 0.2 rad throughout.
    @Test func theTwoDirectionHeadingRidesOverAFieldBothPassesReject() {
        let count = 10_000
        let times = (0..<count).map { Double($0) * 0.01 }
        let field = { (offset: Double) in Vector3(20 * sin(offset), 20 * cos(offset), -40) }
        let disturbed = times.map { $0 >= 40 && $0 < 60 }
        let magnetometer: [Vector3?] = disturbed.map { field($0 ? 1.2 : 0.2) }
        let heading = SmootherHeading(timeConstantSeconds: 30, filterSettings: .default)
        let offsets = heading.offsetsRadians(
            attitudes6D: [Quaternion](repeating: .identity, count: count), magnetometer: magnetometer,
            disturbed: disturbed, times: times, count: count)
        for offset in offsets { #expect(abs((offset ?? .nan) - 0.2) < 1e-9) }
    }

    /// Where the forward filter has been held by a rejection for t seconds and the backward
    /// one has not, the forward one's weight is τ²/(τ + t)² of the backward one's.
    @Test func aHeldFilterLosesWeightWithTheTimeItHasBeenHeld() {
        let count = 6_000
        let times = (0..<count).map { Double($0) * 0.01 }
        // The field turns from 0 to 0.5 rad at 30 s, and is rejected from 30 s to 40 s.
        let disturbed = times.map { $0 >= 30 && $0 < 40 }
        let magnetometer: [Vector3?] = times.map { t in
            let offset = t < 30 ? 0.0 : 0.5
            return Vector3(20 * sin(offset), 20 * cos(offset), -40)
        }
        let heading = SmootherHeading(timeConstantSeconds: 10, filterSettings: .default)
        let offsets = heading.offsetsRadians(
            attitudes6D: [Quaternion](repeating: .identity, count: count), magnetometer: magnetometer,
            disturbed: disturbed, times: times, count: count)
        // At 35 s: the forward filter holds ≈ 0 for 5 s; the backward one, held from 40 s,
        // reads ≈ 0.5 held for 5 s as well: equal weights.
        #expect(abs((offsets[3500] ?? .nan) - 0.25) < 0.02, "\(String(describing: offsets[3500]))")
        // Just after 30 s the forward filter weighs up to 4 times the backward one (τ = 10 s
        // against τ + 10 s), just before 40 s the other way round.
        #expect((offsets[3010] ?? .nan) < 0.15, "\(String(describing: offsets[3010]))")
        #expect((offsets[3990] ?? .nan) > 0.35, "\(String(describing: offsets[3990]))")
    }

    /// The zero-phase inclination, given the true bias, follows the wobbling recording with
    /// its sideways acceleration within 0.5° RMS.
    @Test func theZeroPhaseInclinationFollowsTheTruth() {
        let recording = SmootherRecording()
        let passes = SmootherPasses(
            times: recording.times, gyroscope: recording.gyroscope, accelerometer: recording.accelerometer,
            magnetometer: nil, count: recording.times.count)
        let bias = Vector3(0.4, -0.3, 0.2) * (Double.pi / 180)
        let attitudes = SmootherInclination(filterSettings: .default).attitudes6D(
            passes: passes, biases: [Vector3](repeating: bias, count: passes.count),
            segmentBoundaries: passes.segmentBoundaries(maximumStepSeconds: VQFFilter.Settings.default.maximumTimeStepSeconds))
        var squares = 0.0
        for index in recording.times.indices {
            let error = vqfInclinationDegrees(attitudes[index], recording.truth[index])
            squares += error * error
        }
        let rms = (squares / Double(recording.times.count)).squareRoot()
        #expect(rms < 0.5, "inclination RMS \(rms)°")
    }

    /// The two filtering orders weigh equally in the middle of a segment; near its start the
    /// order that filters backwards first takes over, near its end the other.
    @Test func eachFilteringOrderTakesOverAtTheEndItIsCleanAt() {
        let weight = { (fromStart: Double, toEnd: Double) in
            SmootherInclination.forwardsFirstWeight(secondsFromStart: fromStart, secondsToEnd: toEnd, timeConstantSeconds: 3)
        }
        #expect(weight(10, 10) == 0.5)
        #expect(abs(weight(20, 0) - 1 / (1 + exp(-20.0 / 3))) < 1e-15)
        #expect(weight(20, 0) > 0.998 && weight(0, 20) < 0.002)
        #expect(abs(weight(4, 1) + weight(1, 4) - 1) < 1e-15)
        #expect(weight(.nan, 1) == 0.5)
    }

    /// The passes' share fades to 0 at either end of a segment, by 1 − e^(−d/fade) from each;
    /// a fade of 0 (or one that is not finite) leaves it whole.
    @Test func thePassesFadeInFromEitherEnd() {
        #expect(VQFSmoother.passesFadeIn(secondsFromStart: 0, secondsToEnd: 30, fadeSeconds: 6) == 0)
        #expect(VQFSmoother.passesFadeIn(secondsFromStart: 30, secondsToEnd: 0, fadeSeconds: 6) == 0)
        let atOneFade = VQFSmoother.passesFadeIn(secondsFromStart: 6, secondsToEnd: 6, fadeSeconds: 6)
        #expect(abs(atOneFade - (1 - exp(-1.0)) * (1 - exp(-1.0))) < 1e-15)
        #expect(VQFSmoother.passesFadeIn(secondsFromStart: 600, secondsToEnd: 600, fadeSeconds: 6) > 0.999_999)
        #expect(VQFSmoother.passesFadeIn(secondsFromStart: 0, secondsToEnd: 0, fadeSeconds: 0) == 1)
        #expect(VQFSmoother.passesFadeIn(secondsFromStart: 0, secondsToEnd: 0, fadeSeconds: .infinity) == 1)
        #expect(VQFSmoother.passesFadeIn(secondsFromStart: .nan, secondsToEnd: 1, fadeSeconds: 6) == 1)
    }

    /// A gap ends a segment: the boundaries are the first sample, each sample after a step
    /// longer than the longest, and the count.
    @Test func segmentsEndAtGaps() {
        let times = [0, 0.01, 0.02, 2.02, 2.03, 2.04, 5.04]
        let passes = SmootherPasses(
            times: times, gyroscope: [Vector3](repeating: .zero, count: times.count),
            accelerometer: [Vector3](repeating: Vector3(0, 0, 9.81), count: times.count), magnetometer: nil,
            count: times.count)
        #expect(passes.segmentBoundaries(maximumStepSeconds: 1) == [0, 3, 6, 7])
        #expect(passes.segmentBoundaries(maximumStepSeconds: 5) == [0, 7])
    }

    /// Per axis, the combined bias is the inverse-variance mean of the two passes'.
    @Test func theBiasesAreCombinedByTheirVariances() {
        let combined = SmootherInclination.combinedBias(
            forward: Vector3(1, 1, 1), forwardVariance: Vector3(1, 3, 0),
            backward: Vector3(3, 3, 3), backwardVariance: Vector3(1, 1, 1))
        #expect(combined == Vector3(2, 2.5, 1))
    }
}
