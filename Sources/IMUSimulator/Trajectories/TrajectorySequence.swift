/// Plays trajectories one after another: segment i runs for its duration with its own
/// clock starting at 0; the last segment runs forever. Attitude continuity across a
/// boundary is the caller's choice (the calibration motion ends its poses face up, where
/// the sphere sweep starts).
public struct TrajectorySequence: MotionTrajectory {
    /// One segment: a trajectory and how long it plays, seconds.
    public struct Segment: Sendable {
        /// The trajectory, evaluated from its own t = 0.
        public var trajectory: any MotionTrajectory
        /// Play time, seconds (ignored for the last segment).
        public var durationSeconds: Double

        /// Creates a segment.
        public init(trajectory: any MotionTrajectory, durationSeconds: Double) {
            self.trajectory = trajectory
            self.durationSeconds = max(0, durationSeconds)
        }
    }

    /// The segments, in order.
    public var segments: [Segment]

    /// Creates a sequence. An empty list lies still, face up.
    public init(segments: [Segment]) {
        self.segments = segments
    }

    /// The true motion at `timeSeconds`.
    public func state(atSeconds timeSeconds: Double) -> MotionState {
        var start = 0.0
        for (index, segment) in segments.enumerated() {
            if index == segments.count - 1 || timeSeconds < start + segment.durationSeconds {
                var state = segment.trajectory.state(atSeconds: timeSeconds - start)
                state.timeSeconds = timeSeconds
                return state
            }
            start += segment.durationSeconds
        }
        return ScriptedTrajectory().state(atSeconds: timeSeconds)
    }
}
