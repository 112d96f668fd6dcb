import Foundation
import MotionMath

/// A feed that needs no sensor: a scripted hand-held motion computed from the clock.
///
/// It stands in for a real source while developing the views and in tests of the views;
/// it has no sampling thread, so `latestFrame()` computes the frame for the current time.
public final class SyntheticMotionFeed: MotionFeed {
    private struct State {
        var sequenceNumber: UInt64 = 0
        var referenceAttitude = Quaternion.identity
        var interfaceOrientationName = "portrait"
        var isReduceMotionEnabled = false
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
    private let state = LockedValue(State())
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
        let now = elapsedSeconds()
        state.withLock { state in
            switch control {
            case .resetReference:
                state.referenceAttitude = Self.attitude(atSeconds: now)
            case .cycleInterfaceOrientation:
                state.interfaceOrientationName =
                    interfaceOrientationNames.cycled(after: state.interfaceOrientationName) ?? "portrait"
            case .setInterfaceOrientation(let name) where interfaceOrientationNames.contains(name):
                state.interfaceOrientationName = name
            case .setReduceMotion(let isOn):
                state.isReduceMotionEnabled = isOn
            case .toggleReduceMotion:
                state.isReduceMotionEnabled.toggle()
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
        let snapshot = state.withLock { state -> State in
            state.sequenceNumber += 1
            return state
        }
        let isStill = snapshot.filterName == "still"
        let attitude = isStill ? .identity : Self.attitude(atSeconds: seconds)
        let step = 1 / sampleRateHertz
        let next = isStill ? .identity : Self.attitude(atSeconds: seconds + step)
        let delta = attitude.conjugate * next
        let rotationRate = 2 * delta.vector / step * (delta.w < 0 ? -1 : 1)
        let gravity = attitude.conjugate.rotate(Vector3(0, 0, -1))
        let relative = snapshot.referenceAttitude.conjugate * attitude
        let effects = PlaceholderEffects.outputs(
            relativeAttitude: relative,
            isDetectingMotion: !snapshot.isReduceMotionEnabled
        )
        return MotionFrame(
            sequenceNumber: snapshot.sequenceNumber,
            timestampSeconds: seconds,
            hostTimeMilliseconds: Date().timeIntervalSince1970 * 1000,
            attitude: attitude,
            rotationRateRadiansPerSecond: rotationRate,
            gravityG: gravity,
            userAccelerationG: Vector3(0.02 * sin(seconds * 9), 0.015 * cos(seconds * 7), 0),
            effects: effects,
            status: FeedStatus(
                sourceName: sourceName,
                chipName: chipName,
                filterName: snapshot.filterName,
                availableFilterNames: filterNames,
                referenceFrameName: snapshot.referenceFrameName,
                sampleRateHertz: sampleRateHertz,
                calibrationDescription: "none",
                interfaceOrientationName: snapshot.interfaceOrientationName,
                isReduceMotionEnabled: snapshot.isReduceMotionEnabled
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
