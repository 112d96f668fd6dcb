import Calibration
import Foundation
import IMUDrivers
import IMUSamples
import IMUSimulator
import Testing

/// The simulator's noise model (`SensorNoise`, the `noise` section of `--sim-errors`)
/// recovered by the Allan analysis (`NoiseCharacterization`) from still recordings read
/// through the real driver on the simulator's virtual clock.
@Suite struct AllanRecoveryTests {
    /// One hour of a still MPU-6050 at 100 Hz with `noise` and no other error (no bias
    /// change with temperature), sample by sample through the FIFO.
    private func stillRecording(noise: SensorNoise, seed: UInt64, seconds: Double = 3600) throws -> StillRecording {
        let clock = VirtualClock()
        let imu = SimulatedIMU(chip: .mpu6050, settings: SimulationSettings(
            trajectory: ScriptedTrajectory(), clock: clock, seed: seed, errors: SensorErrors.none, noise: noise))
        let identity = try ChipProbe.identify(bus: imu.bus, expected: nil)
        let driver = try IMUDriverFactory.makeDriver(bus: imu.bus, identity: identity, clock: clock)
        let source = IMUDriverSource(driver: driver, settings: SensorSettings(sampleRateHertz: 100), clock: clock, kind: .simulator)
        try source.start()
        defer { source.stop() }
        var recording = StillRecording()
        while recording.durationSeconds < seconds {
            guard let batch = try source.nextBatch() else { break }
            for sample in batch.samples { recording.append(sample) }
        }
        return recording
    }

    private static let parameterSets: [(arw: Double, biasInstability: Double, vrw: Double, seed: UInt64)] = [
        (arw: 0.5, biasInstability: 20, vrw: 0.12, seed: 11),
        (arw: 1.2, biasInstability: 60, vrw: 0.3, seed: 12),
    ]

    @Test(arguments: 0..<2)
    func oneHourStillRecoversTheInjectedParametersWithinTenPercent(set: Int) throws {
        let injected = Self.parameterSets[set]
        let noise = SensorNoise(
            gyroscopeAngleRandomWalkDegreesPerRootHour: injected.arw,
            gyroscopeBiasInstabilityDegreesPerHour: injected.biasInstability,
            accelerometerVelocityRandomWalkMetersPerSecondPerRootHour: injected.vrw)
        let recording = try stillRecording(noise: noise, seed: injected.seed)
        #expect(recording.durationSeconds >= 3600)
        let result = try NoiseCharacterization(recording: recording)
        func relativeErrors(_ found: [Double?], _ truth: Double) -> [Double] {
            found.map { $0.map { $0 / truth - 1 } ?? .infinity }
        }
        let arw = relativeErrors(result.gyroscopeAngleRandomWalkDegreesPerRootHour, injected.arw)
        let bias = relativeErrors(result.gyroscopeBiasInstabilityDegreesPerHour, injected.biasInstability)
        let vrw = relativeErrors(result.accelerometerVelocityRandomWalkMetersPerSecondPerRootHour, injected.vrw)
        let report = "set \(set): ARW \(percent(arw)), bias instability \(percent(bias)), VRW \(percent(vrw))"
        print("Allan recovery " + report)
        #expect(arw.allSatisfy { abs($0) <= 0.10 }, "\(report)")
        #expect(bias.allSatisfy { abs($0) <= 0.10 }, "\(report)")
        #expect(vrw.allSatisfy { abs($0) <= 0.10 }, "\(report)")
        // The minimum is a true minimum, well inside the hour, not the curve's end.
        #expect(result.gyroscopeFits.allSatisfy { $0.map { !$0.minimumIsAtLongestTau } ?? false })
    }

    @Test func withoutBiasInstabilityTheGyroscopeCurveKeepsFalling() throws {
        let recording = try stillRecording(noise: SensorNoise(gyroscopeAngleRandomWalkDegreesPerRootHour: 0.5), seed: 3, seconds: 600)
        let result = try NoiseCharacterization(recording: recording)
        // White noise alone: the lowest point is the last τ used (an upper bound), far
        // below what a 20 °/h instability would give.
        #expect(result.gyroscopeFits.allSatisfy { $0?.minimumIsAtLongestTau ?? false })
        #expect(result.gyroscopeBiasInstabilityDegreesPerHour.allSatisfy { ($0 ?? .infinity) < 10 })
    }

    private func percent(_ values: [Double]) -> String {
        "[" + values.map { String(format: "%+.1f %%", $0 * 100) }.joined(separator: ", ") + "]"
    }
}
