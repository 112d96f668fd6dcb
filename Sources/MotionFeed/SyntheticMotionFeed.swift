import Foundation
import MotionEffects
import MotionMath
import Synchronization

/// A feed that needs no sensor: a scripted hand-held motion computed from the clock.
///
/// It stands in for a real source while developing the views and in tests of the views;
/// it has no sampling thread, so `latestFrame()` computes the frame for the current time.
public final class SyntheticMotionFeed: MotionFeed {
    private struct State {
        var view = ViewState(orientation: .portrait, isReduceMotionEnabled: false)
        var filterName = "synthetic"
        var referenceFrameName = "xArbitraryZVertical"
    }

    /// Nominal rate reported in the status, Hz.
    public let sampleRateHertz: Double
    /// Source name shown in the status.
    public let sourceName: String
    /// Chip name shown in the status.
    public let chipName: String
    private let startTime = ContinuousClock.now
    private let state = Mutex(State())
    private let composer = EffectsComposer()
    private let filterNames = ["synthetic", "still"]

    /// Creates a feed reporting `sampleRateHertz` (default 100 Hz) and the given names.
    public init(sampleRateHertz: Double = 100, sourceName: String = "synthetic", chipName: String = "none") {
        self.sampleRateHertz = sampleRateHertz
        self.sourceName = sourceName
        self.chipName = chipName
    }

    public func start() throws {}
    public func stop() {}

    public func apply(_ control: MotionControl) {
        state.withLock { state in
            if state.view.apply(control) { return }
            switch control {
            case .cycleFilter:
                state.filterName = filterNames.cycled(after: state.filterName) ?? state.filterName
            case .setFilter(let name) where filterNames.contains(name):
                state.filterName = name
            case .setReferenceFrame(let name) where name == "xArbitraryZVertical":
                state.referenceFrameName = name
            default:
                break
            }
        }
    }

    public func latestFrame() -> MotionFrame? {
        let seconds = elapsedSeconds()
        let isStill = state.withLock { $0.filterName } == "still"
        let attitude = isStill ? .identity : Self.attitude(atSeconds: seconds)
        let step = 1 / sampleRateHertz
        let next = isStill ? .identity : Self.attitude(atSeconds: seconds + step)
        let delta = attitude.conjugate * next
        let rotationRate = 2 * delta.vector / step * (delta.w < 0 ? -1 : 1)
        let gravity = attitude.conjugate.rotate(Vector3(0, 0, -1))
        let sample = MotionSample(timestampSeconds: seconds, attitude: attitude, rotationRateRadiansPerSecond: rotationRate)
        let (snapshot, current) = state.withLock { state -> (MotionSnapshot, State) in
            state.view.sequenceNumber += 1
            state.view.updateGate(environment: ProcessInfo.processInfo.environment, isLowPowerDetected: false, atSeconds: seconds)
            return (state.view.tracker.update(sample, updateIntervalSeconds: step, isDetectingMotion: state.view.gate.isDetectingMotion), state)
        }
        return MotionFrame(
            sequenceNumber: current.view.sequenceNumber,
            timestampSeconds: seconds,
            hostTimeMilliseconds: Date().timeIntervalSince1970 * 1000,
            attitude: attitude,
            rotationRateRadiansPerSecond: rotationRate,
            gravityG: gravity,
            userAccelerationG: Vector3(0.02 * sin(seconds * 9), 0.015 * cos(seconds * 7), 0),
            effects: composer.outputs(for: snapshot),
            status: FeedStatus(
                sourceName: sourceName,
                chipName: chipName,
                filterName: current.filterName,
                availableFilterNames: filterNames,
                referenceFrameName: current.referenceFrameName,
                sampleRateHertz: sampleRateHertz,
                calibrationDescription: "none",
                interfaceOrientationName: current.view.orientation.rawValue,
                isReduceMotionEnabled: current.view.isReduceMotionEnabled
            )
        )
    }

    private func elapsedSeconds() -> Double {
        let elapsed = ContinuousClock.now - startTime
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    /// The scripted hand-held attitude at `seconds`: slow sway in yaw, pitch and roll.
    static func attitude(atSeconds seconds: Double) -> Quaternion {
        let yaw = 0.18 * sin(2 * .pi * 0.11 * seconds)
        let pitch = 0.28 * sin(2 * .pi * 0.19 * seconds + 1) + 0.03 * sin(2 * .pi * 1.3 * seconds)
        let roll = 0.22 * sin(2 * .pi * 0.15 * seconds + 2)
        return axisAngle(Vector3(0, 0, 1), yaw) * axisAngle(Vector3(1, 0, 0), pitch) * axisAngle(Vector3(0, 1, 0), roll)
    }

    static func axisAngle(_ axis: Vector3, _ angleRadians: Double) -> Quaternion {
        let half = angleRadians / 2
        let s = sin(half)
        return Quaternion(w: cos(half), x: axis.x * s, y: axis.y * s, z: axis.z * s)
    }
}
