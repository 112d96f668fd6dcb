import Foundation
import IMUDrivers
import IMUSamples

/// A source that plays samples held in memory (a recording), as fast as it can or paced by
/// the sample timestamps. Each `start()` plays from the beginning.
public final class RecordedSampleSource: IMUSampleSource {
    /// How fast samples come out.
    public enum Pacing: Sendable, Hashable {
        /// No waiting: every `nextBatch` returns at once (tests, offline processing).
        case asFastAsPossible
        /// Paced by the timestamps, `speed` times real time (1 = real time).
        case realTime(speed: Double)
    }

    public let information: SourceInformation
    /// The samples, oldest first.
    public let samples: [IMUSample]
    private let pacing: Pacing
    private let batchSize: Int
    private var index = 0
    private var startHostSeconds = 0.0

    /// Creates a source. `batchSize` samples are returned per batch (default 1).
    public init(samples: [IMUSample], information: SourceInformation, pacing: Pacing = .asFastAsPossible, batchSize: Int = 1) {
        self.samples = samples
        self.information = information
        self.pacing = pacing
        self.batchSize = max(1, batchSize)
    }

    public func start() throws {
        index = 0
        startHostSeconds = MonotonicClock.nowSeconds
    }

    public func nextBatch() throws -> SampleBatch? {
        guard index < samples.count else { return nil }
        let end = min(samples.count, index + batchSize)
        let batch = Array(samples[index..<end])
        if case .realTime(let speed) = pacing, speed > 0, let first = samples.first, let last = batch.last {
            let due = startHostSeconds + (last.timestampSeconds - first.timestampSeconds) / speed
            let wait = due - MonotonicClock.nowSeconds
            if wait > 0 { Thread.sleep(forTimeInterval: wait) }
        }
        index = end
        return SampleBatch(samples: batch)
    }

    public func stop() {}

    /// True when any sample carries a magnetometer reading.
    public var hasMagnetometer: Bool { samples.contains { $0.magnetometerMicrotesla != nil } }
}
