/// The demo's intro: a chain of steps, each starting when the one before finishes —
/// rotate the card upright, shift it into place, then fade its content in.
public struct IntroSequence: Sendable {
    /// One step: how long it takes and what it does to the pose as its progress goes 0 → 1.
    public struct Step: Sendable {
        /// Name, for tests and logs.
        public var name: String
        /// Duration, seconds.
        public var durationSeconds: Double
        /// Applies this step at eased progress `progress` (0…1) to `pose`.
        public var apply: @Sendable (_ pose: inout IntroPose, _ progress: Double) -> Void
    }

    /// The steps, in order.
    public var steps: [Step]

    /// Creates a sequence from its steps.
    public init(steps: [Step]) {
        self.steps = steps
    }

    /// The demo's intro: rotate (0.7 s) → shift (0.5 s) → fade in (0.6 s).
    public static let standard = IntroSequence(steps: [
        Step(name: "rotate", durationSeconds: 0.7) { pose, progress in
            pose.cardAngleRadians = IntroPose.start.cardAngleRadians * (1 - progress)
        },
        Step(name: "shift", durationSeconds: 0.5) { pose, progress in
            pose.cardShiftHeights = IntroPose.start.cardShiftHeights * (1 - progress)
        },
        Step(name: "fade in", durationSeconds: 0.6) { pose, progress in
            pose.contentOpacity = progress
        },
    ])

    /// Total duration, seconds.
    public var durationSeconds: Double {
        steps.reduce(0) { $0 + $1.durationSeconds }
    }

    /// The pose `elapsedSeconds` after the start: finished steps fully applied, the current
    /// one partly (ease-in-out), later ones not at all.
    public func pose(atSeconds elapsedSeconds: Double) -> IntroPose {
        var pose = IntroPose.start
        var stepStart = 0.0
        for step in steps {
            let local = elapsedSeconds - stepStart
            guard local > 0 else { break }
            let linear = step.durationSeconds > 0 ? min(1, local / step.durationSeconds) : 1
            step.apply(&pose, Self.easeInOut(linear))
            stepStart += step.durationSeconds
        }
        return pose
    }

    /// The name of the step running at `elapsedSeconds`, or nil once the sequence is over.
    public func stepName(atSeconds elapsedSeconds: Double) -> String? {
        var stepStart = 0.0
        for step in steps {
            if elapsedSeconds < stepStart + step.durationSeconds { return step.name }
            stepStart += step.durationSeconds
        }
        return nil
    }

    static func easeInOut(_ t: Double) -> Double {
        t * t * (3 - 2 * t)
    }
}
