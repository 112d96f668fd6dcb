import AttitudeFilters
import DeviceMotion
import Foundation
import I2C
import IMUDrivers
import IMUSamples
import MotionMath
import Testing

@testable import IMUSimulator

/// The simulated MPU's low-pass filters lag the motion by their datasheet delay (reference
/// §1.3 and the MPU-6500 register map), as the real parts do: the delay that
/// `--sensor-delay-ms auto` predicts is then there to be predicted on the simulator too.
@Suite struct SimulatedMPUDelayTests {
    /// A chip, a low-pass setting, a rate, and the delays its datasheet gives, ms.
    struct Case: Sendable, CustomTestStringConvertible {
        var descriptor: MPUModelDescriptor
        var lowPassBits: UInt8
        var divider: UInt8
        var gyroscopeDelayMilliseconds: Double
        var accelerometerDelayMilliseconds: Double
        var testDescription: String { "\(descriptor.name) DLPF_CFG \(lowPassBits) at \(1000 / (1 + Int(divider))) Hz" }
    }

    static let cases: [Case] = [
        Case(descriptor: .mpu6050, lowPassBits: 2, divider: 4, gyroscopeDelayMilliseconds: 2.8, accelerometerDelayMilliseconds: 3.0),
        Case(descriptor: .mpu6050, lowPassBits: 4, divider: 19, gyroscopeDelayMilliseconds: 8.3, accelerometerDelayMilliseconds: 8.5),
        Case(descriptor: .mpu6500, lowPassBits: 3, divider: 9, gyroscopeDelayMilliseconds: 5.9, accelerometerDelayMilliseconds: 4.88),
    ]

    /// A rotation about x of ±0.5 rad with a 2 s period: up to 1.57 rad/s on the gyroscope's
    /// x axis, and gravity swinging between the accelerometer's y and z axes.
    static let rotation = ScriptedTrajectory(
        rotations: [.init(axis: Vector3(1, 0, 0), angleRadians: .sine(amplitude: 0.5, periodSeconds: 2))])

    /// `seconds` of samples of `trajectory` read from the data registers (default 10 s of
    /// ``rotation``), each with its instant on the true clock.
    static func read(
        _ testCase: Case, trajectory: any MotionTrajectory = rotation, seconds: Double = 10
    ) throws -> [(seconds: Double, gyroscope: Vector3, accelerometer: Vector3)] {
        let clock = VirtualClock()
        let settings = SimulationSettings(
            trajectory: trajectory, clock: clock, seed: 3, errors: SensorErrors.none, clockOffsetPartsPerMillion: 0, addsNoise: false)
        let chip = SimulatedMPU(descriptor: testCase.descriptor, settings: settings)
        try chip.writeByte(register: 0x6B, value: 0x01)
        try chip.writeByte(register: 0x1A, value: testCase.lowPassBits)
        if testCase.descriptor.registerSet == .mpu6500 {
            try chip.writeByte(register: 0x1D, value: testCase.lowPassBits)  // ACCEL_CONFIG2: its own low-pass
        }
        try chip.writeByte(register: 0x19, value: testCase.divider)
        let period = Double(1 + Int(testCase.divider)) / 1000
        let first = try #require(chip.nextSampleSensorSeconds)
        clock.advance(seconds: first - chip.sensorNow() + period / 2)
        var samples: [(seconds: Double, gyroscope: Vector3, accelerometer: Vector3)] = []
        for index in 0..<Int(seconds / period) {
            let data = try chip.readBlock(register: 0x3B, count: 14)
            func value(_ offset: Int) -> Double { Double(Int16(bitPattern: UInt16(data[offset]) << 8 | UInt16(data[offset + 1]))) }
            let gyroscope = Vector3(value(8), value(10), value(12)) * (Double.pi / 180 / 131)
            let accelerometer = Vector3(value(0), value(2), value(4)) * (standardGravityMetersPerSecondSquared / 16384)
            let instant = chip.timebase.elapsedTrueSeconds(atSensorSeconds: first + Double(index) * period)
            samples.append((instant, gyroscope, accelerometer))
            clock.advance(seconds: period)
        }
        return samples
    }

    /// The delay d, s, for which the measured values best match the truth at t − d (least
    /// squares, golden-section search over 0…40 ms), after the first second.
    static func delaySeconds(_ measured: [(seconds: Double, value: Vector3)], truth: (Double) -> Vector3) -> Double {
        let counted = measured.filter { $0.seconds > 1 }
        return minimum(in: 0...0.040, toleranceSeconds: 1e-6) { delay in
            counted.reduce(0) { sum, sample in
                let difference = sample.value - truth(sample.seconds - delay)
                return sum + dot(difference, difference)
            }
        }
    }

    @Test(arguments: cases)
    func theGyroscopeAndTheAccelerometerLagByTheirDatasheetDelays(_ testCase: Case) throws {
        let samples = try Self.read(testCase)
        let gyroscope = Self.delaySeconds(samples.map { ($0.seconds, $0.gyroscope) }) {
            Self.rotation.state(atSeconds: $0).angularVelocityRadiansPerSecond
        }
        let accelerometer = Self.delaySeconds(samples.map { ($0.seconds, $0.accelerometer) }) {
            Self.rotation.state(atSeconds: $0).specificForce()
        }
        print(String(format: "%@: gyroscope %.3f ms (datasheet %.2f), accelerometer %.3f ms (%.2f)", testCase.testDescription,
                     gyroscope * 1000, testCase.gyroscopeDelayMilliseconds, accelerometer * 1000, testCase.accelerometerDelayMilliseconds))
        // The datasheets' neighbouring settings differ by 0.9 ms or more.
        #expect(abs(gyroscope * 1000 - testCase.gyroscopeDelayMilliseconds) < 0.1, "gyroscope \(gyroscope * 1000) ms")
        #expect(abs(accelerometer * 1000 - testCase.accelerometerDelayMilliseconds) < 0.1, "accelerometer \(accelerometer * 1000) ms")
    }

    /// What `--sensor-delay-ms auto` predicts (the driver's table, for the low-pass setting
    /// it picks at the rate asked for) is the delay the chip it configured has.
    @Test(arguments: [SimulatedChip.mpu6050, .mpu6500, .mpu9250], [1000.0, 500, 200, 100, 50, 25, 10])
    func theDriverPredictsTheDelayOfTheChipItConfigured(chip: SimulatedChip, rateHertz: Double) throws {
        let clock = VirtualClock()
        let imu = SimulatedIMU(chip: chip, motion: .still, clock: clock, seed: 1)
        let source = try IMUDriverSource.started(on: imu, clock: clock, rateHertz: rateHertz)
        let model = try #require(imu.bus as? SimulatedMPU)
        let predicted = try #require(source.information.gyroscopeDelaySeconds)
        #expect(abs(predicted - model.configuration.gyroscopeDelaySeconds) < 1e-9,
                "driver \(predicted * 1000) ms, chip \(model.configuration.gyroscopeDelaySeconds * 1000) ms")
    }

    /// RMS of the angle between estimated and true gravity, degrees, from 5 s in.
    static func inclinationErrorDegrees(
        _ samples: [(seconds: Double, gyroscope: Vector3, accelerometer: Vector3)], gravity: [Vector3],
        trajectory: any MotionTrajectory
    ) -> Double {
        var sum = 0.0, count = 0
        for (sample, estimate) in zip(samples, gravity) where sample.seconds >= 5 {
            let truth = trajectory.state(atSeconds: sample.seconds).attitude.conjugate.rotate(Vector3(0, 0, -1))
            let cosine = dot(estimate, truth) / dot(estimate, estimate).squareRoot()
            let angle = acos(min(1, max(-1, cosine))) * 180 / .pi
            sum += angle * angle
            count += 1
        }
        return (sum / Double(count)).squareRoot()
    }

    /// The `x` in `range` where `cost` is least (golden-section search, one evaluation a
    /// step, to `toleranceSeconds`; default 0.02 ms).
    static func minimum(
        in range: ClosedRange<Double>, toleranceSeconds: Double = 2e-5, _ cost: (Double) throws -> Double
    ) rethrows -> Double {
        var low = range.lowerBound, high = range.upperBound
        let ratio = (5.0.squareRoot() - 1) / 2
        var first = high - ratio * (high - low), second = low + ratio * (high - low)
        var firstCost = try cost(first), secondCost = try cost(second)
        while high - low > toleranceSeconds {
            if firstCost < secondCost {
                high = second
                (second, secondCost) = (first, firstCost)
                first = high - ratio * (high - low)
                firstCost = try cost(first)
            } else {
                low = first
                (first, firstCost) = (second, secondCost)
                second = low + ratio * (high - low)
                secondCost = try cost(second)
            }
        }
        return (low + high) / 2
    }

    /// Low-pass settings at the rates the driver picks them for (MPU-6050), with the
    /// datasheet's gyroscope delay, ms.
    static let predictionCases: [Case] = [
        Case(descriptor: .mpu6050, lowPassBits: 1, divider: 0, gyroscopeDelayMilliseconds: 1.9, accelerometerDelayMilliseconds: 2.0),
        Case(descriptor: .mpu6050, lowPassBits: 2, divider: 4, gyroscopeDelayMilliseconds: 2.8, accelerometerDelayMilliseconds: 3.0),
    ]

    /// The sensor delay that, given to the online pipeline (VQF, 6D) and to the offline
    /// smoother, brings the inclination closest to the motion is the chip's own delay:
    /// both take half a sample period off it themselves (their integration is already that
    /// far ahead), so the datasheet's figure is the one to give. Before 0.24.0 the best
    /// figure was the delay less half a period (0.3 ms for the 2.8 ms at 200 Hz).
    @Test(arguments: predictionCases)
    func theBestDelayToGiveIsTheChipsOwn(_ testCase: Case) throws {
        let samples = try Self.read(testCase, seconds: 12)
        let rateHertz = 1000 / Double(1 + Int(testCase.divider))
        func online(_ delaySeconds: Double) throws -> Double {
            let filter = try AttitudeFilterFactory.standard.makeFilter(named: "vqf", sampleRateHertz: rateHertz)
            var pipeline = MotionPipeline(filter: filter, settings: .init(
                firstTimeStepSeconds: 1 / rateHertz, latencyCompensation: LatencyCompensation(sensorDelaySeconds: delaySeconds)))
            let gravity = samples.map {
                pipeline.process(IMUSample(
                    timestampSeconds: $0.seconds, gyroscopeRadiansPerSecond: $0.gyroscope,
                    accelerometerMetersPerSecondSquared: $0.accelerometer)).deviceMotion.gravity
            }
            return Self.inclinationErrorDegrees(samples, gravity: gravity, trajectory: Self.rotation)
        }
        func offline(_ delaySeconds: Double) -> Double {
            var settings = VQFSmoother.Settings.default
            settings.sensorDelaySeconds = delaySeconds
            let attitudes = VQFSmoother(settings: settings).smooth(
                timestampsSeconds: samples.map(\.seconds), gyroscope: samples.map(\.gyroscope),
                accelerometer: samples.map(\.accelerometer), magnetometer: nil)
            return Self.inclinationErrorDegrees(
                samples, gravity: attitudes.map { $0.conjugate.rotate(Vector3(0, 0, -1)) }, trajectory: Self.rotation)
        }
        let delay = testCase.gyroscopeDelayMilliseconds / 1000
        // From half a period (nothing to predict below it) to a millisecond beyond the delay.
        let range = 0.5 / rateHertz...(delay + 0.001)
        let bestOnline = try Self.minimum(in: range, online)
        let bestOffline = Self.minimum(in: range, offline)
        print(String(format: "%@: best delay to give %.3f ms online (%.4f° there, %.4f° with none), %.3f ms offline (%.4f°, %.4f°)",
                     testCase.testDescription, bestOnline * 1000, try online(bestOnline), try online(0),
                     bestOffline * 1000, offline(bestOffline), offline(0)))
        #expect(abs(bestOnline - delay) < 0.0001, "online \(bestOnline * 1000) ms")
        #expect(abs(bestOffline - delay) < 0.0001, "offline \(bestOffline * 1000) ms")
        #expect(try online(delay) < 0.5 * online(0))
    }
}
