import AttitudeFilters
import FilterEvaluation
import MotionMath
import Testing

/// The 6D heading after a start in motion, on simulated motion (`VariedMotions`, each
/// started at 7.3, 21.9 and 36.1 s into the motion, 200 Hz): its change since the start's
/// first sample against the truth's, the yaw an application sees in an arbitrary frame
/// whose zero is that sample. The inclination corrections of the first seconds compose into
/// a turn about the vertical; the filters now take it out (VQF's
/// `startUpHeadingKeptEnabled`, the other filters' `StartUpLevelling`).
/// Benchmarks/README.md ("The 6D heading of a start in motion") has the table this prints.
@Suite struct SimulatedStartUpYawTests {
    static let rateHertz = 200.0

    /// The RMS (degrees) of the heading change's error from 2 to 10 s after each start.
    static func headingChangeRMS<Filter: AttitudeFilter>(_ make: () -> Filter) -> Double {
        VariedMotions.startInMotionHeadingChangeRMS(seed: 12, rateHertz: rateHertz, fromSeconds: 2, toSeconds: 10, make)
    }

    @Test func theInclinationCorrectionsOfAStartInMotionNoLongerTurnTheHeading() {
        let period = 1 / Self.rateHertz
        var published = VQFFilter.Settings()
        published.startUpHeadingKeptEnabled = false
        let vqf = Self.headingChangeRMS { VQFFilter(samplePeriodSeconds: period) }
        let vqfPublished = Self.headingChangeRMS { VQFFilter(settings: published, samplePeriodSeconds: period) }
        let others = [
            ("Madgwick", Self.headingChangeRMS { MadgwickFilter() }),
            ("Mahony", Self.headingChangeRMS { MahonyFilter() }),
            ("complementary", Self.headingChangeRMS { ComplementaryFilter() }),
        ]
        print(String(format: "6D heading change since the start, error RMS 2–10 s: VQF %.2f° (published %.2f°)", vqf, vqfPublished)
            + others.map { String(format: ", %@ %.2f°", $0.0, $0.1) }.joined())
        #expect(vqf < 0.5 * vqfPublished)
        for (name, rms) in others { #expect(rms < 2, "\(name): \(rms)°") }
    }
}
