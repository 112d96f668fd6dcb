/// How `CSVLogStream` reads and what it accepts.
public struct CSVLogReadSettings: Sendable, Equatable {
    /// Bytes asked for per read. Default: 64 KiB.
    public var chunkBytes: Int
    /// The longest line accepted, bytes, line end excluded. Default: 4096 (a log row is
    /// under 300 bytes; a longer line is not a CSV log, e.g. `/dev/zero` or a binary file).
    public var maximumLineBytes: Int
    /// The largest step between consecutive sample times, seconds. Default: 3600.
    public var maximumTimeStepSeconds: Double
    /// How far a reference quaternion's norm may be from 1. Default: 0.01.
    public var referenceNormTolerance: Double
    /// Whether the `ref_q*` and `movement` columns are read and checked. False for a reader
    /// that needs the samples alone (a replay into device motion): their fields are then
    /// counted but not parsed, and rows carry no reference or movement. Default: true.
    public var readsReference: Bool

    /// Creates settings; every parameter has the default documented on its property.
    public init(
        chunkBytes: Int = 1 << 16, maximumLineBytes: Int = 4096,
        maximumTimeStepSeconds: Double = 3600, referenceNormTolerance: Double = 0.01, readsReference: Bool = true
    ) {
        self.readsReference = readsReference
        self.chunkBytes = chunkBytes
        self.maximumLineBytes = maximumLineBytes
        self.maximumTimeStepSeconds = maximumTimeStepSeconds
        self.referenceNormTolerance = referenceNormTolerance
    }
}
