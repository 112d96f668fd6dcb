import Calibration
import Foundation
import IMUSamples
import MotionMath
import Testing
@testable import DeviceMotion

/// A profile applied through the `SampleCorrection` hook removes the errors it describes:
/// a biased gyroscope makes a 6-axis filter drift in heading without it and not with it.
struct ProfileSampleCorrectionTests {
    /// A still, level sensor whose gyroscope reads `bias`, whose accelerometer has an
    /// offset and whose magnetometer has hard iron, at 100 Hz for `seconds`.
    private static func biasedStillSamples(bias: Vector3, seconds: Double) -> [IMUSample] {
        (0..<Int(seconds * 100)).map { index in
            IMUSample(
                timestampSeconds: Double(index) / 100, gyroscopeRadiansPerSecond: bias,
                accelerometerMetersPerSecondSquared: Vector3(0.2, -0.1, 9.80665 + 0.3),
                magnetometerMicrotesla: Vector3(30, 20 - 10, -40 + 5), temperatureCelsius: 30
            )
        }
    }

    private static func headingDegrees(after samples: [IMUSample], correction: (any SampleCorrection)?) -> Double {
        var filter = TestComplementaryFilter()
        filter.settings.proportionalGain = 0.5
        for sample in samples {
            let corrected = correction?.corrected(sample) ?? sample
            filter.update(
                gyroscope: corrected.gyroscopeRadiansPerSecond, accelerometer: corrected.accelerometerMetersPerSecondSquared,
                magnetometer: nil, deltaTimeSeconds: 0.01
            )
        }
        let forward = filter.attitude.rotate(Vector3(0, 1, 0))
        return atan2(forward.x, forward.y) * 180 / Double.pi
    }

    @Test func biasedGyroscopeDriftsWithoutTheProfileAndNotWithIt() {
        let bias = Vector3(0.01, -0.02, 0.05)
        let samples = Self.biasedStillSamples(bias: bias, seconds: 10)
        var correction = SensorCorrection()
        correction.gyroscopeBiasRadiansPerSecond = bias
        let profile = ProfileSampleCorrection(correction, calibratesMagnetometer: false)
        let drifting = abs(Self.headingDegrees(after: samples, correction: nil))
        let steady = abs(Self.headingDegrees(after: samples, correction: profile))
        #expect(drifting > 20, "without the profile the heading should drift about 28°, got \(drifting)°")
        #expect(steady < 0.5, "with the profile the heading should stay put, got \(steady)°")
    }

    @Test func everySensorIsCorrected() {
        var correction = SensorCorrection()
        correction.accelerometerOffsetMetersPerSecondSquared = Vector3(0.2, -0.1, 0.3)
        correction.magnetometerHardIronMicrotesla = Vector3(30, -10, 5)
        correction.magnetometerSoftIron = Matrix3(diagonal: Vector3(2, 1, 1))
        let profile = ProfileSampleCorrection(correction, calibratesMagnetometer: true)
        let sample = Self.biasedStillSamples(bias: .zero, seconds: 0.01)[0]
        let corrected = profile.corrected(sample)
        #expect((corrected.accelerometerMetersPerSecondSquared - Vector3(0, 0, 9.80665)).length < 1e-9)
        #expect(corrected.magnetometerMicrotesla.map { ($0 - Vector3(0, 20, -40)).length < 1e-9 } == true)
        #expect(corrected.timestampSeconds == sample.timestampSeconds && corrected.temperatureCelsius == 30)
        #expect(profile.magneticFieldAccuracy == .high)
    }
}
