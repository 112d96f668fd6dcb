import DeviceMotion
import MotionMath

extension MotionSample {
    /// The effects' view of a device-motion sample: timestamp (s), attitude quaternion
    /// (device → reference), rotation rate (rad/s, bias removed).
    public init(_ motion: DeviceMotion) {
        self.init(
            timestampSeconds: motion.timestamp,
            attitude: motion.attitude.quaternion,
            rotationRateRadiansPerSecond: motion.rotationRate
        )
    }
}

/// `MotionManager` as the shared service's source: each run is one push-mode subscription at
/// the requested interval; ending the run cancels the subscription, and the manager stops the
/// sensor when nobody else listens. Keeps the newest sample if the service falls behind; use
/// ``MotionManagerSampleProvider`` to keep every sample (offline replays).
extension MotionManager: MotionSampleProvider {
    public func deviceMotionSamples(updateIntervalSeconds: Double) async throws -> AsyncStream<MotionSample> {
        try await MotionManagerSampleProvider(manager: self).deviceMotionSamples(updateIntervalSeconds: updateIntervalSeconds)
    }
}

/// A `MotionManager` with a chosen buffering, as a ``MotionSampleProvider``.
public struct MotionManagerSampleProvider: MotionSampleProvider {
    /// The manager.
    public let manager: MotionManager
    /// How the subscription buffers when the service falls behind. Default `.newest(1)`;
    /// `.unbounded` keeps every sample (offline sources).
    public let buffering: MotionUpdatesBuffering

    /// Wraps `manager`. Default buffering: the newest sample only.
    public init(manager: MotionManager, buffering: MotionUpdatesBuffering = .newest(1)) {
        self.manager = manager
        self.buffering = buffering
    }

    public var isDeviceMotionAvailable: Bool {
        get async { manager.isDeviceMotionAvailable }
    }

    public func deviceMotionSamples(updateIntervalSeconds: Double) async throws -> AsyncStream<MotionSample> {
        let updates = try manager.deviceMotionUpdates(interval: updateIntervalSeconds, buffering: buffering)
        let policy: AsyncStream<MotionSample>.Continuation.BufferingPolicy
        switch buffering {
        case .newest(let count): policy = .bufferingNewest(max(count, 1))
        case .unbounded: policy = .unbounded
        }
        let (stream, continuation) = AsyncStream<MotionSample>.makeStream(bufferingPolicy: policy)
        let task = Task {
            for await motion in updates {
                continuation.yield(MotionSample(motion))
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in
            task.cancel()
            updates.cancel()
        }
        return stream
    }
}
