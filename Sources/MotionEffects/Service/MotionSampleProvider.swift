/// A source of device motion the ``MotionService`` can run: `MotionManager` satisfies it (see
/// `MotionManager+MotionSampleProvider.swift`), and tests use a fake.
public protocol MotionSampleProvider: Sendable {
    /// Whether device motion can be delivered at all (an IMU was found).
    var isDeviceMotionAvailable: Bool { get async }

    /// Starts one run of the sensor at `updateIntervalSeconds` and returns its samples.
    ///
    /// Each call is a new run (with a new arbitrary reference heading). The run lasts until
    /// the returned stream is no longer iterated (its consumer ends or is cancelled); the
    /// provider then stops the sensor if nothing else uses it.
    func deviceMotionSamples(updateIntervalSeconds: Double) async throws -> AsyncStream<MotionSample>
}
