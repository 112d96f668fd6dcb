import MotionMath

/// Decides whether the sensor is still, from a sliding window of gyroscope and
/// accelerometer samples: still when, over the last `windowSeconds`, every axis's standard
/// deviation stays below its threshold. Biases do not matter; only variation does.
public struct StillnessDetector: Sendable {
    /// Tunable thresholds.
    public struct Settings: Sendable, Equatable {
        /// Length of the window, seconds. Default 1.0 s.
        public var windowSeconds: Double = 1.0
        /// Largest per-axis gyroscope standard deviation that counts as still, rad/s. Default 0.02 rad/s.
        public var gyroscopeDeviationRadiansPerSecond: Double = 0.02
        /// Largest per-axis accelerometer standard deviation that counts as still, m/s². Default 0.08 m/s².
        public var accelerometerDeviationMetersPerSecondSquared: Double = 0.08

        /// The default thresholds.
        public init() {}
    }

    /// The thresholds in use.
    public let settings: Settings
    private var window: [(time: Double, gyroscope: Vector3, accelerometer: Vector3)] = []

    /// Creates a detector.
    public init(settings: Settings = Settings()) {
        self.settings = settings
    }

    /// Adds a sample (time in s, gyroscope rad/s, accelerometer m/s²). Non-finite samples
    /// clear the window: stillness has to be seen again.
    public mutating func add(timeSeconds: Double, gyroscope: Vector3, accelerometer: Vector3) {
        let finite = timeSeconds.isFinite && [gyroscope, accelerometer].allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.z.isFinite }
        guard finite else {
            window.removeAll(keepingCapacity: true)
            return
        }
        if let last = window.last, timeSeconds < last.time { window.removeAll(keepingCapacity: true) }
        window.append((timeSeconds, gyroscope, accelerometer))
        let oldest = timeSeconds - settings.windowSeconds
        if let firstKept = window.firstIndex(where: { $0.time >= oldest }), firstKept > 0 {
            window.removeFirst(firstKept)
        }
    }

    /// Whether the window holds at least 5 samples, spans at least 90 % of `windowSeconds`
    /// and is still.
    public var isStill: Bool {
        guard let first = window.first, let last = window.last, window.count >= 5,
              last.time - first.time >= 0.9 * settings.windowSeconds else { return false }
        return deviation(\.gyroscope).max() <= settings.gyroscopeDeviationRadiansPerSecond
            && deviation(\.accelerometer).max() <= settings.accelerometerDeviationMetersPerSecondSquared
    }

    /// Mean accelerometer reading over the window, m/s².
    public var meanAccelerometer: Vector3 { mean(\.accelerometer) }

    /// Mean gyroscope reading over the window, rad/s.
    public var meanGyroscope: Vector3 { mean(\.gyroscope) }

    /// Forgets every sample.
    public mutating func reset() { window.removeAll(keepingCapacity: true) }

    private func mean(_ component: KeyPath<(time: Double, gyroscope: Vector3, accelerometer: Vector3), Vector3>) -> Vector3 {
        guard !window.isEmpty else { return .zero }
        return window.reduce(Vector3.zero) { $0 + $1[keyPath: component] } / Double(window.count)
    }

    private func deviation(_ component: KeyPath<(time: Double, gyroscope: Vector3, accelerometer: Vector3), Vector3>) -> Vector3 {
        let average = mean(component)
        let sum = window.reduce(Vector3.zero) { partial, entry in
            let difference = entry[keyPath: component] - average
            return partial + difference * difference
        }
        return (sum / Double(max(1, window.count))).squareRoot()
    }
}
