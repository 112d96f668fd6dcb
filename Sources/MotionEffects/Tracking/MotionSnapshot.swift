import MotionMath

/// Everything an effect needs about one moment of device motion; a plain value.
///
/// Produced per sample by ``MotionTracker`` (and so by `DeviceMotionFeed` in `MotionFeed`). Effects are pure
/// functions of a snapshot, so a snapshot at rest (``atRest(interfaceOrientation:)``) renders
/// every effect in its "motion off" state.
public struct MotionSnapshot: Sendable, Equatable {
    /// Sample time, seconds on the sensor's clock (0 at rest).
    public var timestampSeconds: Double
    /// Q, the current attitude (device → world).
    public var currentDeviceRotation: Quaternion
    /// S, the settled reference attitude (§4.1.1); nil before the first sample.
    public var settledDeviceRotation: Quaternion?
    /// The interface orientation the snapshot was taken in.
    public var interfaceOrientation: InterfaceOrientation
    /// C, the four-direction clone rotation about +z (§4.2).
    public var cloneRotation: Quaternion
    /// True on the sample where ``cloneRotation`` snapped to another direction; renderers
    /// should not smooth across that sample.
    public var cloneRotationDidChange: Bool
    /// Bias-removed rotation rate in the device frame, rad/s.
    public var rotationRateRadiansPerSecond: Vector3
    /// The interval the shared sensor actually runs at, seconds (0 when stopped).
    public var updateIntervalSeconds: Double
    /// Whether effects should follow motion (`updateInterval > 0 && !disabled`, after gating).
    public var isDetectingMotion: Bool

    /// Creates a snapshot.
    public init(
        timestampSeconds: Double,
        currentDeviceRotation: Quaternion,
        settledDeviceRotation: Quaternion?,
        interfaceOrientation: InterfaceOrientation,
        cloneRotation: Quaternion = .identity,
        cloneRotationDidChange: Bool = false,
        rotationRateRadiansPerSecond: Vector3 = .zero,
        updateIntervalSeconds: Double,
        isDetectingMotion: Bool
    ) {
        self.timestampSeconds = timestampSeconds
        self.currentDeviceRotation = currentDeviceRotation
        self.settledDeviceRotation = settledDeviceRotation
        self.interfaceOrientation = interfaceOrientation
        self.cloneRotation = cloneRotation
        self.cloneRotationDidChange = cloneRotationDidChange
        self.rotationRateRadiansPerSecond = rotationRateRadiansPerSecond
        self.updateIntervalSeconds = updateIntervalSeconds
        self.isDetectingMotion = isDetectingMotion
    }

    /// A snapshot with no motion: identity attitude, not detecting motion.
    public static func atRest(interfaceOrientation: InterfaceOrientation = .portrait) -> MotionSnapshot {
        MotionSnapshot(
            timestampSeconds: 0, currentDeviceRotation: .identity, settledDeviceRotation: nil,
            interfaceOrientation: interfaceOrientation, updateIntervalSeconds: 0, isDetectingMotion: false
        )
    }

    /// I, the interface rotation.
    public var interfaceRotation: Quaternion { interfaceOrientation.rotation }

    /// Δ = d2s(I⁻¹·Q⁻¹·S·I): how far the screen has turned away from the settled attitude,
    /// in the y-down screen frame (§4.1). Identity before the first sample.
    public var deltaRotation: Quaternion {
        guard let settled = settledDeviceRotation else { return .identity }
        let i = interfaceRotation
        return EffectMath.deviceToScreen(i.conjugate * currentDeviceRotation.normalized.conjugate * settled.normalized * i)
    }

    /// W = d2s(I⁻¹·Q⁻¹·I·C·O): the screen-frame rotation that keeps content fixed in the world
    /// at the offset rotation O (§4.2). C is used only when `isShowingInFourDirections`.
    public func interfaceToWorldRotation(offset: Quaternion, isShowingInFourDirections: Bool) -> Quaternion {
        let i = interfaceRotation
        let clone = isShowingInFourDirections ? cloneRotation : .identity
        return EffectMath.deviceToScreen(i.conjugate * currentDeviceRotation.normalized.conjugate * i * clone * offset)
    }
}
