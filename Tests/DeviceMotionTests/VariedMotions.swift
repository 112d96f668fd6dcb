@testable import IMUSimulator

/// Simulated motions with accelerations of other strengths than the BROAD trials', for
/// checking on them what was fitted on BROAD: `wave` with its translations at ½, 1 and 3
/// times, `handheld` and `tilt`.
enum VariedMotions {
    static let all: [(name: String, trajectory: any MotionTrajectory)] = [
        ("wave, translations × 0.5", NamedMotion.waveTrajectory(translationScale: 0.5)),
        ("wave", NamedMotion.waveTrajectory()),
        ("wave, translations × 3", NamedMotion.waveTrajectory(translationScale: 3)),
        ("handheld", NamedMotion.handheld.trajectory),
        ("tilt", NamedMotion.tilt.trajectory),
    ]
}
