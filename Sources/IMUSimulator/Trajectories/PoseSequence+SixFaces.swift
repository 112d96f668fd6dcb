import MotionMath

extension PoseSequence {
    /// The six static poses of an accelerometer calibration, each with one sensor axis
    /// pointing up or down, ending face up again: face up (z up), face down, x up, x down,
    /// y up, y down, face up. Defaults: 4 s hold, 3 s turns.
    public static func sixFaces(holdSeconds: Double = 4, transitionSeconds: Double = 3) -> PoseSequence {
        let degree = Double.pi / 180
        let x = Vector3(1, 0, 0)
        let y = Vector3(0, 1, 0)
        let attitudes: [(String, Quaternion)] = [
            ("face up", .identity),
            ("face down", RotationMath.rotation(axis: x, angleRadians: 180 * degree)),
            ("x up", RotationMath.rotation(axis: y, angleRadians: -90 * degree)),
            ("x down", RotationMath.rotation(axis: y, angleRadians: 90 * degree)),
            ("y up", RotationMath.rotation(axis: x, angleRadians: 90 * degree)),
            ("y down", RotationMath.rotation(axis: x, angleRadians: -90 * degree)),
            ("face up", .identity),
        ]
        return PoseSequence(
            poses: attitudes.map { Pose(attitude: $0.1, holdSeconds: holdSeconds, name: $0.0) },
            transitionSeconds: transitionSeconds
        )
    }
}
