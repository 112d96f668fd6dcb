import MotionMath

/// The reference directions a filter predicts in the sensor frame from its attitude.
@usableFromInline
struct PredictedDirections {
    /// Up (earth z) in the sensor frame: what a unit accelerometer reads at rest.
    @usableFromInline var up: Vector3
    /// The magnetic reference, normalised, in the sensor frame: the measured field's earth
    /// components rotated so that its horizontal part points north (ENU y).
    @usableFromInline var magnetic: Vector3

    /// Predicts the directions for `attitude` (sensor→ENU); `magnetometer` is a unit vector.
    @inlinable @inline(__always)
    init(attitude q: Quaternion, magnetometer: Vector3?) {
        let (w, x, y, z) = (q.w, q.x, q.y, q.z)
        // Rows of R(q); R^T·d = Σ d_i · row_i.
        up = Vector3(2 * (x * z - w * y), 2 * (y * z + w * x), 1 - 2 * (x * x + y * y))
        if let magnetometer {
            let earth = q.rotate(magnetometer)
            let horizontal = (earth.x * earth.x + earth.y * earth.y).squareRoot()
            let northRow = Vector3(2 * (x * y + w * z), 1 - 2 * (x * x + z * z), 2 * (y * z - w * x))
            magnetic = horizontal * northRow + earth.z * up
        } else {
            magnetic = .zero
        }
    }
}
