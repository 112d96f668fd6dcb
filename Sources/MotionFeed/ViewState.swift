import MotionEffects

/// What a viewer has chosen that the effects depend on, and the effects' own state.
struct ViewState {
    var tracker: MotionTracker
    var orientation: InterfaceOrientation
    var isReduceMotionEnabled: Bool
    var sequenceNumber: UInt64 = 0
    /// Whether the effects follow motion, and why not; checked by `updateGate`.
    var gate = MotionGate(updateIntervalSeconds: 1)
    /// Sensor time of the last gate check, seconds; nil before the first timed check.
    var gateCheckedAtSeconds: Double?

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

    /// Whether the gate is due for another check at sensor time `seconds`.
    func isGateDue(atSeconds seconds: Double, refreshSeconds: Double) -> Bool {
        guard let last = gateCheckedAtSeconds else { return true }
        return seconds - last >= refreshSeconds || seconds < last
    }

    /// Checks the gate again from the view's reduce motion, the environment
    /// (`INERTIA_REDUCE_MOTION`) and the low-power signal.
    mutating func updateGate(environment: [String: String], isLowPowerDetected: Bool, atSeconds seconds: Double?) {
        gate = MotionSettings(reduceMotion: isReduceMotionEnabled)
            .gate(updateIntervalSeconds: 1, isSensorAvailable: true, environment: environment, isLowPowerDetected: isLowPowerDetected)
        if let seconds { gateCheckedAtSeconds = seconds }
    }
}
