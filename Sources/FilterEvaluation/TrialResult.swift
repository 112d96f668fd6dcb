/// The BROAD error of one filter run over one recording, RMSE in degrees.
public struct TrialResult: Sendable, Hashable, Codable {
    /// The recording's name.
    public var trial: String
    /// Whether the filter used the magnetometer (9D) or not (6D).
    public var usesMagnetometer: Bool
    /// The samples that counted: `movement == 1` with a known reference.
    public var sampleCount: Int
    /// Total error RMSE, degrees. For 6D, after the heading alignment.
    public var totalDegrees: Double
    /// Heading error RMSE, degrees. For 6D, after the heading alignment.
    public var headingDegrees: Double
    /// Inclination error RMSE, degrees (never aligned).
    public var inclinationDegrees: Double
    /// For 6D: the constant heading offset δ removed before the total and heading errors,
    /// degrees; nil for 9D.
    public var headingOffsetDegrees: Double?
    /// How often the errors were within the 95 % bounds, when they were tracked
    /// (`evaluate --uncertainty`); nil otherwise.
    public var boundCoverage: BoundCoverage?

    public init(
        trial: String, usesMagnetometer: Bool, sampleCount: Int, totalDegrees: Double,
        headingDegrees: Double, inclinationDegrees: Double, headingOffsetDegrees: Double?
    ) {
        self.trial = trial
        self.usesMagnetometer = usesMagnetometer
        self.sampleCount = sampleCount
        self.totalDegrees = totalDegrees
        self.headingDegrees = headingDegrees
        self.inclinationDegrees = inclinationDegrees
        self.headingOffsetDegrees = headingOffsetDegrees
    }
}

/// Results over several trials and their means.
public struct EvaluationSummary: Sendable, Hashable, Codable {
    /// The filter's name.
    public var filter: String
    /// Whether the magnetometer was used.
    public var usesMagnetometer: Bool
    /// One result per trial, in input order.
    public var trials: [TrialResult]

    public init(filter: String, usesMagnetometer: Bool, trials: [TrialResult]) {
        self.filter = filter
        self.usesMagnetometer = usesMagnetometer
        self.trials = trials
    }

    /// Mean over trials of the total RMSE, degrees (NaN without trials).
    public var meanTotalDegrees: Double { mean(\.totalDegrees) }
    /// Mean over trials of the heading RMSE, degrees.
    public var meanHeadingDegrees: Double { mean(\.headingDegrees) }
    /// Mean over trials of the inclination RMSE, degrees.
    public var meanInclinationDegrees: Double { mean(\.inclinationDegrees) }
    /// The bounds' coverage over all samples of all trials; nil unless every trial has one.
    public var pooledBoundCoverage: BoundCoverage? {
        let coverages = trials.compactMap(\.boundCoverage)
        guard !trials.isEmpty, coverages.count == trials.count else { return nil }
        return BoundCoverage.pooled(coverages)
    }

    func mean(_ value: KeyPath<TrialResult, Double>) -> Double {
        guard !trials.isEmpty else { return .nan }
        return trials.reduce(0) { $0 + $1[keyPath: value] } / Double(trials.count)
    }
}
