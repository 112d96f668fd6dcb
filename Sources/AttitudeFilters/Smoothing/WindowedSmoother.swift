import MotionMath

/// ``VQFSmoother`` over a log of any length in bounded memory, fed one sample at a time and
/// handing each smoothed sample out, in order, as soon as it is final.
///
/// The whole-recording smoother holds every sample (about 270 bytes each: an hour at 1 kHz
/// is about 1 GB). This one holds at most one window: it smooths
/// ``Windows/windowSeconds`` of the log at a time with ``Windows/marginSeconds`` of the
/// log on either side, where the passes settle and turn around, and hands out the window
/// itself. Consecutive windows overlap by ``Windows/crossfadeSeconds``, over which the
/// output slerps from the earlier window's estimate to the later one's (the error bounds:
/// the larger of the two). Without a magnetometer (6D, the heading arbitrary), each window
/// is first turned about the vertical to the heading of the one before it, the circular
/// mean of their difference over the overlap, so the heading keeps one frame through the
/// log; its heading bound, of the change since the first sample, is the earlier window's at
/// the overlap plus what the later window's own bound adds after it.
///
/// A log no longer than ``Windows/windowSeconds`` + ``Windows/crossfadeSeconds`` +
/// ``Windows/marginSeconds`` is one window: the output is ``VQFSmoother``'s to the bit.
/// Longer logs cost the margins and the overlap again in every window (with the defaults,
/// 300 s windows, 60 s margins and a 10 s overlap, about 1.4× the time of one pass over
/// the log in all). Memory: the samples of one window with its margins and overlap and the
/// smoother's arrays for them, at most ``Windows/maximumSamples`` samples whatever the
/// timestamps say (README "Offline smoothing" gives the measured figures).
///
/// Never throws; the samples are the smoother's (any values: ``VQFFilter`` handles what it
/// rejects, and a gap starts a new segment within a window as it does in a whole log).
public struct WindowedSmoother: Sendable {
    /// How the log is cut into windows.
    public struct Windows: Sendable, Hashable {
        /// The length of each window's output, s. Default: 300 s.
        public var windowSeconds: Double
        /// The log smoothed on either side of a window and not handed out from it, s: the
        /// passes settle there before the window and turn around after it. Default: 60 s
        /// (two of the smoother's heading time constants, 20 of its accelerometer's).
        public var marginSeconds: Double
        /// The overlap of consecutive windows, over which the output passes from one to the
        /// next, s. Default: 10 s.
        public var crossfadeSeconds: Double
        /// The most samples held at once, whatever the timestamps (a window is smoothed when
        /// it reaches this many). Default: 2²⁰ (1 048 576, about 300 MB with the smoother's
        /// arrays).
        public var maximumSamples: Int

        /// Windows with the given lengths (defaults as documented on each property).
        public init(
            windowSeconds: Double = 300, marginSeconds: Double = 60, crossfadeSeconds: Double = 10,
            maximumSamples: Int = 1 << 20
        ) {
            self.windowSeconds = windowSeconds
            self.marginSeconds = marginSeconds
            self.crossfadeSeconds = crossfadeSeconds
            self.maximumSamples = maximumSamples
        }

        /// The defaults.
        public static let `default` = Windows()

        /// The span of log held before a window is smoothed, s: the window, the overlap and
        /// the margin after it (each taken as 0 when negative or not a number).
        var heldSpanSeconds: Double {
            Self.length(windowSeconds) + Self.length(crossfadeSeconds) + Self.length(marginSeconds)
        }

        /// `seconds` as a length: 0 when negative or not a number.
        static func length(_ seconds: Double) -> Double { seconds >= 0 ? seconds : 0 }
    }

    /// One smoothed sample.
    public struct Sample: Sendable, Hashable {
        /// The sample's time, s, as it was given.
        public var timestampSeconds: Double
        /// The smoothed attitude (sensor → ENU).
        public var attitude: Quaternion
        /// The 95 % bound of the inclination error, degrees; nil unless the smoother tracks
        /// uncertainty.
        public var inclinationErrorBoundDegrees: Double?
        /// The 95 % bound of the heading error, degrees (6D: of the heading's change since
        /// the first sample); nil unless the smoother tracks uncertainty.
        public var headingErrorBoundDegrees: Double?

        /// A smoothed sample.
        public init(
            timestampSeconds: Double, attitude: Quaternion, inclinationErrorBoundDegrees: Double? = nil,
            headingErrorBoundDegrees: Double? = nil
        ) {
            self.timestampSeconds = timestampSeconds
            self.attitude = attitude
            self.inclinationErrorBoundDegrees = inclinationErrorBoundDegrees
            self.headingErrorBoundDegrees = headingErrorBoundDegrees
        }
    }

    /// The smoother run over each window.
    public let smoother: VQFSmoother
    /// How the log is cut.
    public let windows: Windows
    /// True: the magnetometer is used (9D); false: 6D.
    public let usesMagnetometer: Bool
    /// True: each sample carries the smoother's error bounds.
    public let tracksUncertainty: Bool

    /// The samples held: the margin before the first one not yet handed out, and the ones after it.
    private var buffer = SmootherInput()
    /// The index in `buffer` of the first sample not yet handed out.
    private var firstPending = 0
    /// The first finite time from `firstPending` on, s; nil until there is one.
    private var pendingStartSeconds: Double?
    /// The latest finite time, s.
    private var latestSeconds: Double?
    /// The earlier window's estimates of the samples from `firstPending` on (the overlap).
    private var overlap: [Sample] = []
    /// The most samples held at once so far.
    public private(set) var largestHeldSampleCount = 0

    /// A smoother with the given settings; `usesMagnetometer` false for a 6D estimate,
    /// `tracksUncertainty` true for the error bounds.
    public init(
        settings: VQFSmoother.Settings = .default, windows: Windows = .default, usesMagnetometer: Bool,
        tracksUncertainty: Bool = false
    ) {
        smoother = VQFSmoother(settings: settings)
        self.windows = windows
        self.usesMagnetometer = usesMagnetometer
        self.tracksUncertainty = tracksUncertainty
    }

    /// Adds the next sample and hands every sample that became final to `emit`, in order.
    /// - Parameters:
    ///   - timestampSeconds: the sample's time on the sensor's clock, s.
    ///   - gyroscope: angular rate, rad/s.
    ///   - accelerometer: specific force, m/s².
    ///   - magnetometer: the magnetic field (µT by convention), nil without one; ignored in 6D.
    public mutating func add(
        timestampSeconds: Double, gyroscope: Vector3, accelerometer: Vector3, magnetometer: Vector3?,
        emit: (Sample) throws -> Void
    ) rethrows {
        buffer.append(
            timeSeconds: timestampSeconds, gyroscope: gyroscope, accelerometer: accelerometer,
            magnetometer: usesMagnetometer ? magnetometer : nil)
        largestHeldSampleCount = max(largestHeldSampleCount, buffer.count)
        if timestampSeconds.isFinite {
            latestSeconds = timestampSeconds
            if pendingStartSeconds == nil { pendingStartSeconds = timestampSeconds }
        }
        guard isWindowFull else { return }
        try smoothWindow(isLast: false, emit: emit)
    }

    /// True when the held samples span a window with its overlap and the margin after it,
    /// or reach the sample limit.
    private var isWindowFull: Bool {
        if let latestSeconds, let pendingStartSeconds, latestSeconds - pendingStartSeconds >= windows.heldSpanSeconds {
            return true
        }
        return buffer.count >= max(windows.maximumSamples, 2)
    }

    /// Smooths what is held and hands every sample not yet handed out to `emit`; the
    /// smoother is then empty, ready for another log.
    public mutating func finish(emit: (Sample) throws -> Void) rethrows {
        guard firstPending < buffer.count else { return }
        try smoothWindow(isLast: true, emit: emit)
        buffer = SmootherInput()
        firstPending = 0
        pendingStartSeconds = nil
        latestSeconds = nil
        overlap = []
    }

    /// Smooths the held samples, hands out the window (all that is pending when `isLast`),
    /// keeps the overlap's estimates and drops the samples the next window needs no more.
    private mutating func smoothWindow(isLast: Bool, emit: (Sample) throws -> Void) rethrows {
        var smoothed = smoothedBuffer()
        let split = isLast ? WindowSplit(outputEnd: buffer.count, overlapEnd: buffer.count, nextStart: buffer.count) : nextSplit()
        if !usesMagnetometer { alignHeading(&smoothed, of: firstPending..<split.overlapEnd) }
        for index in firstPending..<split.outputEnd {
            var sample = self.sample(at: index, of: smoothed)
            let position = index - firstPending
            if position < overlap.count {
                sample = Self.crossfaded(from: overlap[position], to: sample, fraction: Double(position + 1) / Double(overlap.count + 1))
            }
            try emit(sample)
        }
        guard !isLast else { return }
        overlap = (split.outputEnd..<split.overlapEnd).map { sample(at: $0, of: smoothed) }
        buffer.removeFirst(split.nextStart)
        firstPending = split.outputEnd - split.nextStart
        pendingStartSeconds = buffer.firstFiniteTime(from: firstPending)
    }

    /// The smoother's estimate of every held sample (the bounds empty unless
    /// ``tracksUncertainty``).
    private func smoothedBuffer() -> SmoothedAttitudes {
        let magnetometer = usesMagnetometer ? buffer.magnetometer : nil
        guard tracksUncertainty else {
            return SmoothedAttitudes(
                attitudes: smoother.smooth(
                    timestampsSeconds: buffer.times, gyroscope: buffer.gyroscope, accelerometer: buffer.accelerometer,
                    magnetometer: magnetometer),
                inclinationErrorBoundsDegrees: [], headingErrorBoundsDegrees: [])
        }
        return smoother.smoothWithUncertainty(
            timestampsSeconds: buffer.times, gyroscope: buffer.gyroscope, accelerometer: buffer.accelerometer,
            magnetometer: magnetometer)
    }

    /// Held sample `index` as `smoothed` estimates it.
    private func sample(at index: Int, of smoothed: SmoothedAttitudes) -> Sample {
        Sample(
            timestampSeconds: buffer.times[index], attitude: smoothed.attitudes[index],
            inclinationErrorBoundDegrees: tracksUncertainty ? smoothed.inclinationErrorBoundsDegrees[index] : nil,
            headingErrorBoundDegrees: tracksUncertainty ? smoothed.headingErrorBoundsDegrees[index] : nil)
    }

    /// Where a full window ends: the samples handed out, the overlap kept, and the first
    /// sample the next window holds.
    struct WindowSplit: Equatable {
        var outputEnd: Int
        var overlapEnd: Int
        var nextStart: Int
    }

    /// The split of a full window by time: the margin and the overlap back from the latest
    /// time, the margin before the overlap kept. When the sample limit is reached first,
    /// the window, margin and overlap are shortened alike to the span held. When the times
    /// allow no progress (not increasing), or at the limit would drop nothing, by count:
    /// half of what is pending handed out, with neither overlap nor margin.
    private func nextSplit() -> WindowSplit {
        let count = buffer.count
        let atLimit = count >= windows.maximumSamples
        if let latestSeconds, let pendingStartSeconds {
            let held = windows.heldSpanSeconds
            let scale = atLimit && held > 0 ? min(max((latestSeconds - pendingStartSeconds) / held, 0), 1) : 1
            let marginSeconds = scale * Windows.length(windows.marginSeconds)
            let crossfadeSeconds = scale * Windows.length(windows.crossfadeSeconds)
            let outputEnd = buffer.firstIndex(from: firstPending, atOrAfter: latestSeconds - marginSeconds - crossfadeSeconds)
            if outputEnd > firstPending && outputEnd < count {
                let overlapEnd = buffer.firstIndex(from: outputEnd, atOrAfter: buffer.times[outputEnd] + crossfadeSeconds)
                let nextStart = min(buffer.firstIndex(from: 0, atOrAfter: buffer.times[outputEnd] - marginSeconds), outputEnd)
                if nextStart > 0 || !atLimit {
                    return WindowSplit(outputEnd: outputEnd, overlapEnd: overlapEnd, nextStart: nextStart)
                }
            }
        }
        let outputEnd = firstPending + max((count - firstPending) / 2, 1)
        return WindowSplit(outputEnd: outputEnd, overlapEnd: outputEnd, nextStart: outputEnd)
    }

    /// In 6D: turns the estimates of `indices` (those handed out or kept from this window)
    /// about the vertical by the circular mean of the heading difference from this window to
    /// the earlier one over the overlap, and moves their heading bounds up by what the
    /// earlier window's bounds exceed this one's there (mean, at least 0).
    private func alignHeading(_ smoothed: inout SmoothedAttitudes, of indices: Range<Int>) {
        guard !overlap.isEmpty else { return }
        var sine = 0.0
        var cosine = 0.0
        var boundExcess = 0.0
        for (position, earlier) in overlap.enumerated() {
            let later = sample(at: firstPending + position, of: smoothed)
            let difference = verticalTwistRadians(earlier.attitude * later.attitude.conjugate)
            sine += VQFNumerics.sine(difference)
            cosine += VQFNumerics.cosine(difference)
            if let earlierBound = earlier.headingErrorBoundDegrees, let laterBound = later.headingErrorBoundDegrees {
                boundExcess += earlierBound - laterBound
            }
        }
        let turn = Quaternion(axis: Vector3(0, 0, 1), angleRadians: VQFNumerics.arcTangent2(sine, cosine))
        let offsetDegrees = max(boundExcess / Double(overlap.count), 0)
        for index in indices {
            smoothed.attitudes[index] = (turn * smoothed.attitudes[index]).normalized
            if tracksUncertainty {
                smoothed.headingErrorBoundsDegrees[index] = min(smoothed.headingErrorBoundsDegrees[index] + offsetDegrees, 180)
            }
        }
    }

    /// `earlier` slerped towards `later` by `fraction`; each bound the larger of the two.
    static func crossfaded(from earlier: Sample, to later: Sample, fraction: Double) -> Sample {
        var sample = later
        sample.attitude = earlier.attitude.slerp(to: later.attitude, fraction: fraction)
        if let earlierBound = earlier.inclinationErrorBoundDegrees, let laterBound = later.inclinationErrorBoundDegrees {
            sample.inclinationErrorBoundDegrees = max(earlierBound, laterBound)
        }
        if let earlierBound = earlier.headingErrorBoundDegrees, let laterBound = later.headingErrorBoundDegrees {
            sample.headingErrorBoundDegrees = max(earlierBound, laterBound)
        }
        return sample
    }
}
