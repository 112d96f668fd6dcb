import AttitudeFilters
import Foundation
import IMUSamples
import MotionMath
import Testing
@testable import DeviceMotion

/// `AttitudeFilterFactory.standard(vqfSettings:)`: the VQF-class filter it makes, and the
/// manager running it, use the settings given; the other filters are the standard ones.
@Suite struct TunedFilterFactoryTests {
    static func settings(accelerometerTimeConstantSeconds: Double) -> VQFFilter.Settings {
        var settings = VQFFilter.Settings.default
        settings.accelerometerTimeConstantSeconds = accelerometerTimeConstantSeconds
        settings.magnetometerTimeConstantSeconds = 25
        return settings
    }

    @Test func theVQFFilterItMakesHasTheSettingsGiven() throws {
        let settings = Self.settings(accelerometerTimeConstantSeconds: 0.5)
        let factory = AttitudeFilterFactory.standard(vqfSettings: settings)
        #expect(factory.names == AttitudeFilterFactory.standard.names)
        let filter = try #require(try factory.makeFilter(named: "vqf", sampleRateHertz: 200) as? VQFFilter)
        #expect(filter.settings == settings)
        let standard = try #require(try AttitudeFilterFactory.standard.makeFilter(named: "vqf") as? VQFFilter)
        #expect(standard.settings == .default)
        #expect(try factory.makeFilter(named: "madgwick") is MadgwickFilter)
    }

    /// Still and level for 5 s, then the accelerometer alone reads a 20° tilt about x (a
    /// sustained sideways acceleration: the gyroscope says nothing turned) for 2 s. The
    /// gravity the manager reports after that follows the accelerometer by how short τ_acc is.
    static func tiltAfterSustainedAcceleration(factory: AttitudeFilterFactory) async throws -> Double {
        let rateHertz = 100.0
        let tiltRadians = 20 * Double.pi / 180
        let samples = (0..<700).map { index in
            let tilted = index >= 500
            return IMUSample(
                timestampSeconds: Double(index) / rateHertz, gyroscopeRadiansPerSecond: .zero,
                accelerometerMetersPerSecondSquared: tilted
                    ? Vector3(0, sin(tiltRadians), cos(tiltRadians)) * standardGravityMetersPerSecondSquared
                    : Vector3(0, 0, standardGravityMetersPerSecondSquared))
        }
        let source = RecordedSampleSource(
            samples: samples, information: SourceInformation(kind: .replay, chipName: "recording", sampleRateHertz: rateHertz))
        let manager = MotionManager(
            source: source, configuration: MotionManager.Configuration(hasMagnetometer: false), filterFactory: factory)
        var last: DeviceMotion?
        for await motion in try manager.deviceMotionUpdates(interval: 0, buffering: .waitingWhenFull(64)) { last = motion }
        let gravity = try #require(last).gravity
        return acos(min(1, -gravity.z / gravity.length)) * 180 / .pi
    }

    @Test func aManagerWithAShortInclinationTimeConstantFollowsTheAccelerometerSooner() async throws {
        let short = try await Self.tiltAfterSustainedAcceleration(
            factory: .standard(vqfSettings: Self.settings(accelerometerTimeConstantSeconds: 0.5)))
        let standard = try await Self.tiltAfterSustainedAcceleration(factory: .standard)
        let long = try await Self.tiltAfterSustainedAcceleration(
            factory: .standard(vqfSettings: Self.settings(accelerometerTimeConstantSeconds: 6)))
        // τ 0.5 s has nearly converged on 20° after 2 s; 3 s and 6 s lag further behind.
        #expect(short > 17, "τ_acc 0.5 s: \(short)°")
        #expect(standard < short - 3, "τ_acc 3 s: \(standard)° against \(short)°")
        #expect(long < standard, "τ_acc 6 s: \(long)° against \(standard)°")
    }
}
