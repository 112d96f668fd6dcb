import AttitudeFilters
import Foundation
import MotionMath
import Testing

/// `AttitudeUncertainty` term by term, with inputs whose bounds can be worked out by hand
/// (default settings: floors 0.45° and 0.3°, 0.9 σ of bias drift, 0.45 % of the net turn,
/// 3.5° magnetic reference, 9 s heading recovery).
struct AttitudeUncertaintyTests {
    static let degree = Double.pi / 180
    /// σ of 0.01 °/s about the sensor's z axis only (vertical when lying flat).
    static let verticalSigma = Vector3(0, 0, 0.01 * degree)

    /// `seconds` of samples at 100 Hz, flat (identity attitude), turning at `rateDegrees` °/s
    /// about the vertical.
    static func feed(
        _ uncertainty: inout AttitudeUncertainty, seconds: Double, rateDegrees: Double = 0, flags: FilterFlags = .restDetected,
        magnetic: Bool = false, disagreementDegrees: Double? = nil
    ) {
        for _ in 0..<Int(seconds * 100) {
            uncertainty.add(
                rotationRate: Vector3(0, 0, rateDegrees * degree), attitude: .identity, flags: flags,
                biasStandardDeviation: verticalSigma, magnetic: magnetic,
                magneticDisagreementRadians: disagreementDegrees.map { $0 * degree }, timeStepSeconds: 0.01)
        }
    }

    @Test func beforeTheFirstSampleNothingIsKnown() {
        var uncertainty = AttitudeUncertainty()
        #expect(uncertainty.inclinationBoundDegrees == 180 && uncertainty.headingBoundDegrees == 180)
        for step in [0.0, -0.01, .nan, .infinity] {
            uncertainty.add(rotationRate: .zero, attitude: .identity, flags: [], biasStandardDeviation: nil, magnetic: false, timeStepSeconds: step)
        }
        #expect(uncertainty.inclinationBoundDegrees == 180, "a time step that cannot be used changes nothing")
    }

    @Test func noBoundGoesBeyond180Degrees() {
        var uncertainty = AttitudeUncertainty()
        // An hour with 1 °/s of bias σ on every axis and the accelerometer ignored: 0.9 σ
        // of drift is 3 240° about the vertical, more about the horizontal axes.
        for _ in 0..<3600 {
            uncertainty.add(
                rotationRate: .zero, attitude: .identity, flags: .accelerometerIgnored,
                biasStandardDeviation: Vector3(repeating: Self.degree), magnetic: false, timeStepSeconds: 1)
        }
        #expect(uncertainty.headingBiasDriftDegrees > 3000 && uncertainty.inclinationBiasDriftDegrees > 3000)
        #expect(uncertainty.headingBoundDegrees == 180 && uncertainty.inclinationBoundDegrees == 180)
        // A new reference brings the heading bound back below.
        uncertainty.resetHeadingReference()
        #expect(uncertainty.headingBoundDegrees < 1)
    }

    @Test func in6DAtRestTheHeadingBoundGrowsWithTheBiasSigmaTimesTime() {
        var uncertainty = AttitudeUncertainty()
        Self.feed(&uncertainty, seconds: 100)
        // 0.01 °/s × 100 s = 1° (1 σ), 0.9 σ in the bound beside the 0.3° floor; the
        // inclination keeps its floor.
        #expect(abs(uncertainty.headingBiasDriftDegrees - 1) < 1e-9)
        #expect(abs(uncertainty.headingBoundDegrees - (0.3 * 0.3 + 0.9 * 0.9).squareRoot()) < 1e-9)
        #expect(abs(uncertainty.inclinationBoundDegrees - 0.45) < 1e-9)
        uncertainty.resetHeadingReference()
        #expect(abs(uncertainty.headingBoundDegrees - 0.3) < 1e-9)
    }

    @Test func theNetTurnAboutTheVerticalCountsNotTheAngleTurnedBackAndForth() {
        var turning = AttitudeUncertainty()
        Self.feed(&turning, seconds: 100, rateDegrees: 10, flags: [])
        #expect(abs(turning.netVerticalTurnDegrees - 1000) < 1e-6)
        var backAndForth = AttitudeUncertainty()
        for _ in 0..<50 {
            Self.feed(&backAndForth, seconds: 1, rateDegrees: 10, flags: [])
            Self.feed(&backAndForth, seconds: 1, rateDegrees: -10, flags: [])
        }
        #expect(abs(backAndForth.netVerticalTurnDegrees) < 1e-6)
        // 0.45 % of 1000° = 4.5° against none; the same rate and bias terms in both.
        #expect(turning.headingBoundDegrees > backAndForth.headingBoundDegrees + 3)
        // Moving at 10 °/s: 0.006 × 10 and 0.75 (moving) beside the 0.45 floor.
        #expect(abs(turning.inclinationBoundDegrees - (0.45 * 0.45 + 0.06 * 0.06 + 0.75 * 0.75).squareRoot()) < 1e-3)
    }

    @Test func in9DTheDriftGrowsWhileTheFieldIsRejectedAndFadesWhileItIsUsed() {
        var uncertainty = AttitudeUncertainty()
        Self.feed(&uncertainty, seconds: 10, magnetic: true, disagreementDegrees: 0)
        let referenced = uncertainty.headingBoundDegrees
        #expect(abs(referenced - (0.3 * 0.3 + 3.5 * 3.5).squareRoot()) < 1e-9)
        Self.feed(&uncertainty, seconds: 300, flags: [.restDetected, .magnetometerIgnored], magnetic: true, disagreementDegrees: 0)
        #expect(abs(uncertainty.headingBiasDriftDegrees - 3) < 1e-9)
        #expect(uncertainty.headingBoundDegrees > referenced + 0.9)
        // Five time constants of use: e⁻⁵ of the drift is left.
        Self.feed(&uncertainty, seconds: 45, magnetic: true, disagreementDegrees: 0)
        #expect(abs(uncertainty.headingBiasDriftDegrees - 3 * exp(-5)) < 0.01)
    }

    @Test func aDisagreeingFieldRaisesTheHeadingBoundAtOnceThenFades() {
        var uncertainty = AttitudeUncertainty()
        Self.feed(&uncertainty, seconds: 10, magnetic: true, disagreementDegrees: 0)
        let before = uncertainty.headingBoundDegrees
        Self.feed(&uncertainty, seconds: 0.01, flags: [.restDetected, .magnetometerIgnored, .magneticDisturbance], magnetic: true, disagreementDegrees: 40)
        // A quarter of 40° = 10°, from the first disagreeing sample.
        #expect(abs(uncertainty.headingBoundDegrees - (0.3 * 0.3 + 3.5 * 3.5 + 10 * 10).squareRoot()) < 0.01)
        #expect(uncertainty.headingBoundDegrees > before + 6)
        Self.feed(&uncertainty, seconds: 45, magnetic: true, disagreementDegrees: 0)
        #expect(uncertainty.magneticDisagreementPeakDegrees < 40 * exp(-4.9))
    }

    @Test func theAccelerometerDisagreementTermFollowsTheSmoothedAngleWhereASettingGivesIt() {
        // An accelerometer 30° from the vertical (flat attitude): after 10 s the 1 s
        // smoothing has reached 30° (to e^-10), and 0.2 of it adds 6° in quadrature.
        let tilted = Vector3(0, sin(30 * Self.degree), cos(30 * Self.degree)) * 9.81
        var settings = AttitudeUncertainty.Settings()
        settings.inclinationMovingDegrees = 0
        settings.inclinationPerAccelerometerDisagreement = 0.2
        // (The start-up term, which the next test covers, left out here.)
        settings.startUpSeconds = 0
        func feed(_ uncertainty: inout AttitudeUncertainty, accelerometer: Vector3) {
            for _ in 0..<1000 {
                uncertainty.add(
                    rotationRate: .zero, attitude: .identity, accelerometer: accelerometer, flags: .restDetected,
                    biasStandardDeviation: Self.verticalSigma, magnetic: false, timeStepSeconds: 0.01)
            }
        }
        var withTerm = AttitudeUncertainty(settings: settings)
        settings = AttitudeUncertainty.Settings()
        settings.startUpSeconds = 0
        var vqf = AttitudeUncertainty(settings: settings)
        feed(&withTerm, accelerometer: tilted)
        feed(&vqf, accelerometer: tilted)
        #expect(abs(withTerm.smoothedAccelerometerDisagreementDegrees - 30) < 0.01)
        #expect(abs(withTerm.inclinationBoundDegrees - (0.45 * 0.45 + 6 * 6).squareRoot()) < 0.01)
        // The VQF-class filter's constants leave it out (and skip the arctangent).
        #expect(vqf.smoothedAccelerometerDisagreementDegrees == 0 && abs(vqf.inclinationBoundDegrees - 0.45) < 1e-9)
        // An accelerometer along the vertical brings it back down; none (nil) leaves it.
        feed(&withTerm, accelerometer: Vector3(0, 0, 9.81))
        #expect(withTerm.smoothedAccelerometerDisagreementDegrees < 0.01)
        let settled = withTerm.smoothedAccelerometerDisagreementDegrees
        withTerm.add(rotationRate: .zero, attitude: .identity, flags: .restDetected, biasStandardDeviation: nil, magnetic: false, timeStepSeconds: 0.01)
        #expect(withTerm.smoothedAccelerometerDisagreementDegrees == settled)
    }

    @Test func inNineDimensionsTheHeadingBoundAfterAStartHoldsTheInclinationTermTimesTheDipTangent() {
        // 3 s with the accelerometer 20° from the vertical and a field dipping 60° (the
        // estimated vertical is z), then 7 s upright: at 10 s the inclination term is
        // 1 s × 20° / 10 s = 2° and the heading term 2° × tan 60°.
        let tilted = Vector3(0, sin(20 * Self.degree), cos(20 * Self.degree)) * 9.81
        let upright = Vector3(0, 0, 9.81)
        let field = Vector3(0, 20 * cos(60 * Self.degree), -20 * sin(60 * Self.degree))
        func feed(_ uncertainty: inout AttitudeUncertainty, accelerometer: Vector3, seconds: Double, magnetic: Bool) {
            for _ in 0..<Int((seconds * 100).rounded()) {
                uncertainty.add(
                    rotationRate: .zero, attitude: .identity, accelerometer: accelerometer, flags: .restDetected,
                    biasStandardDeviation: Self.verticalSigma, magnetic: magnetic, magnetometer: magnetic ? field : nil,
                    timeStepSeconds: 0.01)
            }
        }
        var nineD = AttitudeUncertainty(), sixD = AttitudeUncertainty()
        feed(&nineD, accelerometer: tilted, seconds: 3, magnetic: true)
        feed(&sixD, accelerometer: tilted, seconds: 3, magnetic: false)
        #expect(abs(nineD.startUpDipTangent - 3.0.squareRoot()) < 1e-9)
        feed(&nineD, accelerometer: upright, seconds: 7, magnetic: true)
        feed(&sixD, accelerometer: upright, seconds: 7, magnetic: false)
        #expect(abs(nineD.startUpHeadingDegrees - 2 * 3.0.squareRoot()) < 1e-6)
        #expect(sixD.startUpHeadingDegrees == 0 && sixD.startUpDipTangent == 0)
        var settled = AttitudeUncertainty()
        feed(&settled, accelerometer: upright, seconds: 10, magnetic: true)
        let startUp = nineD.startUpHeadingDegrees
        #expect(abs(nineD.headingBoundDegrees - (settled.headingBoundDegrees * settled.headingBoundDegrees + startUp * startUp).squareRoot()) < 1e-6)
    }

    @Test func afterAStartTheInclinationBoundHoldsTheStartUpDisagreementFadingAs1OverT() {
        // 3 s with the accelerometer 20° from the vertical (a start in motion), then 7 s along
        // it: the mean over the window is 20°, and at 10 s the term is 1 s × 20° / 10 s = 2°.
        let tilted = Vector3(0, sin(20 * Self.degree), cos(20 * Self.degree)) * 9.81
        let upright = Vector3(0, 0, 9.81)
        func feed(_ uncertainty: inout AttitudeUncertainty, accelerometer: Vector3, seconds: Double, flags: FilterFlags = .restDetected) {
            for _ in 0..<Int((seconds * 100).rounded()) {
                uncertainty.add(
                    rotationRate: .zero, attitude: .identity, accelerometer: accelerometer, flags: flags,
                    biasStandardDeviation: Self.verticalSigma, magnetic: false, timeStepSeconds: 0.01)
            }
        }
        var moving = AttitudeUncertainty()
        feed(&moving, accelerometer: tilted, seconds: 3)
        #expect(abs(moving.startUpDisagreementDegrees - 20) < 1e-9)
        #expect(abs(moving.startUpInclinationDegrees - 20 / 3) < 1e-6)
        feed(&moving, accelerometer: upright, seconds: 7)
        #expect(abs(moving.startUpDisagreementDegrees - 20) < 1e-9, "the window is over: the mean stays")
        #expect(abs(moving.secondsSinceStart - 10) < 1e-9)
        #expect(abs(moving.inclinationBoundDegrees - (0.45 * 0.45 + 2 * 2).squareRoot()) < 1e-6)
        // A start at rest: no disagreement, no term.
        var still = AttitudeUncertainty()
        feed(&still, accelerometer: upright, seconds: 10)
        #expect(still.startUpInclinationDegrees < 1e-9 && abs(still.inclinationBoundDegrees - 0.45) < 1e-9)
        // The filter's restart after a gap starts the window again.
        feed(&still, accelerometer: tilted, seconds: 0.01, flags: [.restDetected, .reinitialisedAfterGap])
        #expect(abs(still.secondsSinceStart - 0.01) < 1e-12)
        #expect(abs(still.startUpInclinationDegrees - 20 / 0.01) < 1e-3)
        #expect(still.inclinationBoundDegrees == AttitudeUncertainty.largestBoundDegrees)
        // Without the term nothing is added.
        var settings = AttitudeUncertainty.Settings()
        settings.startUpSeconds = 0
        var without = AttitudeUncertainty(settings: settings)
        feed(&without, accelerometer: tilted, seconds: 3)
        #expect(without.startUpInclinationDegrees == 0 && without.startUpDisagreementDegrees == 0)
    }

    @Test func theMagneticInclinationTermCountsIn9DOnly() {
        var settings = AttitudeUncertainty.Settings()
        settings.inclinationMovingDegrees = 0
        settings.inclinationMagneticDegrees = 4
        var nine = AttitudeUncertainty(settings: settings), six = AttitudeUncertainty(settings: settings)
        Self.feed(&nine, seconds: 1, magnetic: true)
        Self.feed(&six, seconds: 1, magnetic: false)
        #expect(abs(nine.inclinationBoundDegrees - (0.45 * 0.45 + 16).squareRoot()) < 1e-9)
        #expect(abs(six.inclinationBoundDegrees - 0.45) < 1e-9)
    }

    @Test func theUncalibratedConstantsGiveTheWidestBoundsOfAllTheFilters() {
        // The same motion for every filter's constants: 9D, turning at 40 °/s, the
        // accelerometer 20° off the vertical, a magnetic disagreement of 30°, not at rest,
        // then 60 s with the magnetometer rejected.
        let tilted = Vector3(0, sin(20 * Self.degree), cos(20 * Self.degree)) * 9.81
        func bounds(_ settings: AttitudeUncertainty.Settings) -> [Double] {
            var uncertainty = AttitudeUncertainty(settings: settings)
            var result: [Double] = []
            for flags: FilterFlags in [[], [.magnetometerIgnored, .magneticDisturbance]] {
                for _ in 0..<6000 {
                    uncertainty.add(
                        rotationRate: Vector3(0, 0, 40 * Self.degree), attitude: .identity, accelerometer: tilted, flags: flags,
                        biasStandardDeviation: nil, magnetic: true, magneticDisagreementRadians: 30 * Self.degree,
                        timeStepSeconds: 0.01)
                }
                result += [uncertainty.inclinationBoundDegrees, uncertainty.headingBoundDegrees]
            }
            return result
        }
        let widest = bounds(.uncalibrated)
        for settings in [AttitudeUncertainty.Settings.vqf, .madgwick, .mahony, .complementary] {
            #expect(zip(widest, bounds(settings)).allSatisfy { $0 >= $1 }, "\(widest) against \(bounds(settings))")
        }
        // Wider than each on its own: it takes every constant's largest.
        #expect(widest[0] > bounds(.mahony)[0] && widest[1] > bounds(.madgwick)[1])
    }

    @Test func eachFilterGivesItsOwnConstantsAndAFilterOfYourOwnTheUncalibratedOnes() {
        #expect(VQFFilter(samplePeriodSeconds: 0.01).uncertaintySettings == .vqf)
        #expect(MadgwickFilter().uncertaintySettings == .madgwick)
        #expect(MahonyFilter().uncertaintySettings == .mahony)
        #expect(ComplementaryFilter().uncertaintySettings == .complementary)
        #expect(Set([AttitudeUncertainty.Settings.vqf, .madgwick, .mahony, .complementary, .uncalibrated]).count == 5)
        #expect(StillFilter().uncertaintySettings == .uncalibrated)
    }
}

/// A filter of a user's own, with no calibrated constants.
private struct StillFilter: AttitudeFilter {
    var settings: Int { 0 }
    var attitude: Quaternion { .identity }
    var estimatedGyroscopeBias: Vector3 { .zero }
    var flags: FilterFlags { [] }
    mutating func update(gyroscope: Vector3, accelerometer: Vector3, magnetometer: Vector3?, deltaTimeSeconds: Double) {}
    mutating func reset() {}
}
