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
/// sensor when nobody else listens.
extension MotionManager: MotionSampleProvider {
    public func deviceMotionSamples(updateIntervalSeconds: Double) async throws -> AsyncStream<MotionSample> {
        let updates = try deviceMotionUpdates(interval: updateIntervalSeconds)
        let (stream, continuation) = AsyncStream<MotionSample>.makeStream(bufferingPolicy: .bufferingNewest(1))
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
