import MotionMath

extension VQFFilter {
    /// What ``processWithDetails(gyroscope:accelerometer:magnetometer:deltaTimeSeconds:)`` returns:
    /// one entry per sample.
    public struct BatchOutput: Sendable {
        /// ``VQFFilter/attitude`` after each sample (9D when magnetometer samples were given).
        public var attitudes: [Quaternion]
        /// The flags after each sample.
        public var flags: [FilterFlags]
        /// The estimated gyroscope bias after each sample, rad/s.
        public var biases: [Vector3]
    }

    /// Runs the filter over whole arrays sampled at a constant time step and returns the
    /// estimate after every sample. `magnetometer` nil (or shorter than the other arrays)
    /// gives 6D updates for the samples it lacks. Extra entries of longer arrays are
    /// ignored: the count is that of the shortest of gyroscope and accelerometer.
    public mutating func processWithDetails(
        gyroscope: [Vector3],
        accelerometer: [Vector3],
        magnetometer: [Vector3]? = nil,
        deltaTimeSeconds: Double
    ) -> BatchOutput {
        let count = min(gyroscope.count, accelerometer.count)
        var output = BatchOutput(attitudes: [], flags: [], biases: [])
        output.attitudes.reserveCapacity(count)
        output.flags.reserveCapacity(count)
        output.biases.reserveCapacity(count)
        let magnetometerCount = magnetometer?.count ?? 0
        for index in 0..<count {
            update(
                gyroscope: gyroscope[index], accelerometer: accelerometer[index],
                magnetometer: index < magnetometerCount ? magnetometer?[index] : nil,
                deltaTimeSeconds: deltaTimeSeconds)
            output.attitudes.append(attitude)
            output.flags.append(flags)
            output.biases.append(state.biasRadiansPerSecond)
        }
        return output
    }

    /// Runs the filter over buffers sampled at a constant time step, writing the attitude
    /// after each sample into `attitudes` (which must hold at least as many entries as
    /// there are samples; extra samples beyond its count are not processed). Does not
    /// allocate. `magnetometer` empty means 6D.
    public mutating func process(
        gyroscope: UnsafeBufferPointer<Vector3>,
        accelerometer: UnsafeBufferPointer<Vector3>,
        magnetometer: UnsafeBufferPointer<Vector3>,
        deltaTimeSeconds: Double,
        attitudes: UnsafeMutableBufferPointer<Quaternion>
    ) {
        let count = min(gyroscope.count, accelerometer.count, attitudes.count)
        let magnetometerCount = magnetometer.count
        for index in 0..<count {
            update(
                gyroscope: gyroscope[index], accelerometer: accelerometer[index],
                magnetometer: index < magnetometerCount ? magnetometer[index] : nil,
                deltaTimeSeconds: deltaTimeSeconds)
            attitudes[index] = attitude
        }
    }
}
