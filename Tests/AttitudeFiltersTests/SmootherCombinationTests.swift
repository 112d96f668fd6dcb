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

    /// The two filtering orders weigh equally at the crossover; before it the order that
    /// filters backwards first takes over, after it the other. A segment crosses over in its
    /// middle, a long one 20 τ_acc in.
    @Test func eachFilteringOrderTakesOverAtTheEndItIsCleanAt() {
        let weight = { (fromStart: Double, crossover: Double) in
            SmootherInclination.forwardsFirstWeight(secondsFromStart: fromStart, crossoverSeconds: crossover, timeConstantSeconds: 3)
        }
        #expect(weight(10, 10) == 0.5)
        // A 20-second segment: symmetric in the time from the start and to the end.
        #expect(abs(weight(20, 10) - 1 / (1 + exp(-20.0 / 3))) < 1e-15)
        #expect(weight(20, 10) > 0.998 && weight(0, 10) < 0.002)
        #expect(abs(weight(13, 10) + weight(7, 10) - 1) < 1e-15)
        #expect(weight(.nan, 10) == 0.5)
        // Past the crossover plus 11 τ_acc the backwards-first order is left out.
        #expect(1 - weight(30 + 33, 30) < 3e-10)
        #expect(SmootherInclination.positions(withinSeconds: 1, stepSeconds: 0.01, count: 1000) == 100)
        #expect(SmootherInclination.positions(withinSeconds: 100, stepSeconds: 0.01, count: 1000) == 1000)
        #expect(SmootherInclination.positions(withinSeconds: .nan, stepSeconds: 0.01, count: 1000) == 1000)
    }

    /// On a long recording that starts and ends in motion, the zero-phase estimate with the
    /// backwards-first order kept to the first 51 τ_acc equals, within 10⁻⁸ rad, the one
    /// from both orders over the whole recording crossed over in its middle.
    @Test func aLongSegmentNeedsTheSecondOrderOnlyNearItsStart() {
        let recording = SmootherRecording(seconds: 200)
        let range = 1000..<20_000
        let passes = SmootherPasses(
            times: Array(recording.times[range]), gyroscope: Array(recording.gyroscope[range]),
            accelerometer: Array(recording.accelerometer[range]), magnetometer: nil, count: range.count)
        let inclination = SmootherInclination(filterSettings: .default)
        let inertial = [Quaternion](repeating: .identity, count: passes.count)
        let filtered = inclination.filteredAccelerometer(
            passes: passes, inertial: inertial, range: 0..<passes.count, stepSeconds: 0.01)
        // Both orders over everything, crossed over in the middle.
        var forwardsFirst = filtered.indices.map { SIMD4(passes.accelerometer[$0], 0) }
        var backwardsFirst = forwardsFirst
        inclination.lowPass(&forwardsFirst, forwards: true, stepSeconds: 0.01)
        inclination.lowPass(&forwardsFirst, forwards: false, stepSeconds: 0.01)
        inclination.lowPass(&backwardsFirst, forwards: false, stepSeconds: 0.01)
        inclination.lowPass(&backwardsFirst, forwards: true, stepSeconds: 0.01)
        var largest = 0.0
        for position in filtered.indices {
            let weight = SmootherInclination.forwardsFirstWeight(
                secondsFromStart: Double(position) * 0.01, crossoverSeconds: Double(filtered.count) * 0.01 / 2, timeConstantSeconds: 3)
            let whole = weight * forwardsFirst[position] + (1 - weight) * backwardsFirst[position]
            let a = Vector3(whole.x, whole.y, whole.z), b = Vector3(filtered[position].x, filtered[position].y, filtered[position].z)
            largest = max(largest, Self.angleRadians(a, b))
        }
        #expect(largest < 1e-8, "\(largest) rad")
        // And near the start the two orders differ by far more, so the blend matters there.
        let a = Vector3(forwardsFirst[0].x, forwardsFirst[0].y, forwardsFirst[0].z)
        let b = Vector3(backwardsFirst[0].x, backwardsFirst[0].y, backwardsFirst[0].z)
        #expect(Self.angleRadians(a, b) > 1e-3)
    }

    /// The angle between two vectors, rad, exact near 0 (atan2 of |a × b| and a · b).
    static func angleRadians(_ a: Vector3, _ b: Vector3) -> Double {
        atan2(cross(a, b).length, dot(a, b))
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
