import AttitudeFilters
import Foundation
import MotionMath
import Testing

/// `AttitudeUncertainty` across gaps in the samples and absurdly long time steps: the turn
/// over a gap no sensor saw, and no bound ever NaN.
struct AttitudeUncertaintyGapTests {
    typealias Feed = AttitudeUncertaintyTests

    /// One sample after a gap the filter restarted after (`reinitialisedAfterGap`).
    static func restart(_ uncertainty: inout AttitudeUncertainty, flags: FilterFlags = [], magnetic: Bool = false) {
        uncertainty.add(
            rotationRate: .zero, attitude: .identity, flags: flags.union(.reinitialisedAfterGap),
            biasStandardDeviation: Feed.verticalSigma, magnetic: magnetic, magneticDisagreementRadians: 0,
            timeStepSeconds: 3)
    }

    @Test func in6DTheHeadingIsUnknownAfterAGapUntilANewReference() {
        var uncertainty = AttitudeUncertainty()
        Feed.feed(&uncertainty, seconds: 10)
        #expect(uncertainty.headingBoundDegrees < 1)
        Self.restart(&uncertainty)
        #expect(uncertainty.unobservedTurnDegrees == 180 && uncertainty.headingBoundDegrees == 180)
        // The inclination is the accelerometer's again: no such term.
        #expect(uncertainty.inclinationBoundDegrees < 1)
        Feed.feed(&uncertainty, seconds: 60)
        #expect(uncertainty.headingBoundDegrees == 180, "nothing in 6D tells the turn over the gap")
        uncertainty.resetHeadingReference()
        #expect(uncertainty.unobservedTurnDegrees == 0 && uncertainty.headingBoundDegrees < 1)
    }

    @Test func in9DTheTurnOverAGapCountsUntilTheFieldHasReferencedTheHeading() {
        // The field in use at the restart: the filter takes its heading from it.
        var referenced = AttitudeUncertainty()
        Feed.feed(&referenced, seconds: 10, magnetic: true, disagreementDegrees: 0)
        Self.restart(&referenced, magnetic: true)
        #expect(referenced.unobservedTurnDegrees == 0 && referenced.headingBoundDegrees < 4)
        // The field ignored there: 180°, fading with the 9 s heading recovery while it is used.
        var ignored = AttitudeUncertainty()
        Feed.feed(&ignored, seconds: 10, magnetic: true, disagreementDegrees: 0)
        Self.restart(&ignored, flags: .magnetometerIgnored, magnetic: true)
        #expect(ignored.headingBoundDegrees == 180)
        Feed.feed(&ignored, seconds: 9, magnetic: true, disagreementDegrees: 0)
        #expect(abs(ignored.unobservedTurnDegrees - 180 * exp(-1)) < 0.5)
        Feed.feed(&ignored, seconds: 45, magnetic: true, disagreementDegrees: 0)
        #expect(ignored.headingBoundDegrees < 4)
    }

    @Test func noTimeStepHoweverLongMakesABoundNaN() {
        var uncertainty = AttitudeUncertainty()
        // Drifts that overflow to infinity, a net turn that would be ∞ − ∞, then a sample
        // whose fading factor is 0 (∞ × 0): each bound stays a number within 0…180°.
        let steps: [(rate: Double, flags: FilterFlags, magnetic: Bool)] = [
            (1, .accelerometerIgnored, false), (-1, .accelerometerIgnored, false), (1, [], true), (1, [], false),
        ]
        for step in steps {
            uncertainty.add(
                rotationRate: Vector3(0, 0, step.rate), attitude: .identity, flags: step.flags,
                biasStandardDeviation: Vector3(repeating: 1), magnetic: step.magnetic, magneticDisagreementRadians: 0,
                timeStepSeconds: .greatestFiniteMagnitude)
            for bound in [uncertainty.inclinationBoundDegrees, uncertainty.headingBoundDegrees] {
                #expect(bound >= 0 && bound <= 180, "\(step): \(bound)°")
            }
            #expect(uncertainty.netVerticalTurnDegrees.isFinite && uncertainty.headingBiasDriftDegrees.isFinite)
        }
    }
}
