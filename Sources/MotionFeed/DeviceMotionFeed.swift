import DeviceMotion
import Foundation
import IMUSamples
import MotionEffects
import MotionMath
import Synchronization

/// The one path from a `MotionManager` to the motion effects: device motion in, effect
/// outputs out, for the terminal demo, the dashboard, `inertia effects` and applications.
///
/// A task takes the manager's samples (keeping only the newest if the task falls behind,
/// or every one with `keepsEverySample`, the manager waiting while the task is behind),
/// runs the effects on each and stores the frame;
/// views pull the newest frame with `latestFrame()`, and consumers that want every frame
/// iterate `frames()`. Gating (reduce motion, `INERTIA_REDUCE_MOTION`, low power) is checked
/// when the feed starts and again every `gatingRefreshSeconds`; while motion is off every
/// effect rests.
public final class DeviceMotionFeed: MotionFeed, @unchecked Sendable {
    /// What the feed shows and starts with.
    public struct Settings: Sendable {
        /// The attitude reference frame to start in. Default `xArbitraryZVertical`.
        public var referenceFrame: AttitudeReferenceFrame = .xArbitraryZVertical
        /// Interface orientation to start in. Default portrait.
        public var interfaceOrientation: InterfaceOrientation = .portrait
        /// Start with reduce-motion on. Default off (`INERTIA_REDUCE_MOTION=1` also turns it on).
        public var isReduceMotionEnabled = false
        /// The filters a viewer can switch between, in cycling order. Default: the standard
        /// factory's (vqf, complementary, madgwick, mahony).
        public var filterNames: [String] = AttitudeFilterFactory.standard.names
        /// The calibration in use, for the status line. Default: the manager's own
        /// (`MotionManager.calibrationDescription`).
        public var calibrationDescription: String?
        /// The interval between device-motion updates, seconds; 0 (default) takes every
        /// sample the sensor delivers.
        public var updateIntervalSeconds = 0.0
        /// Keep every sample when the feed falls behind (offline sources: a replay, the
        /// simulator on a virtual clock) instead of only the newest: the manager's sampling
        /// thread waits for the feed (`.waitingWhenFull`), never dropping and never growing
        /// memory. Never for a live sensor, whose FIFO would overflow. Default false.
        public var keepsEverySample = false
        /// With `keepsEverySample`, and for every-frame `frames()` consumers: how many samples
        /// (frames) may wait for a consumer before the source waits. Default 256.
        public var waitingBufferCapacity = 256
        /// The process environment, read for `INERTIA_REDUCE_MOTION`. Default: this process's.
        public var environment: [String: String] = ProcessInfo.processInfo.environment
        /// Reads the system's low-power signals (battery, firmware throttling); nil (default)
        /// never gates on low power.
        public var lowPowerDetector: LowPowerDetector?
        /// How often the gate is checked again while running, seconds of sensor time.
        /// Default 1 s.
        public var gatingRefreshSeconds = 1.0

        /// Default settings.
        public init() {}
    }

    /// The manager the feed reads (for consumers that want every sample, such as the
    /// motion daemon).
    public let manager: MotionManager
    private let settings: Settings
    private let composer = EffectsComposer()
    private let view: Mutex<ViewState>
    private let frame = Mutex<MotionFrame?>(nil)
    private let consumer = Mutex<(updates: MotionUpdates<DeviceMotion>, task: Task<Void, Never>)?>(nil)
    private let referenceFrame: Mutex<AttitudeReferenceFrame>
    private let subscribers = Mutex<FrameSubscribers>(FrameSubscribers())

    /// Creates a feed over `manager`; nothing runs until `start()`.
    public init(manager: MotionManager, settings: Settings = Settings()) {
        self.manager = manager
        self.settings = settings
        view = Mutex(ViewState(orientation: settings.interfaceOrientation, isReduceMotionEnabled: settings.isReduceMotionEnabled))
        referenceFrame = Mutex(settings.referenceFrame)
    }

    public func start() throws {
        refreshGate(atSeconds: nil)
        try subscribe(referenceFrame.withLock { $0 })
    }

    /// Every frame from now on, in order, until the source ends or `stop()`.
    /// - Parameter keepingNewest: how many frames to keep if the consumer falls behind
    ///   (older ones are lost); nil (default) keeps every frame, with at most
    ///   `Settings.waitingBufferCapacity` (256) waiting: then the feed waits for this consumer,
    ///   and with `keepsEverySample` the manager's sampling thread waits too, so memory
    ///   stays bounded however fast an offline source runs.
    public func frames(keepingNewest: Int? = nil) -> MotionFrames {
        let channel = FrameChannel(keepingNewest: keepingNewest, waitingCapacity: settings.waitingBufferCapacity)
        let (key, isFinished) = subscribers.withLock { $0.add(channel) }
        channel.onTermination { [weak self] in
            self?.subscribers.withLock { $0.remove(key) }
        }
        if isFinished { channel.finish() }
        return MotionFrames(channel: channel)
    }

    /// The calibration in use, for status lines: "none", "profile.json", "profile.json (saved)".
    public var calibrationDescription: String {
        settings.calibrationDescription ?? manager.calibrationDescription
    }

    /// The gate in force: whether the effects follow motion, and if not, why.
    public var gate: MotionGate { view.withLock { $0.gate } }

    private func subscribe(_ frame: AttitudeReferenceFrame) throws {
        let buffering: MotionUpdatesBuffering = settings.keepsEverySample
            ? .waitingWhenFull(settings.waitingBufferCapacity) : .newest(1)
        let updates = try manager.deviceMotionUpdates(using: frame, interval: settings.updateIntervalSeconds, buffering: buffering)
        let task = Task.detached { [weak self] in
            for await motion in updates {
                guard let self else { return }
                await self.receive(motion)
            }
            guard !Task.isCancelled else { return }
            self?.finishSubscribers()
        }
        let previous = consumer.withLock { slot in
            defer { slot = (updates, task) }
            return slot
        }
        previous?.updates.cancel()
        previous?.task.cancel()
    }

    /// Checks the gate again: the view's reduce motion, the environment and the low-power
    /// signals. `seconds` is the sensor time of the check (nil: now, unconditionally).
    private func refreshGate(atSeconds seconds: Double?) {
        let isDue = view.withLock { state in
            guard let seconds else { return true }
            return state.isGateDue(atSeconds: seconds, refreshSeconds: settings.gatingRefreshSeconds)
        }
        guard isDue else { return }
        // Reading the power supply touches sysfs: do it outside the lock.
        let isLowPower = settings.lowPowerDetector?.isLowPower() ?? false
        view.withLock { state in
            state.updateGate(environment: settings.environment, isLowPowerDetected: isLowPower, atSeconds: seconds)
        }
    }

    private func receive(_ motion: DeviceMotion) async {
        let arrivedMilliseconds = Date().timeIntervalSince1970 * 1000
        let interval = settings.updateIntervalSeconds > 0
            ? settings.updateIntervalSeconds : 1 / max(1, manager.sourceInformation.sampleRateHertz)
        refreshGate(atSeconds: motion.timestamp)
        let sample = MotionSample(motion)
        let (snapshot, sequence) = view.withLock { state -> (MotionSnapshot, UInt64) in
            state.sequenceNumber += 1
            return (state.tracker.update(sample, updateIntervalSeconds: interval, isDetectingMotion: state.gate.isDetectingMotion),
                    state.sequenceNumber)
        }
        let next = MotionFrame(
            sequenceNumber: sequence,
            timestampSeconds: motion.timestamp,
            hostTimeMilliseconds: arrivedMilliseconds,
            attitude: motion.attitude.quaternion,
            rotationRateRadiansPerSecond: motion.rotationRate,
            gravityG: motion.gravity,
            userAccelerationG: motion.userAcceleration,
            effects: composer.outputs(for: snapshot),
            status: status(),
            attitudeAccuracy: motion.attitudeAccuracy,
            headingReferenced: motion.headingReferenced,
            headingDriftBudgetDegrees: motion.headingDriftBudgetDegrees
        )
        frame.withLock { $0 = next }
        for channel in subscribers.withLock({ $0.all }) { await channel.send(next) }
    }

    public func latestFrame() -> MotionFrame? {
        guard var current = frame.withLock({ $0 }) else { return nil }
        current.status = status()
        return current
    }

    /// The status line as it is now.
    func status() -> FeedStatus {
        let managerStatus = manager.status
        let view = self.view.withLock { $0 }
        let available = manager.availableAttitudeReferenceFrames()
        return FeedStatus(
            sourceName: managerStatus.source.kind.rawValue,
            chipName: managerStatus.source.chipName,
            filterName: managerStatus.filterName,
            filterLabel: managerStatus.filterLabel,
            availableFilterNames: settings.filterNames,
            referenceFrameName: Self.name(of: referenceFrame.withLock { $0 }),
            availableReferenceFrameNames: AttitudeReferenceFrame.namedFrames.filter { available.contains($0.frame) }.map(\.name),
            sampleRateHertz: managerStatus.measuredSampleRateHertz,
            droppedSampleCount: managerStatus.sourceDroppedSampleCount,
            calibrationDescription: calibrationDescription,
            interfaceOrientationName: view.orientation.rawValue,
            isReduceMotionEnabled: view.isReduceMotionEnabled,
            motionOffReasons: view.gate.reasons.map(\.rawValue),
            problem: managerStatus.lastError,
            recalibration: managerStatus.recalibration?.description,
            sensorDelaySeconds: managerStatus.sensorDelaySeconds,
            predictionLeadSeconds: managerStatus.predictionLeadSeconds
        )
    }

    public func apply(_ control: MotionControl) {
        if case .resetReference = control {
            manager.resetReferenceAttitude()
        }
        let handled = view.withLock { state in
            let handled = state.apply(control)
            if handled { state.updateGate(environment: settings.environment, isLowPowerDetected: state.gate.lowPower, atSeconds: nil) }
            return handled
        }
        if handled { return }
        switch control {
        case .cycleFilter:
            if let next = settings.filterNames.cycled(after: manager.filterName) { setFilter(next) }
        case .setFilter(let name):
            setFilter(name)
        case .setReferenceFrame(let name):
            guard let next = AttitudeReferenceFrame(name: name), next != referenceFrame.withLock({ $0 }) else { return }
            do {
                try subscribe(next)
                referenceFrame.withLock { $0 = next }
            } catch {
                // The frame needs a magnetometer this source lacks: keep the current one.
            }
        default:
            break
        }
    }

    private func setFilter(_ name: String) {
        guard settings.filterNames.contains(name.lowercased()) else { return }
        do {
            try manager.setFilter(named: name)
        } catch {
            // Unknown to the manager's factory: keep the current filter.
        }
    }

    public func stop() {
        let current = consumer.withLock { slot in
            defer { slot = nil }
            return slot
        }
        current?.updates.cancel()
        current?.task.cancel()
        manager.stopAllUpdates()
        _ = manager.waitUntilStopped()
        finishSubscribers()
    }

    /// Ends every `frames()` stream.
    private func finishSubscribers() {
        for channel in subscribers.withLock({ $0.closeAll() }) { channel.finish() }
    }

    static func name(of frame: AttitudeReferenceFrame) -> String {
        AttitudeReferenceFrame.namedFrames.first { $0.frame == frame }?.name ?? frame.description
    }
}

extension MotionSample {
    /// The effects' view of a device-motion sample: timestamp (s), attitude quaternion
    /// (device → reference), rotation rate (rad/s, bias removed).
    public init(_ motion: DeviceMotion) {
        self.init(
            timestampSeconds: motion.timestamp, attitude: motion.attitude.quaternion,
            rotationRateRadiansPerSecond: motion.rotationRate)
    }
}
