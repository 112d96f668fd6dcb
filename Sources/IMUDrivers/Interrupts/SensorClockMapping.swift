/// Maps a sensor's sample count to the host's monotonic clock from interrupt edge
/// timestamps, tracking the drift of the sensor's oscillator against the host.
///
/// Each edge pairs a sample index (on the sensor's count, lost samples included) with the
/// kernel's timestamp of the edge (host `CLOCK_MONOTONIC`, seconds). The edges are taken
/// relative to the nominal period (residual = time − index · nominal period) and grouped
/// in blocks of `Settings.blockSeconds`; each block contributes its median residual, so a
/// late edge (interrupt latency) or an index one off moves nothing. A least-squares line
/// through the last `Settings.windowBlockCount` block medians, refitted without the blocks
/// farther from it than `Settings.rejectionThreshold` robust standard deviations (1.4826 ·
/// median absolute deviation), gives the host time of any sample and the period in host
/// seconds; its slope is the drift. Old blocks leave the window, so a drifting oscillator
/// (temperature) is followed with a lag of about half the window.
///
/// Until the first block closes the nominal period is used, placed by the median of the
/// edges so far; until the blocks span `Settings.minimumDriftSpanSeconds` the slope stays
/// nominal (a short baseline's slope is mostly noise). A fitted period outside
/// `Settings.periodToleranceFraction` of nominal is not believed (the nominal one is kept).
public struct SensorClockMapping: Sendable {
    /// How the mapping fits and how fast it follows drift.
    public struct Settings: Sendable, Equatable {
        /// The chip's configured sample period, seconds.
        public var nominalPeriodSeconds: Double
        /// Host time each block of edges covers, seconds. Default: 0.1 s.
        public var blockSeconds: Double
        /// Blocks in the fit window, at least 1 (a smaller count keeps 1). Default: 200
        /// (20 s with the default block).
        public var windowBlockCount: Int
        /// Residual, in robust standard deviations, beyond which a block is left out of the
        /// refit. Default: 3.
        public var rejectionThreshold: Double
        /// Residuals closer than this are never rejected, seconds (a noise-free clock has a
        /// median absolute deviation of 0). Default: 2 µs.
        public var rejectionFloorSeconds: Double
        /// The span of block medians needed before the slope is fitted, seconds. Default: 1 s.
        public var minimumDriftSpanSeconds: Double
        /// The largest believed deviation of the fitted period from nominal, as a fraction.
        /// Default: 0.04 (the oscillators' tolerance; the kernel's inv_mpu6050 accepts as much).
        public var periodToleranceFraction: Double

        /// Settings for a chip sampling every `nominalPeriodSeconds`; see each property for
        /// its default.
        public init(
            nominalPeriodSeconds: Double, blockSeconds: Double = 0.1, windowBlockCount: Int = 200,
            rejectionThreshold: Double = 3, rejectionFloorSeconds: Double = 2e-6,
            minimumDriftSpanSeconds: Double = 1, periodToleranceFraction: Double = 0.04
        ) {
            self.nominalPeriodSeconds = nominalPeriodSeconds
            self.blockSeconds = blockSeconds
            self.windowBlockCount = windowBlockCount
            self.rejectionThreshold = rejectionThreshold
            self.rejectionFloorSeconds = rejectionFloorSeconds
            self.minimumDriftSpanSeconds = minimumDriftSpanSeconds
            self.periodToleranceFraction = periodToleranceFraction
        }
    }

    /// One block's contribution: the median index and the median residual, seconds.
    struct BlockPoint: Sendable, Equatable {
        var sampleIndex: Double
        var residualSeconds: Double
    }

    /// The settings in force.
    public let settings: Settings
    /// Edges recorded since the mapping began.
    public private(set) var edgeCount = 0
    /// The period in host seconds the fit gives (nominal until the slope is fitted).
    public private(set) var periodSeconds: Double
    /// Whether the slope comes from the edges (false: the nominal period is in use).
    public private(set) var isDriftFitted = false
    /// Blocks left out of the latest fit as outliers.
    public private(set) var rejectedBlockCount = 0

    /// The fitted line: residual = offset + slope · (index − reference index).
    private var offsetSeconds: Double?
    private var slopeSeconds = 0.0
    private var referenceIndex = 0.0
    /// The block being filled: indices and residuals of its edges, and its first edge time.
    private var blockIndices: [Double] = []
    private var blockResiduals: [Double] = []
    private var blockStartHostSeconds: Double?
    /// The window of closed blocks, oldest first.
    private(set) var window: [BlockPoint] = []
    /// The last timestamp handed out by `timestamp(forSampleIndex:readyByHostSeconds:)`.
    private var lastTimestampSeconds: Double?

    /// A mapping with nothing recorded yet.
    public init(settings: Settings) {
        self.settings = settings
        periodSeconds = settings.nominalPeriodSeconds
    }

    /// The sensor's oscillator against the host, parts per million: positive when the sensor
    /// runs fast (more samples per host second than configured); 0 until the slope is fitted.
    public var driftPartsPerMillion: Double {
        isDriftFitted ? (settings.nominalPeriodSeconds / periodSeconds - 1) * 1e6 : 0
    }

    /// Records that sample `sampleIndex` was ready at host time `hostSeconds` (an edge's
    /// kernel timestamp, `CLOCK_MONOTONIC` seconds).
    public mutating func recordEdge(sampleIndex: Int64, hostSeconds: Double) {
        guard hostSeconds.isFinite else { return }
        edgeCount += 1
        let index = Double(sampleIndex)
        let residual = hostSeconds - index * settings.nominalPeriodSeconds
        let start = blockStartHostSeconds ?? hostSeconds
        blockStartHostSeconds = start
        blockIndices.append(index)
        blockResiduals.append(residual)
        if hostSeconds - start >= settings.blockSeconds {
            closeBlock()
        } else if window.isEmpty {
            // Nothing fitted yet: place the nominal line on the edges so far.
            offsetSeconds = Self.median(blockResiduals)
            referenceIndex = Self.median(blockIndices)
        }
    }

    /// The host time of sample `sampleIndex`, seconds; nil before any edge.
    public func hostSeconds(forSampleIndex sampleIndex: Int64) -> Double? {
        guard let offsetSeconds else { return nil }
        let index = Double(sampleIndex)
        return index * settings.nominalPeriodSeconds + offsetSeconds + slopeSeconds * (index - referenceIndex)
    }

    /// The sample index nearest to host time `hostSeconds` on the fitted line; nil before
    /// any edge.
    public func sampleIndex(atHostSeconds hostSeconds: Double) -> Int64? {
        fractionalSampleIndex(atHostSeconds: hostSeconds).map { Int64($0.rounded()) }
    }

    /// The newest sample ready by host time `hostSeconds` on the fitted line: the last index
    /// whose host time is not later (within a millionth of a period); nil before any edge.
    public func newestSampleIndex(readyByHostSeconds hostSeconds: Double) -> Int64? {
        fractionalSampleIndex(atHostSeconds: hostSeconds).map { Int64(($0 + 1e-6).rounded(.down)) }
    }

    private func fractionalSampleIndex(atHostSeconds hostSeconds: Double) -> Double? {
        guard let offsetSeconds else { return nil }
        // time = index · (nominal + slope) + offset − slope · reference
        let index = (hostSeconds - offsetSeconds + slopeSeconds * referenceIndex) / periodSeconds
        guard index.isFinite, abs(index) < 9e18 else { return nil }
        return index
    }

    /// The timestamp to give sample `sampleIndex`: its host time on the fitted line (or
    /// `readyByHostSeconds` before any edge), never later than `readyByHostSeconds` — the
    /// latest the sample can have been ready: when the read that fetched it began, less a
    /// period for each newer sample in that read — and never earlier than a tenth of a
    /// period after the previous timestamp handed out (a refit can move the line back by
    /// microseconds; the stream's times never go back).
    public mutating func timestamp(forSampleIndex sampleIndex: Int64, readyByHostSeconds: Double) -> Double {
        timestamp(hostSeconds: min(hostSeconds(forSampleIndex: sampleIndex) ?? readyByHostSeconds, readyByHostSeconds))
    }

    private mutating func timestamp(hostSeconds: Double) -> Double {
        var time = hostSeconds
        if let last = lastTimestampSeconds {
            time = max(time, last + 0.1 * periodSeconds)
        }
        lastTimestampSeconds = time
        return time
    }

    // MARK: Fitting

    private mutating func closeBlock() {
        window.append(BlockPoint(sampleIndex: Self.median(blockIndices), residualSeconds: Self.median(blockResiduals)))
        let capacity = max(1, settings.windowBlockCount)
        if window.count > capacity { window.removeFirst(window.count - capacity) }
        blockIndices.removeAll(keepingCapacity: true)
        blockResiduals.removeAll(keepingCapacity: true)
        blockStartHostSeconds = nil
        fit()
    }

    private mutating func fit() {
        guard let newest = window.last, let oldest = window.first else { return }
        referenceIndex = newest.sampleIndex
        let spanSeconds = (newest.sampleIndex - oldest.sampleIndex) * settings.nominalPeriodSeconds
        guard window.count >= 3, spanSeconds >= settings.minimumDriftSpanSeconds else {
            // Too short a baseline for a slope: the nominal period through the newest blocks.
            offsetSeconds = Self.median(window.suffix(3).map(\.residualSeconds))
            referenceIndex = Self.median(window.suffix(3).map(\.sampleIndex))
            return
        }
        guard var line = Self.leastSquares(window, reference: referenceIndex) else { return }
        let residuals = window.map { $0.residualSeconds - line.offset - line.slope * ($0.sampleIndex - referenceIndex) }
        let spread = 1.4826 * Self.median(residuals.map(abs))
        let limit = max(settings.rejectionThreshold * spread, settings.rejectionFloorSeconds)
        let inliers = zip(window, residuals).filter { abs($0.1) <= limit }.map(\.0)
        rejectedBlockCount = window.count - inliers.count
        if inliers.count >= 3, inliers.count < window.count, let refit = Self.leastSquares(inliers, reference: referenceIndex) {
            line = refit
        }
        let period = settings.nominalPeriodSeconds + line.slope
        guard abs(line.slope) <= settings.periodToleranceFraction * settings.nominalPeriodSeconds, period > 0 else {
            offsetSeconds = Self.median(window.suffix(3).map(\.residualSeconds))
            referenceIndex = Self.median(window.suffix(3).map(\.sampleIndex))
            slopeSeconds = 0
            periodSeconds = settings.nominalPeriodSeconds
            isDriftFitted = false
            return
        }
        offsetSeconds = line.offset
        slopeSeconds = line.slope
        periodSeconds = period
        isDriftFitted = true
    }

    /// The least-squares line residual = offset + slope · (index − reference); nil when
    /// the indices do not spread.
    static func leastSquares(_ points: [BlockPoint], reference: Double) -> (offset: Double, slope: Double)? {
        guard !points.isEmpty else { return nil }
        let count = Double(points.count)
        let meanIndex = points.reduce(0) { $0 + ($1.sampleIndex - reference) } / count
        let meanResidual = points.reduce(0) { $0 + $1.residualSeconds } / count
        var covariance = 0.0
        var variance = 0.0
        for point in points {
            let x = point.sampleIndex - reference - meanIndex
            covariance += x * (point.residualSeconds - meanResidual)
            variance += x * x
        }
        guard variance > 0 else { return nil }
        let slope = covariance / variance
        return (meanResidual - slope * meanIndex, slope)
    }

    /// The median of `values` (the mean of the middle two for an even count); 0 when empty.
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
