/// The user-facing switches that gate motion effects, plus the system signals they combine
/// with (the Linux stand-ins for `accessibilityReduceMotion` and `isLowPowerModeEnabled`).
public struct MotionSettings: Sendable, Equatable {
    /// Reduce motion as a setting. Default false. The environment variable
    /// `INERTIA_REDUCE_MOTION=1` turns it on as well.
    public var reduceMotion: Bool
    /// Low-power mode as a setting. Default false. A detected low-power condition turns it on
    /// as well.
    public var lowPowerMode: Bool
    /// The app's own switch. Default false.
    public var disabled: Bool

    /// Creates settings; all off by default.
    public init(reduceMotion: Bool = false, lowPowerMode: Bool = false, disabled: Bool = false) {
        self.reduceMotion = reduceMotion
        self.lowPowerMode = lowPowerMode
        self.disabled = disabled
    }

    /// The gate for these settings combined with the system signals.
    /// - Parameters:
    ///   - updateIntervalSeconds: the interval asked for, seconds (0 = off).
    ///   - isSensorAvailable: whether a device-motion source exists.
    ///   - environment: the process environment, read for `INERTIA_REDUCE_MOTION`
    ///     (default: empty; pass `ProcessInfo.processInfo.environment` to honour it).
    ///   - isLowPowerDetected: whether the system reports low power (a low battery, or the
    ///     firmware throttling); default false. `LowPowerDetector` in `MotionFeed` reads it.
    public func gate(
        updateIntervalSeconds: Double,
        isSensorAvailable: Bool,
        environment: [String: String] = [:],
        isLowPowerDetected: Bool = false
    ) -> MotionGate {
        let reduce = reduceMotion || ReduceMotionEnvironment.isReduceMotionRequested(environment: environment)
        let lowPower = lowPowerMode || isLowPowerDetected
        return MotionGate(
            disabled: disabled, updateIntervalSeconds: updateIntervalSeconds, reduceMotion: reduce,
            lowPower: lowPower, isSensorAvailable: isSensorAvailable
        )
    }
}
