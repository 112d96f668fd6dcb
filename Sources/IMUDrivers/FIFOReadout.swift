import IMUSamples

/// What one FIFO drain produced: the samples, and what was lost and why.
public struct FIFOReadout: Sendable, Equatable {
    /// Why samples were lost during this drain.
    public enum Event: Sendable, Equatable {
        /// The FIFO filled up (or nearly: the kernel resets at size − 3 records); it was
        /// reset and the samples in it or not yet read were lost.
        case overflow
        /// The byte count or pattern position was not on a record boundary; the partial
        /// record was discarded to realign.
        case misaligned
        /// Hardware timestamps showed missing samples between two reads.
        case timestampGap
    }

    /// The samples, oldest first, in SI units on the sensor's clock.
    public var samples: [IMUSample]
    /// Samples known or estimated to be lost before and among these.
    public var droppedSampleCount: Int
    /// What caused the losses, in the order they happened.
    public var events: [Event]

    /// Creates a readout.
    public init(samples: [IMUSample] = [], droppedSampleCount: Int = 0, events: [Event] = []) {
        self.samples = samples
        self.droppedSampleCount = droppedSampleCount
        self.events = events
    }
}

/// Self-test result for one sensor axis.
public struct SelfTestAxisResult: Sendable, Equatable {
    /// "accelerometer X" etc.
    public var axis: String
    /// The measured self-test response (output with the test on minus off), in the
    /// unit `unit` names.
    public var response: Double
    /// The accepted range for `response` (or for the deviation from factory trim, for
    /// the MPU-6050), in the same unit.
    public var acceptedRange: ClosedRange<Double>
    /// The quantity compared with `acceptedRange`.
    public var measured: Double
    /// The unit of `response`, `measured` and `acceptedRange` ("mg", "dps", "%").
    public var unit: String
    /// Whether the axis passed.
    public var passed: Bool { acceptedRange.contains(measured) }

    /// Creates an axis result.
    public init(axis: String, response: Double, measured: Double, acceptedRange: ClosedRange<Double>, unit: String) {
        self.axis = axis
        self.response = response
        self.measured = measured
        self.acceptedRange = acceptedRange
        self.unit = unit
    }
}

/// Self-test results for every axis of a chip.
public struct SelfTestReport: Sendable, Equatable {
    /// The chip tested.
    public var chipName: String
    /// One entry per axis, accelerometer first.
    public var axes: [SelfTestAxisResult]
    /// Whether every axis passed.
    public var passed: Bool { axes.allSatisfy(\.passed) }

    /// Creates a report.
    public init(chipName: String, axes: [SelfTestAxisResult]) {
        self.chipName = chipName
        self.axes = axes
    }
}
