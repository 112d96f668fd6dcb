/// What a sample source is: shown in status lines and recorded in logs.
public struct SourceInformation: Sendable, Equatable {
    /// Where the samples come from.
    public enum Kind: String, Sendable, Equatable {
        case i2c, iio, simulator, replay
    }
    /// The kind of source.
    public var kind: Kind
    /// The chip's name ("MPU-6050", "LSM6DS3"), or a description for replays.
    public var chipName: String
    /// The bus path or file path, when there is one.
    public var location: String?
    /// The 7-bit I²C address, when there is one.
    public var address: UInt8?
    /// The configured output data rate, Hz.
    public var sampleRateHertz: Double
    /// How late the gyroscope reports the motion, s: the chip's datasheet group delay for
    /// the low-pass filter its driver (or the kernel's) sets; nil when not known
    /// (recordings, parts whose datasheet gives none). Predicting the attitude ahead by it
    /// (`LatencyCompensation`) gives the attitude at the sample's time.
    public var gyroscopeDelaySeconds: Double?

    /// Creates a description of a source.
    public init(
        kind: Kind, chipName: String, location: String? = nil, address: UInt8? = nil, sampleRateHertz: Double,
        gyroscopeDelaySeconds: Double? = nil
    ) {
        self.kind = kind
        self.chipName = chipName
        self.location = location
        self.address = address
        self.sampleRateHertz = sampleRateHertz
        self.gyroscopeDelaySeconds = gyroscopeDelaySeconds
    }
}

/// Samples read in one go, with what was lost since the previous batch.
public struct SampleBatch: Sendable, Equatable {
    /// The samples, oldest first.
    public var samples: [IMUSample]
    /// Samples the source knows it lost before these (FIFO overflow, gaps), 0 when none.
    public var droppedSampleCount: Int

    /// Creates a batch.
    public init(samples: [IMUSample], droppedSampleCount: Int = 0) {
        self.samples = samples
        self.droppedSampleCount = droppedSampleCount
    }
}

/// Anything that produces IMU samples: an I²C driver, a kernel IIO device, the simulator,
/// or a recorded log. Sources are used from one thread at a time.
public protocol IMUSampleSource: AnyObject {
    /// What this source is.
    var information: SourceInformation { get }

    /// Configures the sensor and starts sampling.
    func start() throws

    /// Waits for and returns the next samples, or nil when the source has ended (the end
    /// of a recording). A live source blocks until at least one sample is available.
    func nextBatch() throws -> SampleBatch?

    /// Stops sampling. Safe to call more than once.
    func stop()
}
