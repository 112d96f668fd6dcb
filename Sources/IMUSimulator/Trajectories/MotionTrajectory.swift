/// A scripted motion of the sensor with exact ground truth.
///
/// Conforming types give, at any time t ≥ 0 (seconds from the start of the motion), the
/// attitude (sensor → ENU), the angular velocity in the sensor frame (consistent with the
/// attitude's derivative: q̇ = ½ q ⊗ (0, ω)), and the linear acceleration in the world frame.
/// Trajectories are values: evaluating one never changes it.
public protocol MotionTrajectory: Sendable {
    /// The true motion at `timeSeconds`.
    func state(atSeconds timeSeconds: Double) -> MotionState
}
