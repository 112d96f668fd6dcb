import AttitudeFilters
import IMUSamples
import MotionMath

/// Everything one IMU sample turns into: device motion and the raw readings in the device frame.
public struct ProcessedSample: Sendable, Equatable {
    /// Device motion in the pipeline's reference frame.
    public var deviceMotion: DeviceMotion
    /// The measured acceleration, g, CoreMotion's sign, device frame.
    public var accelerometer: AccelerometerData
    /// The gyroscope, rad/s, device frame, bias not removed.
    public var gyro: GyroData
    /// The magnetometer, µT, device frame, after the sample correction; nil without one.
    public var magnetometer: MagnetometerData?
    /// What the filter reported for this sample (rest, magnetic disturbance, …).
    public var filterFlags: FilterFlags
    /// The filter's gyroscope bias estimate after this sample, rad/s, device frame (zero
    /// for filters that do not estimate it).
    public var gyroscopeBiasRadiansPerSecond: Vector3
    /// The reading as the source delivered it: SI units, sensor frame, before calibration
    /// and mounting (what `inertia stream --raw` prints).
    public var sensorSample: IMUSample
    /// The sensor sample's sequence number: 0 for the first sample of the manager's run,
    /// counting every sample the sensor produced, lost ones included (a gap in the numbers
    /// is a sample the source reported lost).
    public var sequenceNumber: UInt64 = 0
    /// When the sample's batch was read off the sensor, seconds on the host's monotonic
    /// clock (`MonotonicClock.nowSeconds`).
    public var readTimeSeconds: Double = 0

    /// A value to process samples into (`MotionPipeline.process(_:into:)`): time 0, identity
    /// attitude, zero vectors.
    static var empty: ProcessedSample {
        ProcessedSample(
            deviceMotion: DeviceMotion(
                timestamp: 0, attitude: Attitude(quaternion: .identity), rotationRate: .zero, gravity: .zero,
                userAcceleration: .zero),
            accelerometer: AccelerometerData(timestamp: 0, acceleration: .zero),
            gyro: GyroData(timestamp: 0, rotationRate: .zero),
            magnetometer: nil, filterFlags: [], gyroscopeBiasRadiansPerSecond: .zero,
            sensorSample: IMUSample(timestampSeconds: 0, gyroscopeRadiansPerSecond: .zero, accelerometerMetersPerSecondSquared: .zero))
    }
}
