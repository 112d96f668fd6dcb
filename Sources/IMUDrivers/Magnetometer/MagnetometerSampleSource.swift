import IMUSamples
import MotionMath

/// An IMU source with a magnetometer beside it: each batch from the IMU gets the
/// magnetometer's latest reading (read once per batch, µT, IMU frame) in
/// `IMUSample.magnetometerMicrotesla`, on the IMU's sensor clock.
///
/// A magnetometer that stops answering does not end the stream: the samples go on without
/// a field, the loss is recorded in `events`, and every `reconnectIntervalSeconds` (sensor
/// time) it is prepared and initialised again until it answers.
public final class MagnetometerSampleSource: IMUSampleSource, SourceEventReporting, InterruptTimingReporting {
    /// The inner source's interrupt timing.
    public var interruptTiming: InterruptTimingMonitor? { (inner as? any InterruptTimingReporting)?.interruptTiming }
    /// The IMU source.
    public let inner: any IMUSampleSource
    /// The magnetometer.
    public let magnetometer: MagnetometerDriver
    /// Runs after the IMU started and before the magnetometer starts (e.g. turning on the
    /// MPU-9250's I²C bypass, which the IMU's reset clears).
    private let prepare: () throws -> Void
    /// Seconds of sensor time between attempts to bring a lost magnetometer back. Default 0.1 s.
    public var reconnectIntervalSeconds = 0.1
    /// The magnetometer's losses and returns (the IMU source's log when it keeps one).
    public let events: SourceEventLog
    /// Sensor time of the first sample, and of the last reconnection attempt while lost.
    private var firstTimestampSeconds: Double?
    private var lostSinceSeconds: Double?
    private var lastAttemptSeconds = 0.0

    /// Creates the combined source.
    public init(inner: any IMUSampleSource, magnetometer: MagnetometerDriver, prepare: @escaping () throws -> Void = {}) {
        self.inner = inner
        self.magnetometer = magnetometer
        self.prepare = prepare
        events = (inner as? any SourceEventReporting)?.events ?? SourceEventLog()
    }

    /// The IMU's information.
    public var information: SourceInformation { inner.information }

    /// Starts the IMU, then the magnetometer.
    public func start() throws {
        try inner.start()
        try prepare()
        try magnetometer.initialize()
        firstTimestampSeconds = nil
        lostSinceSeconds = nil
    }

    /// The next IMU batch with the magnetometer's latest reading attached.
    public func nextBatch() throws -> SampleBatch? {
        guard var batch = try inner.nextBatch() else { return nil }
        guard let time = batch.samples.first?.timestampSeconds else { return batch }
        let start = firstTimestampSeconds ?? time
        firstTimestampSeconds = start
        guard let field = readField(atSeconds: time, startSeconds: start) else { return batch }
        for index in batch.samples.indices {
            batch.samples[index].magnetometerMicrotesla = field
        }
        return batch
    }

    /// The latest reading, or nil while the magnetometer is lost (recorded once; a
    /// reconnection is tried every `reconnectIntervalSeconds`).
    private func readField(atSeconds time: Double, startSeconds: Double) -> Vector3? {
        if lostSinceSeconds != nil {
            guard time - lastAttemptSeconds >= reconnectIntervalSeconds else { return nil }
            lastAttemptSeconds = time
            do {
                try prepare()
                try magnetometer.initialize()
                let field = try magnetometer.read()
                lostSinceSeconds = nil
                events.append(SourceEvent(seconds: time - startSeconds, kind: .magnetometerRestored))
                return field
            } catch {
                return nil
            }
        }
        do {
            return try magnetometer.read()
        } catch {
            lostSinceSeconds = time
            lastAttemptSeconds = time
            events.append(SourceEvent(seconds: time - startSeconds, kind: .magnetometerLost("\(error)")))
            return nil
        }
    }

    /// Stops the IMU.
    public func stop() {
        inner.stop()
    }
}
