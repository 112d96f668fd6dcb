import DeviceMotion
import Foundation
import IMUSamples
import MotionEffects
import MotionMath

/// The live feed: device motion from a `MotionManager`, run through the motion effects.
///
/// A task takes every sample from the manager (keeping only the newest if the task falls
/// behind), runs the effects on it and stores the frame; views read the newest frame.
public final class DeviceMotionFeed: MotionFeed, @unchecked Sendable {
    /// What the feed shows and starts with.
    public struct Settings: Sendable {
        /// The attitude reference frame to start in. Default `xArbitraryZVertical`.
        public var referenceFrame: AttitudeReferenceFrame = .xArbitraryZVertical
        /// Interface orientation to start in. Default portrait.
        public var interfaceOrientation: InterfaceOrientation = .portrait
        /// Start with reduce-motion on. Default off (`INERTIA_REDUCE_MOTION=1` also turns it on).
        public var isReduceMotionEnabled = false
        /// The filters a viewer can switch between, in cycling order.
        public var filterNames: [String] = AttitudeFilterFactory.views.names
        /// The calibration in use, for the status line. Default "none".
        public var calibrationDescription = "none"

        /// Default settings.
        public init() {}
    }

    private let manager: MotionManager
    private let settings: Settings
    private let composer = EffectsComposer()
    private let view: LockedValue<ViewState>
    private let frame = LockedValue<MotionFrame?>(nil)
    private let consumer = LockedValue<(updates: MotionUpdates<DeviceMotion>, task: Task<Void, Never>)?>(nil)
    private let referenceFrame: LockedValue<AttitudeReferenceFrame>

    /// Creates a feed over `manager`; nothing runs until `start()`.
    public init(manager: MotionManager, settings: Settings = Settings()) {
        self.manager = manager
        self.settings = settings
        view = LockedValue(ViewState(orientation: settings.interfaceOrientation,
                                     isReduceMotionEnabled: settings.isReduceMotionEnabled))
        referenceFrame = LockedValue(settings.referenceFrame)
    }

    public func start() throws {
        try subscribe(referenceFrame.current)
    }

    private func subscribe(_ frame: AttitudeReferenceFrame) throws {
        let updates = try manager.deviceMotionUpdates(using: frame, interval: 0, buffering: .newest(1))
        let task = Task.detached { [weak self] in
            for await motion in updates {
                guard let self else { return }
                self.receive(motion)
            }
        }
        let previous = consumer.withLock { slot in
            defer { slot = (updates, task) }
            return slot
        }
        previous?.updates.cancel()
        previous?.task.cancel()
    }

    private func receive(_ motion: DeviceMotion) {
        let arrivedMilliseconds = Date().timeIntervalSince1970 * 1000
        let interval = 1 / max(1, manager.sourceInformation.sampleRateHertz)
        let sample = MotionSample(
            timestampSeconds: motion.timestamp, attitude: motion.attitude.quaternion,
            rotationRateRadiansPerSecond: motion.rotationRate)
        let (snapshot, sequence) = view.withLock { state -> (MotionSnapshot, UInt64) in
            let detecting = state.isDetectingMotion(updateIntervalSeconds: interval)
            state.sequenceNumber += 1
            return (state.tracker.update(sample, updateIntervalSeconds: interval, isDetectingMotion: detecting),
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
            status: status()
        )
        frame.withLock { $0 = next }
    }

    public func latestFrame() -> MotionFrame? {
        guard var current = frame.current else { return nil }
        current.status = status()
        return current
    }

    /// The status line as it is now.
    func status() -> FeedStatus {
        let managerStatus = manager.status
        let view = self.view.current
        let available = manager.availableAttitudeReferenceFrames()
        return FeedStatus(
            sourceName: managerStatus.source.kind.rawValue,
            chipName: managerStatus.source.chipName,
            filterName: managerStatus.filterName,
            availableFilterNames: settings.filterNames,
            referenceFrameName: Self.name(of: referenceFrame.current),
            availableReferenceFrameNames: AttitudeReferenceFrame.namedFrames.filter { available.contains($0.frame) }.map(\.name),
            sampleRateHertz: managerStatus.measuredSampleRateHertz,
            droppedSampleCount: managerStatus.sourceDroppedSampleCount,
            calibrationDescription: settings.calibrationDescription,
            interfaceOrientationName: view.orientation.rawValue,
            isReduceMotionEnabled: view.isReduceMotionEnabled,
            problem: managerStatus.lastError
        )
    }

    public func apply(_ control: MotionControl) {
        if case .resetReference = control {
            manager.resetReferenceAttitude()
        }
        if view.withLock({ $0.apply(control) }) { return }
        switch control {
        case .cycleFilter:
            if let next = settings.filterNames.cycled(after: manager.filterName) { setFilter(next) }
        case .setFilter(let name):
            setFilter(name)
        case .setReferenceFrame(let name):
            guard let next = AttitudeReferenceFrame(name: name), next != referenceFrame.current else { return }
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
    }

    static func name(of frame: AttitudeReferenceFrame) -> String {
        AttitudeReferenceFrame.namedFrames.first { $0.frame == frame }?.name ?? frame.description
    }
}
