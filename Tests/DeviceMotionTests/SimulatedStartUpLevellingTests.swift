import AttitudeFilters
import FilterEvaluation
import IMUSamples
@testable import IMUSimulator
import MotionMath
import Testing

/// Madgwick, Mahony and the complementary filter started in motion (`VariedMotions`, each
/// started at 7.3, 21.9 and 36.1 s into the motion, 200 Hz, 6D, a gyroscope bias of about
/// 0.2 °/s and white noise): their first seconds levelled by the mean of the accelerometer
/// (`StartUpLevelling`) against starting from one reading alone.
@Suite struct SimulatedStartUpLevellingTests {
    static let rateHertz = 200.0

    /// The inclination RMS (degrees) over the first `seconds` after each start, over all
    /// motions and starts, of the filter `make` gives.
    static func startInMotionRMS<Filter: AttitudeFilter>(seconds: Double, _ make: () -> Filter) -> Double {
        VariedMotions.startInMotionRMS(seed: 7, rateHertz: rateHertz, toSeconds: seconds, error: \.inclinationRadians, make)
    }

    /// Measured over the first 10 s: Madgwick 6.2° levelled against 37.4° from one reading,
    /// Mahony 6.2° against 24.8°, the complementary filter 6.2° against 40.7° (their gains
    /// undo a first reading tens of degrees off over many seconds); the VQF-class filter,
    /// which starts with the same mean, 5.9°.
    @Test func aStartInMotionIsLevelledByTheMeanOfTheAccelerometer() {
        var madgwick = MadgwickFilter.Settings(), mahony = MahonyFilter.Settings(), complementary = ComplementaryFilter.Settings()
        let levelled = [
            Self.startInMotionRMS(seconds: 10) { MadgwickFilter(settings: madgwick) },
            Self.startInMotionRMS(seconds: 10) { MahonyFilter(settings: mahony) },
            Self.startInMotionRMS(seconds: 10) { ComplementaryFilter(settings: complementary) },
        ]
        madgwick.startUpLevellingSeconds = 0
        mahony.startUpLevellingSeconds = 0
        complementary.startUpLevellingSeconds = 0
        let alone = [
            Self.startInMotionRMS(seconds: 10) { MadgwickFilter(settings: madgwick) },
            Self.startInMotionRMS(seconds: 10) { MahonyFilter(settings: mahony) },
            Self.startInMotionRMS(seconds: 10) { ComplementaryFilter(settings: complementary) },
        ]
        let vqf = Self.startInMotionRMS(seconds: 10) { VQFFilter(samplePeriodSeconds: 1 / Self.rateHertz) }
        print("first 10 s after a start in motion, inclination RMS: levelled \(levelled), from one reading \(alone), VQF \(vqf)")
        for (index, name) in ["madgwick", "mahony", "complementary"].enumerated() {
            #expect(levelled[index] < 7.5, "\(name): \(levelled[index])° levelled")
            #expect(levelled[index] < 0.3 * alone[index], "\(name): \(levelled[index])° against \(alone[index])° alone")
            #expect(levelled[index] < 1.3 * vqf, "\(name): \(levelled[index])° against the VQF-class filter's \(vqf)°")
        }
    }
}
