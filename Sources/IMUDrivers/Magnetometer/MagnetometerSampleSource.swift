import IMUSamples

/// An IMU source with a magnetometer beside it: each batch from the IMU gets the
/// magnetometer's latest reading (read once per batch, µT, IMU frame) in
/// `IMUSample.magnetometerMicrotesla`, on the IMU's sensor clock.
public final class MagnetometerSampleSource: IMUSampleSource {
    /// The IMU source.
    public let inner: any IMUSampleSource
    /// The magnetometer.
    public let magnetometer: MagnetometerDriver
    /// Runs after the IMU started and before the magnetometer starts (e.g. turning on the
    /// MPU-9250's I²C bypass, which the IMU's reset clears).
    private let prepare: () throws -> Void

    /// Creates the combined source.
    public init(inner: any IMUSampleSource, magnetometer: MagnetometerDriver, prepare: @escaping () throws -> Void = {}) {
        self.inner = inner
        self.magnetometer = magnetometer
        self.prepare = prepare
    }

    /// The IMU's information.
    public var information: SourceInformation { inner.information }

    /// Starts the IMU, then the magnetometer.
    public func start() throws {
        try inner.start()
        try prepare()
        try magnetometer.initialize()
    }

    /// The next IMU batch with the magnetometer's latest reading attached.
    public func nextBatch() throws -> SampleBatch? {
        guard var batch = try inner.nextBatch() else { return nil }
        let field = try magnetometer.read()
        for index in batch.samples.indices {
            batch.samples[index].magnetometerMicrotesla = field
        }
        return batch
    }

    /// Stops the IMU.
    public func stop() {
        inner.stop()
    }
}
