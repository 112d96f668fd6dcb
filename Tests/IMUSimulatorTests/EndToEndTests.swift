import I2C
import IMUDrivers
import IMUSamples
import MotionMath
import Testing

@testable import IMUSimulator

/// The real driver on the simulated chip: identification, driver, and a FIFO-backed source.
private struct Rig {
    let clock = VirtualClock()
    let imu: SimulatedIMU
    let source: IMUDriverSource

    init(chip: SimulatedChip, rateHertz: Double, motion: NamedMotion = .still) throws {
        imu = SimulatedIMU(chip: chip, motion: motion, clock: clock, seed: 42)
        source = try IMUDriverSource.started(on: imu, clock: clock, rateHertz: rateHertz)
    }

    /// Streams until the virtual clock has moved `seconds`; returns the samples and the
    /// dropped count.
    func stream(seconds: Double) throws -> (samples: [IMUSample], dropped: Int) {
        try source.stream(seconds: seconds, clock: clock)
    }
}

/// The chips and the full rate each streams through its FIFO.
private let fullRates: [(SimulatedChip, Double)] = [(.mpu6050, 1000), (.lsm6ds3, 1660), (.lsm6dso, 6660)]

@Test(arguments: fullRates)
func sixtySecondsAtFullRateLoseNothing(chip: SimulatedChip, rateHertz: Double) throws {
    let rig = try Rig(chip: chip, rateHertz: rateHertz)
    let configured = rig.source.information.sampleRateHertz
    #expect(abs(configured - rateHertz) < 1)
    let (samples, dropped) = try rig.stream(seconds: 60)
    #expect(dropped == 0)
    // The chip's clock runs 250 ppm fast: 60 host seconds hold 60.015 sensor seconds.
    let expected = 60 * configured * (1 + 250e-6)
    #expect(abs(Double(samples.count) - expected) < configured * 0.05, "\(samples.count) samples, expected ≈ \(expected)")
    let period = 1 / configured
    let spacings = zip(samples.dropFirst(), samples).map { $0.timestampSeconds - $1.timestampSeconds }
    let mean = (samples.last!.timestampSeconds - samples.first!.timestampSeconds) / Double(samples.count - 1)
    #expect(abs(mean - period) / period < 0.002, "mean spacing \(mean) s, period \(period) s")
    let worst = spacings.map { abs($0 - period) }.max() ?? 0
    // Hardware timestamps tick every 25 µs, so single spacings may be off by one count.
    #expect(worst < 25e-6 + 0.01 * period, "worst spacing error \(worst) s")
    // Still, face up: the accelerometer reads about +1 g on z (bias and noise aside).
    let meanZ = samples.map(\.accelerometerMetersPerSecondSquared.z).reduce(0, +) / Double(samples.count)
    #expect(abs(meanZ - 9.80665) < 0.5)
}

@Test(arguments: [SimulatedChip.mpu6050, .lsm6ds3, .lsm6dso])
func overflowIsReportedAndTheStreamRecovers(chip: SimulatedChip) throws {
    let rig = try Rig(chip: chip, rateHertz: 1000)
    let before = try rig.stream(seconds: 1)
    #expect(before.dropped == 0)
    // The host stalls for 3 s: far longer than the FIFO holds.
    rig.clock.advance(seconds: 3)
    let during = try rig.stream(seconds: 0.2)
    #expect(during.dropped > 0)
    let after = try rig.stream(seconds: 2)
    #expect(after.dropped == 0)
    #expect(after.samples.count > 1500)
    let rate = rig.source.information.sampleRateHertz
    let spacings = zip(after.samples.dropFirst(), after.samples).map { $0.timestampSeconds - $1.timestampSeconds }
    #expect(spacings.allSatisfy { abs($0 - 1 / rate) < 25e-6 + 0.01 / rate })
    // The lost time is accounted for: timestamps jump over the stall.
    let gap = (after.samples.first?.timestampSeconds ?? 0) - (before.samples.last?.timestampSeconds ?? 0)
    #expect(gap > 2.9)
}

@Test(arguments: [SimulatedChip.mpu6050, .lsm6ds3, .lsm6dso])
func chipResetMidStreamIsReportedNotHidden(chip: SimulatedChip) throws {
    let rig = try Rig(chip: chip, rateHertz: 200)
    #expect(try rig.stream(seconds: 1).dropped == 0)
    rig.imu.faults.scheduleReset(afterSeconds: 0.5)
    var reported = false
    var samplesAfterReset = 0
    let resetTime = rig.clock.nowSeconds + 0.5
    do {
        while rig.clock.nowSeconds < resetTime + 5 {
            guard let batch = try rig.source.nextBatch() else { break }
            if rig.clock.nowSeconds > resetTime + 0.05 { samplesAfterReset += batch.samples.count }
            if batch.droppedSampleCount > 0 { reported = true }
        }
    } catch let error as IMUError {
        reported = true
        #expect(!error.description.isEmpty)
    }
    #expect(reported)
    // A reset chip is asleep or powered down: no silent stream of stale samples.
    if !reported { #expect(samplesAfterReset == 0) }
}

@Test func nakBurstSurfacesAsABusErrorWithoutRetriesAndTheChipAnswersAfterwards() throws {
    let rig = try Rig(chip: .mpu6050, rateHertz: 100)
    rig.source.busRetryLimit = 0
    _ = try rig.stream(seconds: 0.2)
    rig.imu.faults.injectNoAcknowledge(transfers: 2)
    #expect(throws: IMUError.self) { try rig.source.nextBatch() }
    #expect(throws: IMUError.self) { try rig.source.nextBatch() }
    let next = try rig.source.nextBatch()
    #expect(next != nil)
}

@Test func driverSeesTheTrajectoryWithTheRightSigns() throws {
    let rig = try Rig(chip: .lsm6dso, rateHertz: 104, motion: .spin)
    let (samples, _) = try rig.stream(seconds: 2)
    let meanRate = samples.map(\.gyroscopeRadiansPerSecond.z).reduce(0, +) / Double(samples.count)
    #expect(abs(meanRate - Double.pi / 2) < 0.05)
}
