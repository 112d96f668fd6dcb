import Foundation
import Testing
@testable import IMUDrivers

/// A sensor whose oscillator runs `driftPartsPerMillion` fast against the host, seen through
/// interrupt edges that arrive late by a latency (20 µs plus an exponential tail of mean
/// 30 µs) and now and then very late (2 ms, 1 % of edges: a busy kernel).
struct DriftingSensor {
    let nominalPeriodSeconds: Double
    let driftPartsPerMillion: Double
    let startHostSeconds = 5_000.0
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The true host time sample `index` is ready.
    func trueHostSeconds(sampleIndex index: Int64) -> Double {
        startHostSeconds + Double(index) * nominalPeriodSeconds / (1 + driftPartsPerMillion * 1e-6)
    }

    /// The kernel's timestamp of the edge of sample `index`.
    mutating func edgeHostSeconds(sampleIndex index: Int64) -> Double {
        let uniform = nextUniform()
        let lateness = nextUniform() < 0.01 ? 0.002 : 20e-6 - 30e-6 * log(max(uniform, 1e-12))
        return trueHostSeconds(sampleIndex: index) + lateness
    }

    private mutating func nextUniform() -> Double {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Double(state >> 11) / Double(1 << 53)
    }
}

@Suite struct SensorClockMappingTests {
    @Test func recoversAFiveHundredPartsPerMillionFastSensorWithinTwentyPartsPerMillion() {
        var sensor = DriftingSensor(nominalPeriodSeconds: 0.001, driftPartsPerMillion: 500)
        var mapping = SensorClockMapping(settings: .init(nominalPeriodSeconds: 0.001))
        for index in Int64(0)..<30_000 {
            mapping.recordEdge(sampleIndex: index, hostSeconds: sensor.edgeHostSeconds(sampleIndex: index))
        }
        #expect(mapping.isDriftFitted)
        #expect(abs(mapping.driftPartsPerMillion - 500) < 20, "estimated \(mapping.driftPartsPerMillion) ppm")
        // The mapped times sit on the host clock: late by about the median latency, never
        // by the 15 ms the drift alone would add over 30 s.
        for index: Int64 in [25_000, 29_999, 30_500] {
            let mapped = mapping.hostSeconds(forSampleIndex: index) ?? 0
            let error = mapped - sensor.trueHostSeconds(sampleIndex: index)
            #expect(error > 0 && error < 100e-6, "sample \(index): \(error * 1e6) µs from the truth")
        }
    }

    @Test func recoversASlowSensorFromWatermarkEdgesEveryEightSamples() {
        var sensor = DriftingSensor(nominalPeriodSeconds: 1 / 833.0, driftPartsPerMillion: -300)
        var mapping = SensorClockMapping(settings: .init(nominalPeriodSeconds: 1 / 833.0))
        for block in Int64(0)..<4_000 {
            let index = block * 8 + 7
            mapping.recordEdge(sampleIndex: index, hostSeconds: sensor.edgeHostSeconds(sampleIndex: index))
        }
        #expect(abs(mapping.driftPartsPerMillion + 300) < 20, "estimated \(mapping.driftPartsPerMillion) ppm")
    }

    @Test func followsADriftThatChanges() {
        // 500 ppm for 30 s, then the chip warms up and runs at 100 ppm.
        var mapping = SensorClockMapping(settings: .init(nominalPeriodSeconds: 0.001))
        var time = 100.0
        for index in Int64(0)..<60_000 {
            let ppm = index < 30_000 ? 500.0 : 100.0
            time += 0.001 / (1 + ppm * 1e-6)
            mapping.recordEdge(sampleIndex: index, hostSeconds: time)
        }
        #expect(abs(mapping.driftPartsPerMillion - 100) < 20, "estimated \(mapping.driftPartsPerMillion) ppm")
    }

    @Test func usesTheNominalPeriodUntilTheBaselineIsLongEnough() {
        var mapping = SensorClockMapping(settings: .init(nominalPeriodSeconds: 0.01))
        #expect(mapping.hostSeconds(forSampleIndex: 0) == nil)
        mapping.recordEdge(sampleIndex: 10, hostSeconds: 2.0)
        #expect(!mapping.isDriftFitted)
        #expect(mapping.driftPartsPerMillion == 0)
        let eleventh = mapping.hostSeconds(forSampleIndex: 11) ?? 0
        #expect(abs(eleventh - 2.01) < 1e-12)
        #expect(mapping.sampleIndex(atHostSeconds: 2.0549) == 15)
        #expect(mapping.newestSampleIndex(readyByHostSeconds: 2.05) == 15)
        #expect(mapping.newestSampleIndex(readyByHostSeconds: 2.0599) == 15)
    }

    @Test func timestampsStayMonotonicAcrossAFIFOOverflow() {
        var sensor = DriftingSensor(nominalPeriodSeconds: 0.001, driftPartsPerMillion: 500)
        var mapping = SensorClockMapping(settings: .init(nominalPeriodSeconds: 0.001))
        var stamps: [Double] = []
        // Samples 0–4999 read; the FIFO overflows and 5000–5499 are lost (their edges still
        // arrive, data-ready fires per sample); reading resumes at 5500. The reader first
        // guesses the loss short and stamps 5400–5409, then re-anchors on the edges to 5500.
        for index in Int64(0)..<5_000 {
            mapping.recordEdge(sampleIndex: index, hostSeconds: sensor.edgeHostSeconds(sampleIndex: index))
            stamps.append(mapping.timestamp(forSampleIndex: index, readyByHostSeconds: .infinity))
        }
        for index in Int64(5_000)..<5_500 {
            mapping.recordEdge(sampleIndex: index, hostSeconds: sensor.edgeHostSeconds(sampleIndex: index))
        }
        for index in Int64(5_400)..<5_410 {
            stamps.append(mapping.timestamp(forSampleIndex: index, readyByHostSeconds: .infinity))
        }
        let resumed = stamps.count
        for index in Int64(5_500)..<8_000 {
            mapping.recordEdge(sampleIndex: index, hostSeconds: sensor.edgeHostSeconds(sampleIndex: index))
            stamps.append(mapping.timestamp(forSampleIndex: index, readyByHostSeconds: .infinity))
        }
        #expect(stamps.count == 5_000 + 10 + 2_500)
        #expect(zip(stamps, stamps.dropFirst()).allSatisfy { $0 < $1 })
        // After the overflow the times are the lost samples' worth later, not one period.
        let gap = stamps[resumed] - stamps[4_999]
        #expect(abs(gap - 0.5) < 0.001, "gap \(gap) s")
        let last = stamps.last ?? 0
        #expect(abs(last - sensor.trueHostSeconds(sampleIndex: 7_999)) < 200e-6)
    }

    @Test func samplesBeforeTheFirstEdgeTakeTheReadTimeAndTimesNeverGoBack() {
        var mapping = SensorClockMapping(settings: .init(nominalPeriodSeconds: 0.01))
        #expect(mapping.timestamp(forSampleIndex: 0, readyByHostSeconds: 5.0) == 5.0)
        #expect(mapping.timestamp(forSampleIndex: 1, readyByHostSeconds: 5.01) == 5.01)
        // The first edge puts sample 2 before sample 1's time: held a tenth of a period
        // after it, then the line takes over.
        mapping.recordEdge(sampleIndex: 2, hostSeconds: 5.005)
        #expect(abs(mapping.timestamp(forSampleIndex: 2, readyByHostSeconds: 6) - 5.011) < 1e-12)
        #expect(abs(mapping.timestamp(forSampleIndex: 10, readyByHostSeconds: 6) - 5.085) < 1e-12)
    }

    @Test func aSampleIsNeverStampedAfterTheReadThatFetchedIt() {
        var mapping = SensorClockMapping(settings: .init(nominalPeriodSeconds: 0.01))
        mapping.recordEdge(sampleIndex: 0, hostSeconds: 1.0)
        // The line says sample 10 was ready at 1.1 s; a read that began at 1.08 s cannot
        // have fetched it later than that.
        #expect(abs(mapping.timestamp(forSampleIndex: 10, readyByHostSeconds: 1.08) - 1.08) < 1e-12)
        #expect(abs(mapping.timestamp(forSampleIndex: 11, readyByHostSeconds: 1.2) - 1.11) < 1e-12)
    }

    @Test func medianOfEvenAndOddCounts() {
        #expect(SensorClockMapping.median([3, 1, 2]) == 2)
        #expect(SensorClockMapping.median([4, 1, 3, 2]) == 2.5)
        #expect(SensorClockMapping.median([]) == 0)
    }
}

@Test func aWindowOfNoBlocksOrFewerKeepsOne() {
    for count in [0, -5, Int.min] {
        var mapping = SensorClockMapping(settings: .init(nominalPeriodSeconds: 0.001, windowBlockCount: count))
        for index in Int64(0)..<1_000 {
            mapping.recordEdge(sampleIndex: index, hostSeconds: 10 + Double(index) * 0.001)
        }
        #expect(mapping.window.count == 1, "windowBlockCount \(count)")
        #expect(mapping.hostSeconds(forSampleIndex: 500).map { abs($0 - 10.5) < 1e-6 } == true)
    }
}
