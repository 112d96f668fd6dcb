import Foundation
import MotionMath
import Testing

@testable import AttitudeFilters

/// The smoother's error bounds (`VQFSmoother.smoothWithUncertainty`): the same attitudes
/// as `smooth`, one bound of each kind per sample, built from the passes' bounds as
/// `SmoothedAttitudes` documents, and covering the simulated recording's errors.
struct SmoothedAttitudesTests {
    static func smoothed(_ recording: SmootherRecording, magnetometer: Bool, delaySeconds: Double = 0) -> (SmoothedAttitudes, [Quaternion]) {
        let smoother = VQFSmoother(settings: VQFSmoother.Settings(sensorDelaySeconds: delaySeconds))
        let magnetometer = magnetometer ? recording.magnetometer : nil
        let withBounds = smoother.smoothWithUncertainty(
            timestampsSeconds: recording.times, gyroscope: recording.gyroscope, accelerometer: recording.accelerometer,
            magnetometer: magnetometer)
        let plain = smoother.smooth(
            timestampsSeconds: recording.times, gyroscope: recording.gyroscope, accelerometer: recording.accelerometer,
            magnetometer: magnetometer)
        return (withBounds, plain)
    }

    /// Tracking the bounds changes no attitude, with or without a magnetometer or a delay.
    @Test(arguments: [(true, 0.0), (false, 0.0), (true, 0.004)])
    func theAttitudesAreThoseOfSmooth(magnetometer: Bool, delaySeconds: Double) {
        let recording = SmootherRecording(seconds: 20)
        let (withBounds, plain) = Self.smoothed(recording, magnetometer: magnetometer, delaySeconds: delaySeconds)
        #expect(withBounds.attitudes == plain)
        #expect(withBounds.inclinationErrorBoundsDegrees.count == recording.times.count)
        #expect(withBounds.headingErrorBoundsDegrees.count == recording.times.count)
        for bound in withBounds.inclinationErrorBoundsDegrees + withBounds.headingErrorBoundsDegrees {
            #expect(bound > 0 && bound < 180)
        }
    }

    /// On the simulated recording (a gyroscope bias, a sideways push while moving) at least
    /// 95 % of the samples from 5 s in have their inclination and 9D heading errors within
    /// the bounds (measured: inclination 100 %, heading 100 %), and the bounds are those of
    /// a settled estimate (measured means: 0.68° and 2.54°), not 180°.
    @Test func theBoundsCoverTheSimulatedRecordingsErrors() {
        let recording = SmootherRecording()
        let (smoothed, _) = Self.smoothed(recording, magnetometer: true)
        var inclinationInside = 0, headingInside = 0, counted = 0
        var inclinationSum = 0.0, headingSum = 0.0
        for index in recording.times.indices where recording.times[index] >= 5 {
            let error = smoothed.attitudes[index].normalized * recording.truth[index].conjugate
            let heading = 2 * atan(abs(error.z / error.w)) * 180 / .pi
            counted += 1
            if vqfInclinationDegrees(smoothed.attitudes[index], recording.truth[index]) <= smoothed.inclinationErrorBoundsDegrees[index] {
                inclinationInside += 1
            }
            if heading <= smoothed.headingErrorBoundsDegrees[index] { headingInside += 1 }
            inclinationSum += smoothed.inclinationErrorBoundsDegrees[index]
            headingSum += smoothed.headingErrorBoundsDegrees[index]
        }
        let inclination = Double(inclinationInside) / Double(counted), heading = Double(headingInside) / Double(counted)
        print(String(format: "simulated: inclination %.3f, heading %.3f; mean bounds %.2f°, %.2f°", inclination, heading,
                     inclinationSum / Double(counted), headingSum / Double(counted)))
        #expect(inclination >= 0.95)
        #expect(heading >= 0.95)
        #expect(inclinationSum / Double(counted) < 1.5)
        #expect(headingSum / Double(counted) < 6)
    }

    /// In 6D the heading bound is the forward pass's bound of the change since the first
    /// sample: it grows over a recording without a heading reference.
    @Test func theSixDHeadingBoundGrowsFromTheStart() {
        let recording = SmootherRecording(seconds: 60)
        let (smoothed, _) = Self.smoothed(recording, magnetometer: false)
        let bounds = smoothed.headingErrorBoundsDegrees
        #expect(bounds[bounds.count - 1] > 2 * bounds[100], "\(bounds[100])° → \(bounds[bounds.count - 1])°")
    }

    /// The combination: the part of the passes' mean above the floor, scaled; in 6D the
    /// forward pass's heading bound; 180° before the tracker has a sample.
    @Test func thePassesBoundsCombineAsDocumented() {
        var forward = AttitudeUncertainty()
        #expect(SmoothedAttitudes.bounds(forward: forward, backwardInclinationDegrees: 1, backwardHeadingDegrees: 1, magnetic: true) == (180, 180))
        forward.add(
            rotationRate: Vector3(0.5, 0, 0), attitude: .identity, flags: [], biasStandardDeviation: nil, magnetic: true,
            timeStepSeconds: 0.5)
        let settings = forward.settings
        let bounds = SmoothedAttitudes.bounds(forward: forward, backwardInclinationDegrees: 3, backwardHeadingDegrees: 9, magnetic: true)
        let inclinationMean = (forward.inclinationBoundDegrees + 3) / 2
        let floor = settings.inclinationFloorDegrees
        let expected = (floor * floor + 0.36 * (inclinationMean * inclinationMean - floor * floor)).squareRoot()
        #expect(abs(bounds.inclination - expected) < 1e-12)
        let headingMean = (forward.headingBoundDegrees + 9) / 2
        #expect(bounds.heading < headingMean && bounds.heading > 0.69 * headingMean)
        let sixD = SmoothedAttitudes.bounds(forward: forward, backwardInclinationDegrees: 3, backwardHeadingDegrees: 9, magnetic: false)
        #expect(sixD.heading == forward.headingBoundDegrees)
        #expect(sixD.inclination == bounds.inclination)
        // At the floor nothing is scaled.
        #expect(SmoothedAttitudes.scaledBeyondFloor(floor, floor: floor, scale: 0.6) == floor)
        // The headings' disagreement widens the 9D heading bound in quadrature, up to 180°.
        #expect(SmoothedAttitudes.widened(3, disagreementDegrees: 0) == 3)
        #expect(abs(SmoothedAttitudes.widened(3, disagreementDegrees: 4) - 5) < 1e-12)
        #expect(SmoothedAttitudes.widened(150, disagreementDegrees: 150) == 180)
    }

    /// A single sample: nothing is known yet, so both bounds are 180°.
    @Test func aSingleSampleHasNoBound() {
        let smoothed = VQFSmoother().smoothWithUncertainty(
            timestampsSeconds: [0], gyroscope: [.zero], accelerometer: [Vector3(0, 0, 9.81)], magnetometer: nil)
        #expect(smoothed.attitudes.count == 1)
        #expect(smoothed.inclinationErrorBoundsDegrees == [180])
        #expect(smoothed.headingErrorBoundsDegrees == [180])
        let empty = VQFSmoother().smoothWithUncertainty(timestampsSeconds: [], gyroscope: [], accelerometer: [], magnetometer: nil)
        #expect(empty.attitudes.isEmpty && empty.inclinationErrorBoundsDegrees.isEmpty)
    }

    /// With a delay each bound is the larger of the two samples' around t + delay.
    @Test func aDelayMovesTheBoundsByTheLargerNeighbour() {
        let times = (0..<5).map { Double($0) * 0.01 }
        let bounds = [1.0, 4, 2, 8, 3]
        var moved = bounds
        VQFSmoother.delay(&moved, times: times, count: 5, delaySeconds: 0.005) { before, after, _ in max(before, after) }
        #expect(moved == [4, 4, 8, 8, 3])
    }
}
