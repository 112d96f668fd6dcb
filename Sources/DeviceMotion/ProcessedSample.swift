import AttitudeFilters

/// Everything one IMU sample turns into: device motion and the raw readings in the device frame.
public struct ProcessedSample: Sendable, Hashable {
    /// Device motion in the pipeline's reference frame.
    public var deviceMotion: DeviceMotion
    /// The measured acceleration, g, CoreMotion's sign, device frame.
    public var accelerometer: AccelerometerData
    /// The gyroscope, rad/s, device frame, bias not removed.
    public var gyro: GyroData
    /// The magnetometer, µT, device frame, after the sample correction; nil without one.
    public var magnetometer: MagnetometerData?
    /// What the filter reported for this sample.
    public var filterFlags: FilterFlags
}
