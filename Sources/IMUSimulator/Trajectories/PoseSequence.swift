import MotionMath

/// A pose-sequence player for calibration: the sensor holds each static pose for a while,
/// then turns to the next along the shortest rotation with a quintic smoothstep
/// (zero angular velocity and acceleration at both ends of each transition).
///
/// After the last pose it holds that pose forever. Ground truth is exact: during a
/// transition from A to B, attitude = A ⊗ R(n, s(t)·Φ) where n, Φ are the axis and angle
/// of A⁻¹ ⊗ B, so ω = n · Φ · ṡ(t) in the sensor frame.
public struct PoseSequence: MotionTrajectory, Equatable {
    /// One static pose.
    public struct Pose: Sendable, Equatable {
        /// Sensor → ENU attitude while held.
        public var attitude: Quaternion
        /// How long it is held, seconds.
        public var holdSeconds: Double
        /// A short name shown to a user ("face up", "x down").
        public var name: String

        /// Creates a pose.
        public init(attitude: Quaternion, holdSeconds: Double, name: String = "") {
            self.attitude = attitude.normalized
            self.holdSeconds = max(0, holdSeconds)
            self.name = name
        }
    }

    /// The poses, in order.
    public var poses: [Pose]
    /// Duration of each transition between poses, seconds. Default: 2 s.
    public var transitionSeconds: Double

    /// Creates a sequence. An empty list holds the identity attitude.
    public init(poses: [Pose], transitionSeconds: Double = 2) {
        self.poses = poses
        self.transitionSeconds = max(0, transitionSeconds)
    }

    /// Total time until the last pose is reached and its hold ends, seconds.
    public var durationSeconds: Double {
        poses.reduce(0) { $0 + $1.holdSeconds } + Double(max(poses.count - 1, 0)) * transitionSeconds
    }

    /// Which pose is held at `timeSeconds` (nil while turning between poses).
    public func poseIndex(atSeconds timeSeconds: Double) -> Int? {
        var start = 0.0
        for (index, pose) in poses.enumerated() {
            if timeSeconds < start + pose.holdSeconds || index == poses.count - 1 { return timeSeconds >= start ? index : nil }
            start += pose.holdSeconds
            if timeSeconds < start + transitionSeconds { return nil }
            start += transitionSeconds
        }
        return nil
    }

    /// The true motion at `timeSeconds`.
    public func state(atSeconds timeSeconds: Double) -> MotionState {
        guard let first = poses.first else { return Self.rest(.identity, timeSeconds) }
        var start = 0.0
        var current = first
        for next in poses.dropFirst() {
            let holdEnd = start + current.holdSeconds
            if timeSeconds < holdEnd { return Self.rest(current.attitude, timeSeconds) }
            if timeSeconds < holdEnd + transitionSeconds {
                let (axis, angle) = RotationMath.axisAngle(of: current.attitude.conjugate * next.attitude)
                let step = ScalarSignal.smoothStep(startSeconds: holdEnd, durationSeconds: transitionSeconds)
                    .evaluate(atSeconds: timeSeconds)
                let attitude = current.attitude * RotationMath.rotation(axis: axis, angleRadians: step.value * angle)
                return MotionState(
                    timeSeconds: timeSeconds,
                    attitude: attitude.normalized,
                    angularVelocityRadiansPerSecond: axis * (angle * step.firstDerivative),
                    linearAccelerationMetersPerSecondSquared: Vector3(0, 0, 0)
                )
            }
            start = holdEnd + transitionSeconds
            current = next
        }
        return Self.rest(current.attitude, timeSeconds)
    }

    private static func rest(_ attitude: Quaternion, _ timeSeconds: Double) -> MotionState {
        MotionState(
            timeSeconds: timeSeconds,
            attitude: attitude,
            angularVelocityRadiansPerSecond: Vector3(0, 0, 0),
            linearAccelerationMetersPerSecondSquared: Vector3(0, 0, 0)
        )
    }
}
