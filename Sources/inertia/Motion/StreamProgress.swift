import DeviceMotion

/// What `inertia stream` keeps from one device-motion sample to the next, in one value:
/// the per-sample closure reaches it through one checked access (each variable it captured
/// alone cost one).
struct StreamProgress {
    /// The recalibration prompt of the last sample (nil: the calibration fits).
    private var recalibration: RecalibrationPrompt?
    /// The first sample's time, s (sensor clock); nil before the first sample.
    private var firstTimestamp: Double?
    /// Samples shown.
    private(set) var count = 0

    /// What `record` found.
    struct Step {
        /// The first sample's time, s: `motion`'s own for the first sample.
        let startSeconds: Double
        let isFirst: Bool
        /// Whether `motion`'s prompt differs from the previous sample's.
        let recalibrationChanged: Bool
        /// False once `motion` is past `durationSeconds` from the first sample (not counted).
        let isWithinDuration: Bool
    }

    /// Takes `motion` into account: its prompt, the start time, the count (when it is within
    /// `durationSeconds` of the first sample, s; nil: no limit).
    mutating func record(_ motion: DeviceMotion, durationSeconds: Double?) -> Step {
        let recalibrationChanged = motion.recalibration != recalibration
        if recalibrationChanged { recalibration = motion.recalibration }
        let isFirst = firstTimestamp == nil
        let start = firstTimestamp ?? motion.timestamp
        firstTimestamp = start
        let isWithinDuration = durationSeconds.map { motion.timestamp - start <= $0 + 1e-9 } ?? true
        if isWithinDuration { count += 1 }
        return Step(startSeconds: start, isFirst: isFirst, recalibrationChanged: recalibrationChanged,
                    isWithinDuration: isWithinDuration)
    }
}
