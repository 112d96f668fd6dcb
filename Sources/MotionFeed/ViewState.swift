import Foundation
import MotionEffects

/// What a viewer has chosen that the effects depend on, and the effects' own state.
struct ViewState {
    var tracker: MotionTracker
    var orientation: InterfaceOrientation
    var isReduceMotionEnabled: Bool
    var sequenceNumber: UInt64 = 0

    init(orientation: InterfaceOrientation, isReduceMotionEnabled: Bool) {
        self.orientation = orientation
        self.isReduceMotionEnabled = isReduceMotionEnabled
        tracker = MotionTracker(interfaceOrientation: orientation)
    }

    /// Applies the orientation and reduce-motion controls; returns true when it handled
    /// `control`.
    mutating func apply(_ control: MotionControl) -> Bool {
        switch control {
        case .cycleInterfaceOrientation:
            let names = interfaceOrientationNames
            let next = names.cycled(after: orientation.rawValue).flatMap(InterfaceOrientation.init(rawValue:)) ?? .portrait
            setOrientation(next)
        case .setInterfaceOrientation(let name):
            if let next = InterfaceOrientation(rawValue: name) { setOrientation(next) }
        case .setReduceMotion(let isOn):
            isReduceMotionEnabled = isOn
        case .toggleReduceMotion:
            isReduceMotionEnabled.toggle()
        case .resetReference:
            tracker.reset()
        default:
            return false
        }
        return true
    }

    private mutating func setOrientation(_ next: InterfaceOrientation) {
        orientation = next
        _ = tracker.setInterfaceOrientation(next)
    }

    /// Whether the effects follow motion under the current settings and environment
    /// (`INERTIA_REDUCE_MOTION` also turns them off).
    func isDetectingMotion(updateIntervalSeconds: Double) -> Bool {
        MotionSettings(reduceMotion: isReduceMotionEnabled)
            .gate(updateIntervalSeconds: updateIntervalSeconds, isSensorAvailable: true)
            .isDetectingMotion
    }
}
