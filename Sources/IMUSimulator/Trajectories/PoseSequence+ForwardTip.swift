import MotionMath

extension PoseSequence {
    /// The motion of a mounting calibration, in the device frame: the device rests in its
    /// normal pose (flat, face up), tips forward (nose, +y, down: a turn about −x) by
    /// `tipDegrees`, holds briefly, and comes back to rest. Defaults: 6 s rest, a 30° tip,
    /// 1.5 s hold, 2 s turns.
    public static func forwardTip(
        restSeconds: Double = 6, tipDegrees: Double = 30, holdSeconds: Double = 1.5, transitionSeconds: Double = 2
    ) -> PoseSequence {
        let tipped = RotationMath.rotation(axis: Vector3(1, 0, 0), angleRadians: -tipDegrees * Double.pi / 180)
        return PoseSequence(
            poses: [
                Pose(attitude: .identity, holdSeconds: restSeconds, name: "normal pose"),
                Pose(attitude: tipped, holdSeconds: holdSeconds, name: "tipped forward"),
                Pose(attitude: .identity, holdSeconds: restSeconds, name: "normal pose"),
            ],
            transitionSeconds: transitionSeconds)
    }
}
