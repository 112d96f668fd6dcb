import I2C
import IMUDrivers
import IMUSamples
import Testing

@testable import IMUSimulator

/// The real driver on a simulated chip whose interrupt pin drives a simulated line: the
/// source waits for edges and never polls.
struct InterruptRig {
    let clock: VirtualClock
    let imu: SimulatedIMU
    let source: IMUDriverSource
    let line: CountingLine

    /// `clockStartSeconds`: the host's monotonic clock when the run starts (a board up for
    /// days reads 10⁵ s and more).
    init(
        chip: SimulatedChip, rateHertz: Double, driftPartsPerMillion: Double = 250, signal: InterruptSettings.Signal = .pulsed,
        clockStartSeconds: Double = 0
    ) throws {
        clock = VirtualClock(startSeconds: clockStartSeconds)
        imu = SimulatedIMU(chip: chip, settings: SimulationSettings(clock: clock, seed: 5, clockOffsetPartsPerMillion: driftPartsPerMillion))
        line = CountingLine(SimulatedInterruptLine(imu: imu))
        source = try IMUDriverSource.started(
            on: imu, clock: clock, rateHertz: rateHertz, interruptLine: line, interruptSettings: InterruptSettings(signal: signal))
    }

    /// Streams until the virtual clock has moved `seconds`.
    func stream(seconds: Double) throws -> (samples: [IMUSample], dropped: Int) {
        try source.stream(seconds: seconds, clock: clock)
    }
}

/// Counts what the source asked of the line.
final class CountingLine: InterruptLine {
    let inner: SimulatedInterruptLine
    private(set) var waits = 0
    private(set) var edges = 0
    private(set) var timeouts = 0
    private(set) var released = false
    /// Runs after each wake, before the read (a starved reader advances the clock here).
    var afterWake: (() -> Void)?
    var name: String { inner.name }

    init(_ inner: SimulatedInterruptLine) { self.inner = inner }

    func waitForEdges(timeoutSeconds: Double) throws(IMUError) -> InterruptEdges? {
        waits += 1
        let result = try inner.waitForEdges(timeoutSeconds: timeoutSeconds)
        if let result { edges += result.count } else { timeouts += 1 }
        afterWake?()
        return result
    }

    func release() {
        released = true
        inner.release()
    }
}

@Suite struct SimulatedInterruptTests {
    @Test func dataReadyEdgesDriveEveryReadAndRecoverTheDrift() throws {
        let rig = try InterruptRig(chip: .mpu6050, rateHertz: 1000, driftPartsPerMillion: 500)
        let (samples, dropped) = try rig.stream(seconds: 30)
        #expect(dropped == 0)
        // 30 host seconds of a chip 500 ppm fast at 1 kHz: 30 015 samples, one edge each,
        // every read after an edge (no timeouts: nothing polled).
        #expect(abs(samples.count - 30_015) <= 2)
        #expect(rig.line.timeouts == 0)
        #expect(rig.line.edges == rig.line.waits)
        #expect(abs(rig.line.edges - samples.count) <= 2)
        let report = try #require(rig.source.currentInterruptTiming())
        let drift = try #require(report.sensorClockDriftPartsPerMillion)
        #expect(abs(drift - 500) < 20, "estimated \(drift) ppm")
        #expect(report.missedEdgeCount == 0)
        // Timestamps are host times: the last sample was ready at most a period ago.
        let last = try #require(samples.last)
        #expect(rig.clock.nowSeconds - last.timestampSeconds >= -1e-9)
        #expect(rig.clock.nowSeconds - last.timestampSeconds < 0.0011)
        rig.source.stop()
        #expect(rig.line.released)
    }

    @Test func latchedInterruptsWaitForTheRead() throws {
        let rig = try InterruptRig(chip: .mpu6050, rateHertz: 200, signal: .latched)
        let (samples, dropped) = try rig.stream(seconds: 5)
        #expect(dropped == 0)
        #expect(abs(samples.count - 1000) <= 2)
        #expect(rig.line.timeouts == 0)
        let report = try #require(rig.source.currentInterruptTiming())
        #expect(abs((report.sensorClockDriftPartsPerMillion ?? 0) - 250) < 20)
    }

    @Test func fifoThresholdEdgesOnTheLSM6DS() throws {
        let rig = try InterruptRig(chip: .lsm6ds3, rateHertz: 833)
        let (samples, dropped) = try rig.stream(seconds: 10)
        #expect(dropped == 0)
        #expect(abs(samples.count - 8332) <= 3)
        #expect(rig.line.timeouts == 0)
        let report = try #require(rig.source.currentInterruptTiming())
        #expect(abs((report.sensorClockDriftPartsPerMillion ?? 0) - 250) < 20)
    }

    @Test func timestampsStayMonotonicAcrossAFIFOOverflow() throws {
        let rig = try InterruptRig(chip: .mpu6050, rateHertz: 1000)
        var (samples, _) = try rig.stream(seconds: 3)
        let beforeCount = samples.count
        // Nobody reads for 200 ms: the 73-record FIFO overflows and edges pile up.
        rig.clock.advance(seconds: 0.2)
        let after = try rig.stream(seconds: 3)
        #expect(after.dropped > 0)
        samples += after.samples
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0.timestampSeconds < $1.timestampSeconds })
        // The gap is the lost samples' time, as the edges tell it, within a period.
        let gap = samples[beforeCount].timestampSeconds - samples[beforeCount - 1].timestampSeconds
        let expectedGap = Double(after.dropped + 1) / 1000.25
        #expect(abs(gap - expectedGap) < 0.0021, "gap \(gap) s for \(after.dropped) lost")
        // And the newest times are still on the host clock.
        let last = try #require(samples.last)
        #expect(abs(rig.clock.nowSeconds - last.timestampSeconds) < 0.0011)
        let report = try #require(rig.source.currentInterruptTiming())
        #expect(report.missedEdgeCount > 0)
        #expect(report.watermarkOverrunCount >= 1)
    }
}
