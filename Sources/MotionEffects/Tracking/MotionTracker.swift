import MotionMath

/// Turns a stream of ``MotionSample``s into ``MotionSnapshot``s: settling (§4.1.1), the
/// four-direction clone (§4.2) and the interface orientation (§3). A plain value; the
/// `DeviceMotionFeed` (in `MotionFeed`) owns one; tests drive one directly.
public struct MotionTracker: Sendable {
    /// Settings.
    public struct Settings: Sendable, Equatable {
        /// τ for the settled rotation, seconds. Default 2 s.
        public var settlingDurationSeconds: Double
        /// Creates settings. Default τ = 2 s.
        public init(settlingDurationSeconds: Double = 2) {
            self.settlingDurationSeconds = settlingDurationSeconds
        }
    }

    /// The settings in force.
    public private(set) var settings: Settings
    /// The settled-rotation chase.
    public private(set) var settledRotation: SettledRotation
    /// The last known interface orientation.
    public private(set) var orientation: InterfaceOrientationTracker
    /// The clone direction of the previous sample; nil after a reset.
    public private(set) var cloneDirection: CloneDirection?
    /// Timestamp of the previous sample, seconds; nil after a reset.
    public private(set) var lastTimestampSeconds: Double?

    /// Creates a tracker. Defaults: τ = 2 s, portrait.
    public init(settings: Settings = Settings(), interfaceOrientation: InterfaceOrientation = .portrait) {
        self.settings = settings
        settledRotation = SettledRotation(settlingDurationSeconds: settings.settlingDurationSeconds)
        orientation = InterfaceOrientationTracker(initial: interfaceOrientation)
    }

    /// Forgets the settled rotation, the clone and the time base (on start, stop and
    /// orientation change).
    public mutating func reset() {
        settledRotation.reset()
        cloneDirection = nil
        lastTimestampSeconds = nil
    }

    /// Records a reported orientation (nil = unknown: keeps the last). Resets when it changed.
    ///
    /// - Returns: whether the orientation really changed.
    @discardableResult
    public mutating func setInterfaceOrientation(_ reported: InterfaceOrientation?) -> Bool {
        let changed = orientation.update(reported)
        if changed { reset() }
        return changed
    }

    /// Processes one sample.
    ///
    /// Δt for settling is the timestamp difference to the previous sample; when that is not
    /// positive and finite, `updateIntervalSeconds` is used instead.
    /// - Parameters:
    ///   - updateIntervalSeconds: the interval the sensor runs at, seconds.
    ///   - isDetectingMotion: the gating result, copied into the snapshot.
    public mutating func update(_ sample: MotionSample, updateIntervalSeconds: Double, isDetectingMotion: Bool = true) -> MotionSnapshot {
        var deltaTime = updateIntervalSeconds
        if let last = lastTimestampSeconds {
            let difference = sample.timestampSeconds - last
            if difference > 0, difference.isFinite { deltaTime = difference }
        }
        lastTimestampSeconds = sample.timestampSeconds
        let settled = settledRotation.update(attitude: sample.attitude, deltaTimeSeconds: deltaTime)
        let direction = CloneDirection(attitude: sample.attitude, interfaceOrientation: orientation.orientation)
        let didChange = cloneDirection.map { $0 != direction } ?? false
        cloneDirection = direction
        return MotionSnapshot(
            timestampSeconds: sample.timestampSeconds,
            currentDeviceRotation: sample.attitude.normalized,
            settledDeviceRotation: settled,
            interfaceOrientation: orientation.orientation,
            cloneRotation: direction.rotation,
            cloneRotationDidChange: didChange,
            rotationRateRadiansPerSecond: sample.rotationRateRadiansPerSecond,
            updateIntervalSeconds: updateIntervalSeconds,
            isDetectingMotion: isDetectingMotion
        )
    }
}
