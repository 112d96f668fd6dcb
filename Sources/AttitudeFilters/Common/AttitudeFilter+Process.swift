import MotionMath

extension AttitudeFilter {
    /// Feeds a batch of samples in order and returns the attitude after each one.
    ///
    /// - Parameters:
    ///   - timestampsSeconds: sample times, s; the first sample's step is taken as 0
    ///     (it initialises the filter).
    ///   - gyroscope: rad/s; `accelerometer`: m/s²; `magnetometer`: µT, or nil for 6D.
    /// Arrays of different lengths are processed up to the shortest.
    @inlinable
    public mutating func process(
        timestampsSeconds: [Double],
        gyroscope: [Vector3],
        accelerometer: [Vector3],
        magnetometer: [Vector3]?
    ) -> [Quaternion] {
        var count = min(timestampsSeconds.count, gyroscope.count, accelerometer.count)
        if let magnetometer { count = min(count, magnetometer.count) }
        var attitudes: [Quaternion] = []
        attitudes.reserveCapacity(count)
        var previousTime = count > 0 ? timestampsSeconds[0] : 0
        for index in 0..<count {
            let time = timestampsSeconds[index]
            update(
                gyroscope: gyroscope[index],
                accelerometer: accelerometer[index],
                magnetometer: magnetometer?[index],
                deltaTimeSeconds: time - previousTime
            )
            if time.isFinite { previousTime = time }
            attitudes.append(attitude)
        }
        return attitudes
    }

    /// Feeds a batch with one fixed time step, s, and returns the attitude after each sample.
    @inlinable
    public mutating func process(
        gyroscope: [Vector3],
        accelerometer: [Vector3],
        magnetometer: [Vector3]?,
        deltaTimeSeconds: Double
    ) -> [Quaternion] {
        var count = min(gyroscope.count, accelerometer.count)
        if let magnetometer { count = min(count, magnetometer.count) }
        var attitudes: [Quaternion] = []
        attitudes.reserveCapacity(count)
        for index in 0..<count {
            update(
                gyroscope: gyroscope[index],
                accelerometer: accelerometer[index],
                magnetometer: magnetometer?[index],
                deltaTimeSeconds: deltaTimeSeconds
            )
            attitudes.append(attitude)
        }
        return attitudes
    }
}
