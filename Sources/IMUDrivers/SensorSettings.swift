/// What the user asks of a sensor. The driver picks the nearest rows of its tables and
/// reports what it applied as a `SensorConfiguration`.
public struct SensorSettings: Sendable, Equatable {
    /// Output data rate, Hz. Default: 100 Hz. The driver picks the slowest supported rate
    /// at or above it (the MPU-6050 family: 1000 / (1 + divider), 4–1000 Hz); above the
    /// chip's fastest rate it runs at that.
    public var sampleRateHertz: Double
    /// Accelerometer range, ± g. Default: 4 g. The narrowest range covering it is used.
    public var accelerometerRangeG: Double
    /// Gyroscope range, ± degrees per second. Default: 2000 °/s.
    public var gyroscopeRangeDegreesPerSecond: Double
    /// Whether FIFO samples carry the chip's hardware timestamp when it has one (LSM6DS
    /// family). Default: true.
    public var usesHardwareTimestamps: Bool

    /// Creates settings; every parameter has the documented default.
    public init(
        sampleRateHertz: Double = 100,
        accelerometerRangeG: Double = 4,
        gyroscopeRangeDegreesPerSecond: Double = 2000,
        usesHardwareTimestamps: Bool = true
    ) {
        self.sampleRateHertz = sampleRateHertz
        self.accelerometerRangeG = accelerometerRangeG
        self.gyroscopeRangeDegreesPerSecond = gyroscopeRangeDegreesPerSecond
        self.usesHardwareTimestamps = usesHardwareTimestamps
    }
}

/// What a driver actually configured.
public struct SensorConfiguration: Sendable, Equatable {
    /// The output data rate the chip runs at, Hz.
    public var sampleRateHertz: Double
    /// The accelerometer range row in use.
    public var accelerometerFullScale: FullScale
    /// The gyroscope range row in use.
    public var gyroscopeFullScale: FullScale
    /// The low-pass bandwidth, Hz, when the chip has one set by the driver.
    public var lowPassBandwidthHertz: Double?
    /// How late the gyroscope reports the motion with that low-pass filter, s: its
    /// datasheet's group delay; nil when the datasheet gives none.
    public var gyroscopeDelaySeconds: Double?

    /// Creates a configuration.
    public init(
        sampleRateHertz: Double, accelerometerFullScale: FullScale, gyroscopeFullScale: FullScale,
        lowPassBandwidthHertz: Double? = nil, gyroscopeDelaySeconds: Double? = nil
    ) {
        self.sampleRateHertz = sampleRateHertz
        self.accelerometerFullScale = accelerometerFullScale
        self.gyroscopeFullScale = gyroscopeFullScale
        self.lowPassBandwidthHertz = lowPassBandwidthHertz
        self.gyroscopeDelaySeconds = gyroscopeDelaySeconds
    }

    /// The sample period, seconds.
    public var samplePeriodSeconds: Double { 1 / sampleRateHertz }
}
