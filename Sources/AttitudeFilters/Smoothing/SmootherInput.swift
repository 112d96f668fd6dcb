import MotionMath

/// The samples a ``WindowedSmoother`` holds, in the arrays ``VQFSmoother`` takes.
struct SmootherInput: Sendable {
    /// Each sample's time, s.
    private(set) var times: [Double] = []
    /// Angular rate, rad/s.
    private(set) var gyroscope: [Vector3] = []
    /// Specific force, m/s².
    private(set) var accelerometer: [Vector3] = []
    /// The magnetic field (nil entries without one, and all of them in 6D).
    private(set) var magnetometer: [Vector3?] = []

    /// The number of samples held.
    var count: Int { times.count }

    /// Adds a sample at the end.
    mutating func append(timeSeconds: Double, gyroscope: Vector3, accelerometer: Vector3, magnetometer: Vector3?) {
        times.append(timeSeconds)
        self.gyroscope.append(gyroscope)
        self.accelerometer.append(accelerometer)
        self.magnetometer.append(magnetometer)
    }

    /// Drops the first `samples` samples (at most all of them), keeping the arrays' capacity.
    mutating func removeFirst(_ samples: Int) {
        let dropped = min(max(samples, 0), count)
        times.removeFirst(dropped)
        gyroscope.removeFirst(dropped)
        accelerometer.removeFirst(dropped)
        magnetometer.removeFirst(dropped)
    }

    /// The first index from `start` on whose time is at least `seconds`; `count` when none is
    /// (times that are not numbers are never at least anything).
    func firstIndex(from start: Int, atOrAfter seconds: Double) -> Int {
        var index = max(start, 0)
        while index < count && !(times[index] >= seconds) { index += 1 }
        return index
    }

    /// The first finite time from `start` on, s; nil when there is none.
    func firstFiniteTime(from start: Int) -> Double? {
        times[min(max(start, 0), count)...].first { $0.isFinite }
    }
}
