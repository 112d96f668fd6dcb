import MotionMath

/// Smooths values between sensor samples at render rate: when a sample arrives, the displayed
/// value moves from where it is now to the new value over one update interval, linearly in
/// time (lerp for offsets, slerp for attitudes) — the Linux equivalent of animating each sample
/// with `.linear(duration: updateInterval)` (§4.6).
public struct SampleSmoother<Value: SmoothlyInterpolatable>: Sendable {
    var start: Value?
    var target: Value?
    var arrivalSeconds = 0.0
    var intervalSeconds = 0.0

    /// Creates an empty smoother.
    public init() {}

    /// Records a new sample value at render time `nowSeconds`.
    /// - Parameters:
    ///   - intervalSeconds: the time to reach it, normally the sensor's update interval; ≤ 0
    ///     jumps at once.
    ///   - snap: jump without smoothing (e.g. on the sample where the clone rotation changes).
    public mutating func receive(_ value: Value, atSeconds nowSeconds: Double, intervalSeconds: Double, snap: Bool = false) {
        start = snap ? value : (self.value(atSeconds: nowSeconds) ?? value)
        target = value
        arrivalSeconds = nowSeconds
        self.intervalSeconds = intervalSeconds
    }

    /// The value to draw at render time `nowSeconds`; nil before the first sample.
    public func value(atSeconds nowSeconds: Double) -> Value? {
        guard let start, let target else { return nil }
        guard intervalSeconds > 0, intervalSeconds.isFinite else { return target }
        let fraction = EffectMath.clamp((nowSeconds - arrivalSeconds) / intervalSeconds, to: 0...1)
        return start.interpolated(to: target, fraction: fraction)
    }
}

/// Smooths whole snapshots: the attitude by slerp over one update interval, snapping when the
/// four-direction clone changes; everything else is the newest sample's.
public struct SnapshotSmoother: Sendable {
    var attitude = SampleSmoother<MotionMath.Quaternion>()
    var latest: MotionSnapshot?

    /// Creates an empty smoother.
    public init() {}

    /// Records a snapshot at render time `nowSeconds` (uses its `updateIntervalSeconds`).
    public mutating func receive(_ snapshot: MotionSnapshot, atSeconds nowSeconds: Double) {
        attitude.receive(
            snapshot.currentDeviceRotation, atSeconds: nowSeconds, intervalSeconds: snapshot.updateIntervalSeconds,
            snap: snapshot.cloneRotationDidChange || latest?.interfaceOrientation != snapshot.interfaceOrientation
        )
        latest = snapshot
    }

    /// The snapshot to render at `nowSeconds`; nil before the first.
    public func snapshot(atSeconds nowSeconds: Double) -> MotionSnapshot? {
        guard var snapshot = latest, let smoothed = attitude.value(atSeconds: nowSeconds) else { return latest }
        snapshot.currentDeviceRotation = smoothed
        return snapshot
    }
}
