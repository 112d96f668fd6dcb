import MotionMath

/// One validated row of a CSV log.
public struct CSVLogRow: Sendable, Equatable {
    /// The sample (nan kept as nan in the sensor values).
    public var sample: IMUSample
    /// The reference attitude (sensor→ENU, normalised); nil where unknown (all `nan`) or
    /// when the file has no `ref_q*` columns.
    public var referenceAttitude: Quaternion?
    /// Whether the sample counts for the error; nil when the file has no `movement` column.
    public var movement: Bool?
    /// The 1-based line the row was read from.
    public var line: Int

    /// Creates a row.
    public init(sample: IMUSample, referenceAttitude: Quaternion? = nil, movement: Bool? = nil, line: Int) {
        self.sample = sample
        self.referenceAttitude = referenceAttitude
        self.movement = movement
        self.line = line
    }

    /// A row to read into (`CSVLogStream.next(into:)`): time 0, zero readings, line 0.
    public static var placeholder: CSVLogRow {
        CSVLogRow(sample: IMUSample(timestampSeconds: 0, gyroscopeRadiansPerSecond: .zero, accelerometerMetersPerSecondSquared: .zero), line: 0)
    }
}
