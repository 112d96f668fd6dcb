import Foundation
import IMUDrivers
import IMUSamples

/// A recorded CSV log (Inertia's log format or a BROAD recording) played as it is read
/// from the file: memory stays constant whatever the log's size. Paced by the timestamps
/// or as fast as possible; each `start()` after the first opens the file again and plays
/// from the beginning. A bad row ends the replay with the `CSVLogError` naming its line.
public final class CSVLogReplaySource: IMUSampleSource {
    public let information: SourceInformation
    /// The log file.
    public let path: String
    /// True when the first rows (up to 4096, read ahead to learn the sample rate) carry
    /// magnetometer readings.
    public let hasMagnetometer: Bool

    private let pacing: RecordedSampleSource.Pacing
    private let settings: CSVLogReadSettings
    private var stream: CSVLogStream
    private var playedBefore = false
    private var firstTimeSeconds: Double?
    private var startHostSeconds = 0.0
    /// A read error held back until the samples read before it are delivered.
    private var pendingError: CSVLogError?
    /// Rows per batch when not paced (the sampling thread's per-batch work is shared by them).
    static let fastBatchSampleCount = 64

    /// Opens `path` and reads its first rows.
    /// - Parameters:
    ///   - pacing: real time or as fast as possible. Default: real time.
    ///   - settings: the reader's settings. Default: `.init(readsReference: false)`: a
    ///     replay plays the samples, so a BROAD recording's reference and movement columns
    ///     are counted, not read.
    public init(
        path: String, pacing: RecordedSampleSource.Pacing = .realTime(speed: 1),
        settings: CSVLogReadSettings = CSVLogReadSettings(readsReference: false)
    ) throws(CSVLogError) {
        let stream = try CSVLogStream(path: path, settings: settings)
        let rate = try stream.previewSampleRateHertz()
        self.path = path
        self.pacing = pacing
        self.settings = settings
        self.stream = stream
        hasMagnetometer = stream.hasMagnetometerReadings
        information = SourceInformation(
            kind: .replay, chipName: CSVLogReader.recordingName(path: path), location: path,
            sampleRateHertz: rate ?? 100)
    }

    /// What the reader accepted with a remark (a torn last line), complete at the end.
    public var warnings: [CSVLogWarning] { stream.warnings }

    public func start() throws {
        if playedBefore { stream = try CSVLogStream(path: path, settings: settings) }
        playedBefore = true
        pendingError = nil
        firstTimeSeconds = nil
        startHostSeconds = MonotonicClock.nowSeconds
    }

    public func nextBatch() throws -> SampleBatch? {
        if let pendingError {
            self.pendingError = nil
            throw pendingError
        }
        if case .realTime(let speed) = pacing, speed > 0 {
            guard let sample = try stream.next()?.sample else { return nil }
            let first = firstTimeSeconds ?? sample.timestampSeconds
            firstTimeSeconds = first
            let wait = startHostSeconds + (sample.timestampSeconds - first) / speed - MonotonicClock.nowSeconds
            if wait > 0 { Thread.sleep(forTimeInterval: wait) }
            return SampleBatch(samples: [sample])
        }
        // As fast as possible: many rows per batch. A bad row ends the batch; its error
        // comes with the next call, after the rows before it.
        var samples: [IMUSample] = []
        samples.reserveCapacity(Self.fastBatchSampleCount)
        do {
            try stream.appendSamples(to: &samples, untilCount: Self.fastBatchSampleCount)
        } catch {
            guard !samples.isEmpty else { throw error }
            pendingError = error
        }
        guard !samples.isEmpty else { return nil }
        return SampleBatch(samples: samples)
    }

    public func stop() {}
}
