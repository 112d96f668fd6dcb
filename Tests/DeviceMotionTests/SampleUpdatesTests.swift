import Foundation
import IMUDrivers
import IMUSamples
import MotionMath
import Testing
@testable import DeviceMotion

/// A source that plays fixed batches, some reporting samples lost before them, then ends.
final class ScriptedBatchSource: IMUSampleSource, @unchecked Sendable {
    let information = SourceInformation(kind: .simulator, chipName: "scripted", sampleRateHertz: 100)
    private let lock = NSLock()
    private var batches: [SampleBatch]

    init(_ batches: [SampleBatch]) { self.batches = batches }

    func start() throws {}
    func stop() {}
    func nextBatch() throws -> SampleBatch? {
        lock.withLock { batches.isEmpty ? nil : batches.removeFirst() }
    }

    /// A sample at `index` / 100 s, at rest, with `index` in the gyroscope's x so it can be told apart.
    static func sample(_ index: Int) -> IMUSample {
        IMUSample(timestampSeconds: Double(index) / 100, gyroscopeRadiansPerSecond: Vector3(Double(index) * 1e-3, 0, 0),
                  accelerometerMetersPerSecondSquared: Vector3(0, 0, 9.80665), temperatureCelsius: 25)
    }
}

struct SampleUpdatesTests {
    @Test func everySampleCarriesItsSensorSequenceNumberWithLostSamplesSkipped() async throws {
        // Samples 0–2, then 2 lost (3, 4), then 5–6, then 1 lost (7), then 8.
        let source = ScriptedBatchSource([
            SampleBatch(samples: [0, 1, 2].map(ScriptedBatchSource.sample)),
            SampleBatch(samples: [5, 6].map(ScriptedBatchSource.sample), droppedSampleCount: 2),
            SampleBatch(samples: [8].map(ScriptedBatchSource.sample), droppedSampleCount: 1),
        ])
        let manager = MotionManager(source: source, filterFactory: testFilterFactory)
        let before = MonotonicClock.nowSeconds
        var received: [ProcessedSample] = []
        for await sample in manager.sampleUpdates(buffering: .waitingWhenFull(16)) { received.append(sample) }
        #expect(received.map(\.sequenceNumber) == [0, 1, 2, 5, 6, 8])
        // The raw reading is the one the source delivered, untouched.
        #expect(received.map(\.sensorSample) == [0, 1, 2, 5, 6, 8].map(ScriptedBatchSource.sample))
        #expect(received.allSatisfy { $0.readTimeSeconds >= before && $0.readTimeSeconds <= MonotonicClock.nowSeconds })
        #expect(received.map(\.deviceMotion.timestamp) == [0, 1, 2, 5, 6, 8].map { Double($0) / 100 })
    }
}
