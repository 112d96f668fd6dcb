import AttitudeFilters
import Foundation
import IMUSamples
import MotionMath
import Testing
@testable import DeviceMotion

/// `MotionPipeline.process(_:into:)`, which the sampling loop uses with one reused value,
/// against `process(_:)`, which builds a new one: every field is replaced, whatever the
/// value held before (a magnetometer, a recalibration prompt, flags, another frame's
/// heading), so the two give equal samples.
@Suite struct MotionPipelineInPlaceTests {
    /// A device turning about a tilted axis in a field of 44.7 µT with a 63.4° dip; from
    /// 10 s on a magnet fixed to the case adds 30 µT (the recalibration monitor prompts),
    /// and every fifth sample has no magnetometer reading.
    static func samples(count: Int) -> [IMUSample] {
        let dip = 63.4 * Double.pi / 180
        let fieldWorld: Vector3 = 44.7 * Vector3(0, cos(dip), -sin(dip))
        let axis = Vector3(0.3, 0.2, 1)
        let rate: Vector3 = 0.7 / (dot(axis, axis)).squareRoot() * axis
        let up = Vector3(0, 0, standardGravityMetersPerSecondSquared)
        var samples: [IMUSample] = []
        for index in 0..<count {
            let time = Double(index) / 100
            let attitude = Quaternion(axis: axis, angleRadians: 0.7 * time)
            let magnet: Vector3 = time >= 10 ? Vector3(30, 0, 0) : .zero
            let field: Vector3 = attitude.conjugate.rotate(fieldWorld) + magnet
            samples.append(IMUSample(
                timestampSeconds: time, gyroscopeRadiansPerSecond: rate,
                accelerometerMetersPerSecondSquared: attitude.conjugate.rotate(up),
                magnetometerMicrotesla: index % 5 == 4 ? nil : field, temperatureCelsius: index % 2 == 0 ? 25 : nil))
        }
        return samples
    }

    static func pipeline() -> MotionPipeline {
        MotionPipeline(filter: FilterKind.vqf.makeFilter(sampleRateHertz: 100), settings: .init(
            referenceFrame: .xMagneticNorthZVertical,
            recalibrationReference: RecalibrationMonitor.Reference(
                fieldStrengthMicrotesla: 44.7, dipDegrees: 63.4, calibratesGyroscope: true, gyroscopeFollowsTemperature: false)))
    }

    @Test func aReusedValueGetsTheSameSamplesAsNewOnes() throws {
        let samples = Self.samples(count: 3000)
        var fresh = Self.pipeline()
        var reusing = Self.pipeline()
        // Start from a value that holds everything a sample can hold, from another frame.
        var arbitrary = MotionPipeline(filter: FilterKind.madgwick.makeFilter(sampleRateHertz: 100))
        var reused = arbitrary.process(samples[1234])
        reused.deviceMotion.recalibration = RecalibrationPrompt(sensor: .gyroscope, reason: "left over")
        reused.deviceMotion.headingReferenced = true
        reused.deviceMotion.headingDriftBudgetDegrees = 99
        reused.filterFlags = [.magneticDisturbance, .restDetected]
        var prompted = 0
        for sample in samples {
            let expected = fresh.process(sample)
            reusing.process(sample, into: &reused)
            #expect(reused == expected, "t = \(sample.timestampSeconds) s")
            if expected.deviceMotion.recalibration != nil { prompted += 1 }
        }
        // The walk went through samples with and without a prompt and a magnetometer.
        #expect(prompted > 100 && prompted < samples.count - 100)
    }
}
