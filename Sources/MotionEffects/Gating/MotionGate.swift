/// Why effects are not following motion.
public enum MotionOffReason: String, Sendable, CaseIterable, Codable, Comparable {
    /// The app turned effects off (`disabled`).
    case disabled
    /// The requested update interval is 0 (or not finite): the sensor does not run.
    case stopped
    /// Reduce motion is on (setting or `INERTIA_REDUCE_MOTION`).
    case reduceMotion
    /// Low-power mode is on (setting, a discharging battery below the threshold, or Raspberry
    /// Pi under-voltage/throttling).
    case lowPower
    /// No device-motion source is available.
    case noSensor

    public static func < (lhs: MotionOffReason, rhs: MotionOffReason) -> Bool {
        let order = MotionOffReason.allCases
        return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
}

/// The gating decision: effects follow motion only when nothing turns them off
/// (`isDetectingMotion = updateInterval > 0 && !disabled`, extended with reduce motion, low
/// power and sensor availability, §5).
public struct MotionGate: Sendable, Equatable {
    /// The app's own switch. Default false.
    public var disabled: Bool
    /// The requested update interval, seconds. Default 0.1 s; 0 means off.
    public var updateIntervalSeconds: Double
    /// Reduce motion (the setting or the environment). Default false.
    public var reduceMotion: Bool
    /// Low-power mode (the setting or the detected state). Default false.
    public var lowPower: Bool
    /// Whether a device-motion source exists. Default true.
    public var isSensorAvailable: Bool

    /// Creates a gate. Defaults: enabled, 0.1 s, no reduce motion, no low power, sensor present.
    public init(
        disabled: Bool = false, updateIntervalSeconds: Double = 0.1, reduceMotion: Bool = false,
        lowPower: Bool = false, isSensorAvailable: Bool = true
    ) {
        self.disabled = disabled
        self.updateIntervalSeconds = updateIntervalSeconds
        self.reduceMotion = reduceMotion
        self.lowPower = lowPower
        self.isSensorAvailable = isSensorAvailable
    }

    /// Every reason motion is off, sorted; empty when effects follow motion.
    public var reasons: [MotionOffReason] {
        var result: [MotionOffReason] = []
        if disabled { result.append(.disabled) }
        if !(updateIntervalSeconds > 0 && updateIntervalSeconds.isFinite) { result.append(.stopped) }
        if reduceMotion { result.append(.reduceMotion) }
        if lowPower { result.append(.lowPower) }
        if !isSensorAvailable { result.append(.noSensor) }
        return result
    }

    /// True when effects should follow motion.
    public var isDetectingMotion: Bool { reasons.isEmpty }

    /// What `kind` shows now: nil while detecting motion, else its motion-off behaviour.
    public func behaviour(of kind: MotionEffectKind) -> MotionOffBehaviour? {
        isDetectingMotion ? nil : kind.motionOffBehaviour
    }
}
