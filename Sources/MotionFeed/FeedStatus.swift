/// The status line: where the motion comes from and how healthy it is.
public struct FeedStatus: Sendable, Equatable {
    /// The kind of source: "i2c", "iio", "simulator", "replay", "synthetic".
    public var sourceName: String
    /// The chip ("MPU-6050", "LSM6DS3") or a description of the source.
    public var chipName: String
    /// The attitude filter in use ("madgwick", "vqf", …).
    public var filterName: String
    /// What a person is shown for the filter: its name, or a label such as "madgwick as
    /// published" (`MotionStatus.filterLabel`).
    public var filterLabel: String
    /// The filters the feed can switch to, in cycling order.
    public var availableFilterNames: [String]
    /// The attitude reference frame in use ("xArbitraryZVertical", …).
    public var referenceFrameName: String
    /// The reference frames the feed can switch to.
    public var availableReferenceFrameNames: [String]
    /// Measured rate of samples arriving from the source, Hz.
    public var sampleRateHertz: Double
    /// Samples the source lost since it started.
    public var droppedSampleCount: Int
    /// A short description of the calibration in use: "none", a profile's file name
    /// ("profile.json", "profile.json (saved)"), or an application's description.
    public var calibrationDescription: String
    /// The interface orientation the effects use ("portrait", "landscapeLeft", …).
    public var interfaceOrientationName: String
    /// Whether reduce-motion is on (effects rest, animations are cut short).
    public var isReduceMotionEnabled: Bool
    /// Why the effects rest, when they do ("reduceMotion", "lowPower"); empty while they
    /// follow motion.
    public var motionOffReasons: [String]
    /// What went wrong with the source, when something did (the source stopped).
    public var problem: String?
    /// "recalibrate: …" with the reason when the calibration in use no longer fits
    /// (`DeviceMotion.recalibration`); nil while it fits.
    public var recalibration: String?
    /// The sensor's delay the prediction works from, s; 0 when nothing is predicted.
    public var sensorDelaySeconds: Double
    /// How far ahead the attitude is predicted, s: the delay less half a sample period, at
    /// least 0 (`MotionStatus.predictionLeadSeconds`).
    public var predictionLeadSeconds: Double

    /// Creates a status; `filterLabel` defaults to `filterName`.
    public init(
        sourceName: String,
        chipName: String,
        filterName: String,
        filterLabel: String? = nil,
        availableFilterNames: [String] = [],
        referenceFrameName: String = "xArbitraryZVertical",
        availableReferenceFrameNames: [String] = ["xArbitraryZVertical"],
        sampleRateHertz: Double,
        droppedSampleCount: Int = 0,
        calibrationDescription: String = "none",
        interfaceOrientationName: String = "portrait",
        isReduceMotionEnabled: Bool = false,
        motionOffReasons: [String] = [],
        problem: String? = nil,
        recalibration: String? = nil,
        sensorDelaySeconds: Double = 0,
        predictionLeadSeconds: Double = 0
    ) {
        self.recalibration = recalibration
        self.sensorDelaySeconds = sensorDelaySeconds
        self.predictionLeadSeconds = predictionLeadSeconds
        self.sourceName = sourceName
        self.chipName = chipName
        self.filterName = filterName
        self.filterLabel = filterLabel ?? filterName
        self.availableFilterNames = availableFilterNames
        self.referenceFrameName = referenceFrameName
        self.availableReferenceFrameNames = availableReferenceFrameNames
        self.sampleRateHertz = sampleRateHertz
        self.droppedSampleCount = droppedSampleCount
        self.calibrationDescription = calibrationDescription
        self.interfaceOrientationName = interfaceOrientationName
        self.isReduceMotionEnabled = isReduceMotionEnabled
        self.motionOffReasons = motionOffReasons
        self.problem = problem
    }
}
