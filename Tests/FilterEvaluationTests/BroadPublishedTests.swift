import AttitudeFilters
import FilterEvaluation
import IMUSamples
import Testing

/// The VQF-class filter as published (`VQFFilter.Settings.published`) gives VQF's own C++
/// figures on the full BROAD trials (only with them present).
@Suite(.enabled(if: BroadRecordings.isPresent, BroadRecordings.absenceNote))
struct BroadPublishedTests {
    /// 9D total RMSE per trial of VQF's C++ (PyPI `vqf` 2.1.2, its defaults), to two
    /// decimals, degrees: the reference's own figures, in `BroadRecordings.names`' order.
    static let referenceTotalsDegrees = [1.99, 1.08, 4.03, 1.80, 2.31, 4.08, 1.55, 1.75, 4.04, 7.67]

    @Test func publishedVQFGivesTheReferenceFiguresPerTrial() throws {
        let recordings = try BroadRecordings.all.get()
        for (recording, reference) in zip(recordings, Self.referenceTotalsDegrees) {
            let filter = FilterKind.vqf.makeFilter(sampleRateHertz: recording.sampleRateHertz ?? 100, published: true)
            let trial = try FilterRun.evaluate(filter, recording: recording, useMagnetometer: true)
            #expect(abs(trial.totalDegrees - reference) <= 0.006, "\(recording.name): \(trial.totalDegrees)° against \(reference)°")
        }
    }
}
