import MotionMath

/// The motions the simulator offers by name (`--motion NAME`). Each is documented with its
/// exact script so tests and users know what to expect. Axes are the sensor's: with the
/// identity attitude x points east, y north, z up. In CoreMotion's words a rotation about
/// x is *pitch*, about y *roll*, about z *yaw*.
public enum NamedMotion: String, CaseIterable, Sendable {
    /// Lies flat, face up, not moving: accelerometer (0, 0, +g), gyroscope 0, heading north.
    case still
    /// Slow tilting, repeating every 20 s. 0–10 s: roll (about y) = 30° · sin(2πt/5 s) under
    /// a window with 1.25 s raised-cosine edges, so it swings to ±30° twice. 10–20 s: pitch
    /// (about x), the same. No translation.
    case tilt
    /// Hand-held waving: yaw 25° (1.6 s) + 8° (0.7 s), pitch 20° (1.1 s) + 6° (0.45 s),
    /// roll 15° (1.3 s) sinusoids, and a translation of ±8 cm east (0.8 s), ±4 cm north
    /// (1.1 s), ±5 cm up (0.6 s): peaks near 170 °/s and 6 m/s².
    case wave
    /// Spins about the sensor z axis (flat, face up) at a steady 90 °/s, from t = 0.
    case spin
    /// Gentle hand-held motion for the demo: slow yaw ±20° (13 s) + 3° (2.9 s), pitch ±10°
    /// (9 s) + 2° (2.3 s), roll ±8° (7 s) + 1.5° (1.7 s), a 0.15° 9 Hz tremor, and a
    /// drift of ±1 cm (5 s) east and ±5 mm (3.7 s) up.
    case handheld
    /// The six-face calibration poses (face up, face down, x up, x down, y up, y down,
    /// then face up again), each held 4 s with 3 s turns (`PoseSequence.sixFaces`).
    case poses
    /// A slow tumble through every orientation for magnetometer calibration
    /// (`SphereSweep`): yaw one turn per 5 s, pitch one per 23 s, roll one per 61 s.
    case sweep
    /// `poses` followed by `sweep`: what a user does for a full calibration.
    case calibration

    /// The trajectory this name stands for.
    public var trajectory: any MotionTrajectory {
        let degree = Double.pi / 180
        switch self {
        case .still:
            return ScriptedTrajectory()
        case .tilt:
            let swing = ScalarSignal.sine(amplitude: 30 * degree, periodSeconds: 5)
            let first = ScalarSignal.periodic(periodSeconds: 20, .product(swing, .window(startSeconds: 0, endSeconds: 10, rampSeconds: 1.25)))
            let second = ScalarSignal.periodic(periodSeconds: 20, .product(swing, .window(startSeconds: 10, endSeconds: 20, rampSeconds: 1.25)))
            return ScriptedTrajectory(rotations: [
                .init(axis: Vector3(1, 0, 0), angleRadians: second),
                .init(axis: Vector3(0, 1, 0), angleRadians: first),
            ])
        case .wave:
            return Self.waveTrajectory()
        case .spin:
            return ScriptedTrajectory(rotations: [.init(axis: Vector3(0, 0, 1), angleRadians: .ramp(ratePerSecond: 90 * degree))])
        case .handheld:
            return ScriptedTrajectory(
                rotations: [
                    .init(axis: Vector3(0, 0, 1), angleRadians: .sum([
                        .sine(amplitude: 20 * degree, periodSeconds: 13),
                        .sine(amplitude: 3 * degree, periodSeconds: 2.9, phaseRadians: 0.7),
                    ])),
                    .init(axis: Vector3(1, 0, 0), angleRadians: .sum([
                        .sine(amplitude: 10 * degree, periodSeconds: 9, phaseRadians: 0.4),
                        .sine(amplitude: 2 * degree, periodSeconds: 2.3, phaseRadians: 1.1),
                        .sine(amplitude: 0.15 * degree, periodSeconds: 1.0 / 9.0),
                    ])),
                    .init(axis: Vector3(0, 1, 0), angleRadians: .sum([
                        .sine(amplitude: 8 * degree, periodSeconds: 7, phaseRadians: 0.9),
                        .sine(amplitude: 1.5 * degree, periodSeconds: 1.7, phaseRadians: 2),
                    ])),
                ],
                positionMeters: [
                    .sine(amplitude: 0.01, periodSeconds: 5),
                    .constant(0),
                    .sine(amplitude: 0.005, periodSeconds: 3.7, phaseRadians: 0.5),
                ]
            )
        case .poses:
            return PoseSequence.sixFaces()
        case .sweep:
            return SphereSweep()
        case .calibration:
            let poses = PoseSequence.sixFaces()
            return TrajectorySequence(segments: [
                .init(trajectory: poses, durationSeconds: poses.durationSeconds),
                .init(trajectory: SphereSweep(), durationSeconds: 0),
            ])
        }
    }
}

extension NamedMotion {
    /// `wave`'s script with its rotation angles scaled by `rotationScale` and its
    /// translations by `translationScale` (1 and 1: `wave` itself), each angle and position
    /// multiplied by `envelope` when one is given (a fade-in, say; nil: none).
    static func waveTrajectory(rotationScale: Double = 1, translationScale: Double = 1, envelope: ScalarSignal? = nil) -> ScriptedTrajectory {
        let degree = Double.pi / 180
        func shaped(_ signal: ScalarSignal) -> ScalarSignal { envelope.map { .product(signal, $0) } ?? signal }
        return ScriptedTrajectory(
            rotations: [
                .init(axis: Vector3(0, 0, 1), angleRadians: shaped(.sum([
                    .sine(amplitude: rotationScale * 25 * degree, periodSeconds: 1.6),
                    .sine(amplitude: rotationScale * 8 * degree, periodSeconds: 0.7, phaseRadians: 1),
                ]))),
                .init(axis: Vector3(1, 0, 0), angleRadians: shaped(.sum([
                    .sine(amplitude: rotationScale * 20 * degree, periodSeconds: 1.1, phaseRadians: 0.5),
                    .sine(amplitude: rotationScale * 6 * degree, periodSeconds: 0.45, phaseRadians: 2),
                ]))),
                .init(axis: Vector3(0, 1, 0), angleRadians: shaped(.sine(amplitude: rotationScale * 15 * degree, periodSeconds: 1.3, phaseRadians: 1.2))),
            ],
            positionMeters: [
                shaped(.sine(amplitude: translationScale * 0.08, periodSeconds: 0.8)),
                shaped(.sine(amplitude: translationScale * 0.04, periodSeconds: 1.1, phaseRadians: 0.3)),
                shaped(.sine(amplitude: translationScale * 0.05, periodSeconds: 0.6, phaseRadians: 1)),
            ]
        )
    }
}
