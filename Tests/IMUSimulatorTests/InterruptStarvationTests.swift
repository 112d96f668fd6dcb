import IMUDrivers
import IMUSamples
import Testing

@testable import IMUSimulator

/// A reader starved of CPU on a board that has been up for days: it loses time between
/// reads and between being woken by an edge and reading the FIFO, sometimes longer than
/// the FIFO holds. The timestamps must stay on the host clock through it: never after the
/// read that fetched the sample, never older than the starvation explains, the drift
/// estimate unharmed and the losses counted.
@Suite struct InterruptStarvationTests {
    /// Three days of uptime on the host's monotonic clock, seconds.
    static let uptimeSeconds = 3 * 86_400.0

    /// A repeatable stall length, seconds: mostly none, some of a few ms, a few longer
    /// than the FIFO holds (73 ms at 1 kHz), a rare one of seconds.
    private struct Stalls {
        var state: UInt64

        mutating func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let first = Double(state >> 11) / Double(1 << 53)
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let second = Double(state >> 11) / Double(1 << 53)
            switch first {
            case ..<0.95: return 0
            case ..<0.995: return second * 0.02
            case ..<0.9995: return 0.05 + second * 0.3
            default: return 0.5 + second * 2.5
            }
        }
    }

    @Test func theSimulatedLineHandsOutEachEdgeOnceOnAClockOfDays() throws {
        let rig = try InterruptRig(chip: .mpu6050, rateHertz: 1000, clockStartSeconds: Self.uptimeSeconds)
        rig.clock.advance(seconds: 1.5)
        // 1.5 s unread: 1500 edges (1 ms apart, 250 ppm fast), the newest at most a period ago.
        let edges = try #require(try rig.line.inner.waitForEdges(timeoutSeconds: 1))
        #expect(abs(edges.count + edges.missedCount - 1500) <= 2, "\(edges.count) + \(edges.missedCount) missed")
        #expect(rig.clock.nowSeconds - edges.latestHostSeconds < 0.001)
        let next = try #require(try rig.line.inner.waitForEdges(timeoutSeconds: 1))
        #expect(next.count == 1)
        #expect(next.latestSequenceNumber == edges.latestSequenceNumber + 1)
        #expect(abs(next.latestHostSeconds - edges.latestHostSeconds - 1 / 1000.25) < 1e-9)
    }

    @Test(arguments: [
        (SimulatedChip.mpu6050, InterruptSettings.Signal.pulsed), (.mpu6050, .latched), (.lsm6ds3, .pulsed),
    ])
    func timestampsStayOnTheHostClockWhenTheReaderIsStarved(chip: SimulatedChip, signal: InterruptSettings.Signal) throws {
        let rateHertz = chip == .mpu6050 ? 1000.0 : 833.0
        let rig = try InterruptRig(
            chip: chip, rateHertz: rateHertz, driftPartsPerMillion: 500, signal: signal, clockStartSeconds: Self.uptimeSeconds)
        let start = rig.clock.nowSeconds
        var stalls = Stalls(state: 17)
        var longestStallSeconds = 0.0
        var stallSinceDelivery = 0.0
        rig.line.afterWake = {
            let stall = stalls.next()
            stallSinceDelivery += stall
            rig.clock.advance(seconds: stall)
        }
        var samples: [IMUSample] = []
        var dropped = 0
        var inTheFuture: [Double] = []
        var tooOld: [Double] = []
        while rig.clock.nowSeconds < start + 60 {
            let between = stalls.next()
            rig.clock.advance(seconds: between)
            stallSinceDelivery += between
            guard let batch = try rig.source.nextBatch() else { break }
            let delivered = rig.clock.nowSeconds
            inTheFuture += batch.samples.map { delivered - $0.timestampSeconds }.filter { $0 < 0 }
            if let newest = batch.samples.last {
                // The newest sample read was ready at most the stalls plus a few periods ago.
                let unexplained = delivered - newest.timestampSeconds - stallSinceDelivery
                if unexplained > 0.005 { tooOld.append(unexplained) }
                longestStallSeconds = max(longestStallSeconds, stallSinceDelivery)
                stallSinceDelivery = 0
            }
            samples += batch.samples
            dropped += batch.droppedSampleCount
        }
        #expect(dropped > 0, "the stalls should overflow the FIFO")
        #expect(longestStallSeconds > 0.5)
        #expect(inTheFuture.isEmpty, "\(inTheFuture.count) samples stamped after their delivery, worst \(inTheFuture.min() ?? 0) s")
        #expect(tooOld.isEmpty, "\(tooOld.count) batches older than the stalls explain, worst by \(tooOld.max() ?? 0) s")
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0.timestampSeconds < $1.timestampSeconds })
        let report = try #require(rig.source.currentInterruptTiming())
        let drift = try #require(report.sensorClockDriftPartsPerMillion, "no drift fitted")
        #expect(abs(drift - 500) < 20, "estimated \(drift) ppm")
        #expect(report.watermarkOverrunCount > 0)
        // Samples plus losses add up to the chip's output over the run.
        let produced = (rig.clock.nowSeconds - start) * rateHertz * 1.0005
        #expect(abs(Double(samples.count + dropped) - produced) < 0.002 * produced, "\(samples.count) + \(dropped) lost of \(produced)")
    }
}
