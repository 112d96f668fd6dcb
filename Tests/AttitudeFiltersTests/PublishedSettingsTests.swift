@testable import AttitudeFilters
import MotionMath
import Testing

/// The filters as published (`Settings.published`, `FilterKind.makeFilter(published:)`):
/// Inertia's additions off, every tuning parameter as the default.
@Suite struct PublishedSettingsTests {
    static let degree = Double.pi / 180

    /// 20 s at rest at 100 Hz, level, with a gyroscope bias of (0.4, −0.3, 0.5) °/s.
    static func rest<Filter: AttitudeFilter>(_ filter: inout Filter) {
        let bias = Vector3(0.4, -0.3, 0.5) * degree
        for index in 0..<2000 {
            filter.update(gyroscope: bias, accelerometer: Vector3(0, 0, 9.81), magnetometer: nil,
                          deltaTimeSeconds: index == 0 ? 0 : 0.01)
        }
    }

    @Test func publishedMadgwickAndMahonyLearnNoBiasAtRestAndDoNotLevel() {
        var madgwick = MadgwickFilter(settings: .published)
        var mahony = MahonyFilter(settings: .published)
        var defaultMadgwick = MadgwickFilter()
        Self.rest(&madgwick)
        Self.rest(&mahony)
        Self.rest(&defaultMadgwick)
        #expect(madgwick.estimatedGyroscopeBias == .zero)
        #expect(madgwick.gyroscopeBiasStandardDeviationRadiansPerSecond == nil)
        // Mahony's integral term sees only the horizontal axes in 6D, never the vertical one.
        #expect(mahony.estimatedGyroscopeBias.z == 0)
        #expect(abs(defaultMadgwick.estimatedGyroscopeBias.z - 0.5 * Self.degree) < 0.02 * Self.degree)
        // Level at rest, the published filters integrate the whole vertical bias: 20 s × 0.5 °/s.
        let heading = { (attitude: Quaternion) in Double.atan2(y: attitude.rotate(Vector3(1, 0, 0)).y, x: attitude.rotate(Vector3(1, 0, 0)).x) / Self.degree }
        #expect(abs(heading(madgwick.attitude) - 10) < 0.5, "\(heading(madgwick.attitude))°")
        #expect(abs(heading(defaultMadgwick.attitude)) < 3, "\(heading(defaultMadgwick.attitude))°")
        #expect(MadgwickFilter.Settings.published.startUpLevellingSeconds == 0)
        #expect(MahonyFilter.Settings.published.startUpLevellingSeconds == 0)
        #expect(MadgwickFilter.Settings.published.gain == MadgwickFilter.Settings().gain)
        #expect(MahonyFilter.Settings.published.proportionalGain == MahonyFilter.Settings().proportionalGain)
    }

    @Test func vqfWithoutExtensionsKeepsItsParameters() {
        var tuned = VQFFilter.Settings()
        tuned.accelerometerTimeConstantSeconds = 5
        let published = tuned.withoutExtensions
        #expect(published.accelerometerTimeConstantSeconds == 5)
        #expect(!published.magneticFirstFieldAtRestEnabled && !published.magneticFastStartRejectionEnabled
            && !published.magneticFastStartMeanFieldEnabled && !published.motionBiasEstimationWaitsForStartUp
            && !published.startUpHeadingKeptEnabled && !published.coningCorrectionEnabled)
        #expect(published.restBiasEstimationEnabled && published.motionBiasEstimationEnabled
            && published.magneticDisturbanceRejectionEnabled)
        #expect(VQFFilter.Settings.published == VQFFilter.Settings().withoutExtensions)
    }

    @Test func theFilterKindMakesThePublishedFormWhereThereIsOne() throws {
        let vqf = try #require(FilterKind.vqf.makeFilter(sampleRateHertz: 200, published: true) as? VQFFilter)
        #expect(vqf.settings == .published)
        let madgwick = try #require(FilterKind.madgwick.makeFilter(published: true) as? MadgwickFilter)
        #expect(madgwick.settings == .published)
        let mahony = try #require(FilterKind.mahony.makeFilter(published: true) as? MahonyFilter)
        #expect(mahony.settings == .published)
        #expect(!FilterKind.complementary.hasPublishedForm)
        #expect(FilterKind.allCases.filter(\.hasPublishedForm) == [.madgwick, .mahony, .vqf])
        let complementary = try #require(FilterKind.complementary.makeFilter(published: true) as? ComplementaryFilter)
        #expect(complementary.settings == ComplementaryFilter.Settings())
    }

    /// Switched off after a rest, the bias learned at rest is no longer subtracted, and the
    /// reported bias says so: zero for Madgwick and the complementary filter, the integral
    /// term's alone for Mahony. Switched on again, the kept estimate is back.
    @Test func aBiasSwitchedOffAfterARestIsNoLongerReported() {
        var madgwick = MadgwickFilter()
        var complementary = ComplementaryFilter()
        var mahony = MahonyFilter()
        Self.rest(&madgwick)
        Self.rest(&complementary)
        Self.rest(&mahony)
        let learned = madgwick.estimatedGyroscopeBias
        #expect(abs(learned.z - 0.5 * Self.degree) < 0.02 * Self.degree)
        #expect(abs(complementary.estimatedGyroscopeBias.z - 0.5 * Self.degree) < 0.02 * Self.degree)
        let mahonyLearned = mahony.estimatedGyroscopeBias
        madgwick.settings.restBiasEstimation = nil
        complementary.settings.restBiasEstimation = nil
        mahony.settings.restBiasEstimation = nil
        #expect(madgwick.estimatedGyroscopeBias == .zero)
        #expect(complementary.estimatedGyroscopeBias == .zero)
        #expect(mahony.estimatedGyroscopeBias == mahony.state.gyroscopeBias)
        #expect(abs(mahony.estimatedGyroscopeBias.z) < abs(mahonyLearned.z) - 0.4 * Self.degree)
        madgwick.settings.restBiasEstimation = RestBiasEstimator.Settings()
        #expect(madgwick.estimatedGyroscopeBias == learned)
    }
}
