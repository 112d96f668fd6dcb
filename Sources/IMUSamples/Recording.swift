import MotionMath

/// A recorded log in memory: the samples, and for recordings with ground truth the
/// reference attitude and which samples count for the error.
public struct Recording: Sendable {
    /// A short name (the file name without directory and extension).
    public var name: String
    /// The samples in file order. NaN values are kept as NaN.
    public var samples: [IMUSample]
    /// Reference attitude per sample (sensor→ENU, normalised), nil where unknown; nil
    /// altogether when the file has no `ref_q*` columns.
    public var referenceAttitudes: [Quaternion?]?
    /// Per sample, whether it counts for the error; nil when the file has no `movement`
    /// column.
    public var movement: [Bool]?
    /// What the reader accepted with a remark (a torn last line), to show the user.
    public var warnings: [CSVLogWarning] = []

    /// Whether any sample carries a magnetometer reading (a column empty in every row
    /// means the recording has no magnetometer).
    public var hasMagnetometer: Bool { samples.contains { $0.magnetometerMicrotesla != nil } }

    /// Creates a recording.
    public init(name: String, samples: [IMUSample], referenceAttitudes: [Quaternion?]? = nil, movement: [Bool]? = nil) {
        self.name = name
        self.samples = samples
        self.referenceAttitudes = referenceAttitudes
        self.movement = movement
    }

    /// The sample rate from the median time step, Hz; nil with fewer than two samples or
    /// no positive time step.
    public var sampleRateHertz: Double? {
        guard samples.count > 1 else { return nil }
        var steps: [Double] = []
        steps.reserveCapacity(min(samples.count - 1, 4096))
        let stride = max(1, (samples.count - 1) / 4096)
        var index = 1
        while index < samples.count {
            steps.append(samples[index].timestampSeconds - samples[index - 1].timestampSeconds)
            index += stride
        }
        return Self.sampleRateHertz(timeStepsSeconds: steps)
    }

    /// The sample rate from the median of `steps` (non-finite and non-positive steps left
    /// out), Hz; nil when none is left.
    public static func sampleRateHertz(timeStepsSeconds steps: [Double]) -> Double? {
        var steps = steps.filter { $0.isFinite && $0 > 0 }
        guard !steps.isEmpty else { return nil }
        steps.sort()
        return 1 / steps[steps.count / 2]
    }
}
