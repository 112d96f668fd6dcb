import MotionMath

/// A slow tumble that turns the sensor through every orientation, so that the earth
/// field seen by a magnetometer sweeps the whole sphere (for hard/soft-iron calibration).
///
/// attitude(t) = Rz(ψ(t)) ⊗ Rx(φ(t)) ⊗ Ry(χ(t)), starting flat, face up. Each angle grows at a
/// steady rate after a `startSeconds` quintic ramp-up (so it starts at rest):
/// ψ one turn per `yawPeriodSeconds`, φ per `pitchPeriodSeconds`, χ per `rollPeriodSeconds`.
/// With the defaults (5 s, 23 s, 61 s) the field direction has visited every 20° cell of
/// the sphere after about 90 s.
public struct SphereSweep: MotionTrajectory, Equatable {
    /// The rotation chain it plays.
    public let script: ScriptedTrajectory

    /// Creates a sweep. Defaults: 5 s, 23 s and 61 s per turn, 3 s ramp-up.
    public init(yawPeriodSeconds: Double = 5, pitchPeriodSeconds: Double = 23, rollPeriodSeconds: Double = 61, startSeconds: Double = 3) {
        func turning(_ period: Double) -> ScalarSignal {
            .product(.ramp(ratePerSecond: 2 * Double.pi / max(period, 1e-3)), .smoothStep(startSeconds: 0, durationSeconds: startSeconds))
        }
        script = ScriptedTrajectory(rotations: [
            .init(axis: Vector3(0, 0, 1), angleRadians: turning(yawPeriodSeconds)),
            .init(axis: Vector3(1, 0, 0), angleRadians: turning(pitchPeriodSeconds)),
            .init(axis: Vector3(0, 1, 0), angleRadians: turning(rollPeriodSeconds)),
        ])
    }

    /// The true motion at `timeSeconds`.
    public func state(atSeconds timeSeconds: Double) -> MotionState {
        script.state(atSeconds: timeSeconds)
    }
}
