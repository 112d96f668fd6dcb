/// The three numbers a ``MotionReader`` hands its content (SwiftInMotion `MotionProxy`).
public struct MotionProxy: Hashable, Sendable {
    /// Horizontal offset, points (+ right).
    public var x: Double
    /// Vertical offset, points (+ down).
    public var y: Double
    /// Rotation rate about the screen normal, rad/s, passed through unscaled and unclamped.
    public var z: Double

    /// Creates a proxy.
    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// All zero: the content at rest.
    public static let zero = MotionProxy(x: 0, y: 0, z: 0)
}

/// SwiftInMotion's rate-driven `MotionReader`: the offset follows angular **velocity**, so the
/// view springs back to rest whenever the device stops (§4.4).
///
/// ω_screen = Rz(−φ)·ω_device (the interface-orientation rule, replacing the article's swap
/// table, which had the x sign wrong upside down and in one landscape); then
/// x = clamp(k·ω_screen.y), y = clamp(k·ω_screen.x) with k = 5·strength points per rad/s,
/// and z = ω_screen.z. Defaults: range −5…5 pt, strength 1 (saturates at 1 rad/s).
public struct MotionReader: Sendable, Equatable {
    /// Clamp range for x and y, points. Default −5…5.
    public var motionRange: ClosedRange<Double>
    /// Strength; the gain is 5·strength points per rad/s. Default 1.
    public var motionStrength: Double
    /// Rate of the reading timer, seconds. Default 1/30 s.
    public var updateIntervalSeconds: Double

    /// Creates a reader. Defaults: −5…5 pt, strength 1, 1/30 s.
    public init(motionRange: ClosedRange<Double> = -5...5, motionStrength: Double = 1, updateIntervalSeconds: Double = 1.0 / 30) {
        self.motionRange = motionRange
        self.motionStrength = motionStrength
        self.updateIntervalSeconds = updateIntervalSeconds
    }

    /// k, points per rad/s.
    public var gainPointsPerRadianPerSecond: Double { 5 * motionStrength }

    /// The proxy for a rotation rate (device frame, rad/s) in an interface orientation.
    public func proxy(rotationRateRadiansPerSecond rate: SIMD3<Double>, orientation: InterfaceOrientation) -> MotionProxy {
        let screen = orientation.screenVector(fromDevice: rate)
        let gain = gainPointsPerRadianPerSecond
        return MotionProxy(
            x: EffectMath.clamp(screen.y * gain, to: motionRange),
            y: EffectMath.clamp(screen.x * gain, to: motionRange),
            z: screen.z
        )
    }

    /// The proxy for a snapshot; ``MotionProxy/zero`` while motion is off.
    public func proxy(for snapshot: MotionSnapshot) -> MotionProxy {
        guard snapshot.isDetectingMotion else { return .zero }
        return proxy(rotationRateRadiansPerSecond: snapshot.rotationRateRadiansPerSecond, orientation: snapshot.interfaceOrientation)
    }
}

/// The layout `.motionEffect(scale:range:strength:)` gives its content: scale it about its
/// centre (over-scan, so the edges never show), then offset it.
public struct RateMotionLayout: Hashable, Sendable {
    /// Scale factor about the centre.
    public var scale: Double
    /// Offset, points (+x right, +y down).
    public var offset: SIMD2<Double>
}

/// SwiftInMotion's `.motionEffect(scale:range:strength:)`: a ``MotionReader`` plus over-scan.
public struct RateMotionEffect: Sendable, Equatable {
    /// Over-scan scale. Default 1.2.
    public var scale: Double
    /// The reader.
    public var reader: MotionReader

    /// Creates the effect. Defaults: scale 1.2, range −5…5 pt, strength 1.
    public init(scale: Double = 1.2, range: ClosedRange<Double> = -5...5, strength: Double = 1) {
        self.scale = scale
        reader = MotionReader(motionRange: range, motionStrength: strength)
    }

    /// The layout for a snapshot (offset zero while motion is off; the scale stays).
    public func layout(for snapshot: MotionSnapshot) -> RateMotionLayout {
        let proxy = reader.proxy(for: snapshot)
        return RateMotionLayout(scale: scale, offset: SIMD2(proxy.x, proxy.y))
    }
}

/// `.motionEffect(scale:range:strength:)`: a ``RateMotionEffect``.
/// - Parameters:
///   - scale: over-scan scale, default 1.2.
///   - range: clamp range, points, default −5…5.
///   - strength: gain factor (5·strength pt per rad/s), default 1.
public func motionEffect(scale: Double = 1.2, range: ClosedRange<Double> = -5...5, strength: Double = 1) -> RateMotionEffect {
    RateMotionEffect(scale: scale, range: range, strength: strength)
}
