import Calibration
import Foundation
import IMUDrivers
import IMUSamples
import IMUSimulator
import MotionMath
import Testing

/// `calibrate mount` on the simulator: a chip mounted by a secret rotation inside a device
/// that rests, tips forward and comes back (`PoseSequence.forwardTip`), read through the
/// real driver on the virtual clock; `MountingTipCollector` must find the rotation within
/// 1° for every device axis.
@Suite struct MountingRecoveryTests {
    /// Secret mountings (roll, pitch, yaw, degrees): quarter and half turns, then arbitrary
    /// ones drawn from a fixed seed.
    static let mountings: [(Double, Double, Double)] = {
        var fixed: [(Double, Double, Double)] = [
            (0, 0, 0), (0, 0, 90), (0, 0, 180), (180, 0, 0), (90, 0, 0), (0, 90, 0), (0, -90, 0), (90, 0, -90), (10, -20, 35),
        ]
        var random = MountingSeededGenerator(seed: 15)
        for _ in 0..<8 {
            fixed.append((Double.random(in: -180...180, using: &random), Double.random(in: -90...90, using: &random), Double.random(in: -180...180, using: &random)))
        }
        return fixed
    }()

    @Test(arguments: 0..<mountings.count)
    func recoversTheMountingWithinOneDegreePerAxis(index: Int) throws {
        let (roll, pitch, yaw) = Self.mountings[index]
        let mounted = MountedTrajectory(device: PoseSequence.forwardTip(), rollDegrees: roll, pitchDegrees: pitch, yawDegrees: yaw)
        // The chip's datasheet noise and a gyroscope bias of about 1 °/s; the accelerometer
        // as a calibrated one (its offset would tilt the vertical by its angle).
        let degree = Double.pi / 180
        let errors = SensorErrors(gyroscope: AxisErrors(offset: Vector3(0.8, -1.1, 0.6) * degree))
        let clock = VirtualClock()
        let imu = SimulatedIMU(chip: .mpu6050, settings: SimulationSettings(trajectory: mounted, clock: clock, seed: UInt64(index + 1), errors: errors))
        let identity = try ChipProbe.identify(bus: imu.bus, expected: nil)
        let driver = try IMUDriverFactory.makeDriver(bus: imu.bus, identity: identity, clock: clock)
        let source = IMUDriverSource(driver: driver, settings: SensorSettings(sampleRateHertz: 100), clock: clock, kind: .simulator)
        try source.start()
        defer { source.stop() }
        var collector = MountingTipCollector()
        while collector.phase != .finished, clock.nowSeconds < 60 {
            guard let batch = try source.nextBatch() else { break }
            for sample in batch.samples {
                collector.add(timeSeconds: sample.timestampSeconds, gyroscope: sample.gyroscopeRadiansPerSecond, accelerometer: sample.accelerometerMetersPerSecondSquared)
            }
        }
        let fit = try collector.fit()
        let truth = mounted.sensorToDevice.rotationMatrix
        let found = fit.sensorToDevice
        let axisErrors = [(found.row0, truth.row0), (found.row1, truth.row1), (found.row2, truth.row2)].map { found, truth in
            acos(min(1, max(-1, dot(found, truth)))) / degree
        }
        let report = String(format: "mount %.1f,%.1f,%.1f: x %.3f°, y %.3f°, z %.3f°", roll, pitch, yaw, axisErrors[0], axisErrors[1], axisErrors[2])
        print("mount recovery " + report)
        #expect(axisErrors.allSatisfy { $0 <= 1 }, "\(report)")
        #expect(abs(fit.tipDegrees - 30) < 1, "tip \(fit.tipDegrees)°")
    }

    @Test func aTurnAboutTheVerticalIsRefused() {
        #expect(throws: CalibrationError.self) {
            try MountingFit(restSpecificForce: Vector3(0, 0, 9.81), tipRotation: Vector3(0, 0, 0.5))
        }
        #expect(throws: CalibrationError.self) {
            try MountingFit(restSpecificForce: Vector3(0, 0, 9.81), tipRotation: Vector3(-0.05, 0, 0))
        }
    }

    @Test func aCleanTipGivesTheIdentity() throws {
        let fit = try MountingFit(restSpecificForce: Vector3(0, 0, 9.81), tipRotation: Vector3(-0.5, 0, 0))
        #expect(MountingFit.angleDegrees(between: fit.sensorToDevice, and: .identity) < 1e-9)
    }
}

/// A small deterministic generator (SplitMix64) for the test's random mountings.
private struct MountingSeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
