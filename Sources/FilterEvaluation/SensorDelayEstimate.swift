import IMUSamples
import MotionMath

/// The delay of a recording's gyroscope behind its reference attitude, measured by
/// comparing the gyroscope with the angular rate of the reference.
///
/// The reference's body rate between samples k−1 and k is rotationVector(q_{k−1}⁻¹ ⊗ q_k)/Δt,
/// at the middle of the step. For a trial delay d the gyroscope reading at t is compared
/// with that rate at t − d (linear interpolation); the delay is the d with the smallest
/// mean squared difference, searched from ``searchRangeSeconds`` on a grid of one sample
/// and refined to 1 % of a sample. A positive delay means the gyroscope reports late.
public struct SensorDelayEstimate: Sendable, Hashable, Codable {
    /// The recording's name.
    public var recording: String
    /// The gyroscope's delay behind the reference, s.
    public var delaySeconds: Double
    /// RMS of gyroscope minus reference rate at that delay, rad/s.
    public var residualRadiansPerSecond: Double
    /// The number of samples compared.
    public var sampleCount: Int

    /// Creates an estimate.
    public init(recording: String, delaySeconds: Double, residualRadiansPerSecond: Double, sampleCount: Int) {
        self.recording = recording
        self.delaySeconds = delaySeconds
        self.residualRadiansPerSecond = residualRadiansPerSecond
        self.sampleCount = sampleCount
    }

    /// Delays searched, s: −10 ms to 40 ms.
    public static let searchRangeSeconds: ClosedRange<Double> = -0.010...0.040

    /// Reference rates faster than this are treated as glitches of the optical tracking and
    /// skipped, rad/s (about 1700 °/s).
    public static let largestReferenceRateRadiansPerSecond: Double = 30

    /// Measures the delay of `recording`'s gyroscope behind its reference attitude.
    public static func measure(recording: Recording) throws(EvaluationError) -> SensorDelayEstimate {
        guard let references = recording.referenceAttitudes else { throw .noReference(recording: recording.name) }
        guard let period = recording.sampleRateHertz.map({ 1 / $0 }) else {
            throw .nothingToEvaluate(recording: recording.name)
        }
        let rates = ReferenceRates(samples: recording.samples, references: references, periodSeconds: period)
        guard rates.times.count > 10 else { throw .nothingToEvaluate(recording: recording.name) }
        let samples = recording.samples
        func meanSquaredDifference(_ delay: Double) -> (Double, Int) {
            var sum = 0.0
            var count = 0
            var cursor = 0
            for sample in samples {
                let gyroscope = sample.gyroscopeRadiansPerSecond
                guard gyroscope.x.isFinite, gyroscope.y.isFinite, gyroscope.z.isFinite else { continue }
                guard let rate = rates.interpolated(at: sample.timestampSeconds - delay, cursor: &cursor) else { continue }
                let difference = gyroscope - rate
                sum += dot(difference, difference)
                count += 1
            }
            return (count > 0 ? sum / Double(count) : .infinity, count)
        }

        var best = searchRangeSeconds.lowerBound
        var bestValue = Double.infinity
        var delay = searchRangeSeconds.lowerBound
        while delay <= searchRangeSeconds.upperBound {
            let value = meanSquaredDifference(delay).0
            if value < bestValue { bestValue = value; best = delay }
            delay += period
        }
        // Golden-section search within one sample either side of the best grid point.
        var low = best - period, high = best + period
        let ratio = (5.0.squareRoot() - 1) / 2
        while high - low > 0.01 * period {
            let first = high - ratio * (high - low), second = low + ratio * (high - low)
            if meanSquaredDifference(first).0 < meanSquaredDifference(second).0 { high = second } else { low = first }
        }
        let found = (low + high) / 2
        let (value, count) = meanSquaredDifference(found)
        guard count > 0, value.isFinite else { throw .nothingToEvaluate(recording: recording.name) }
        return SensorDelayEstimate(
            recording: recording.name, delaySeconds: found, residualRadiansPerSecond: value.squareRoot(), sampleCount: count)
    }

    /// The median of the delays of `estimates`, s; nil when there are none.
    public static func medianDelaySeconds(_ estimates: [SensorDelayEstimate]) -> Double? {
        let delays = estimates.map(\.delaySeconds).sorted()
        guard !delays.isEmpty else { return nil }
        let middle = delays.count / 2
        return delays.count % 2 == 1 ? delays[middle] : (delays[middle - 1] + delays[middle]) / 2
    }
}

/// The reference attitude's body rate at the middle of each step where both ends are known.
struct ReferenceRates {
    /// Middle of each step, s (increasing).
    var times: [Double] = []
    /// Body rate over the step, rad/s.
    var rates: [Vector3] = []
    /// Longest distance between two known rates that is interpolated, s.
    var largestSpanSeconds: Double

    init(samples: [IMUSample], references: [Quaternion?], periodSeconds: Double) {
        largestSpanSeconds = 2.5 * periodSeconds
        guard samples.count == references.count, samples.count > 1 else { return }
        for index in 1..<samples.count {
            guard let previous = references[index - 1], let current = references[index] else { continue }
            let step = samples[index].timestampSeconds - samples[index - 1].timestampSeconds
            guard step > 0, step.isFinite else { continue }
            var change = previous.conjugate * current
            if change.w < 0 { change = Quaternion(w: -change.w, x: -change.x, y: -change.y, z: -change.z) }
            let rate = change.rotationVector / step
            guard rate.x.isFinite, rate.y.isFinite, rate.z.isFinite,
                rate.length <= SensorDelayEstimate.largestReferenceRateRadiansPerSecond
            else { continue }
            let middle = 0.5 * (samples[index].timestampSeconds + samples[index - 1].timestampSeconds)
            if let last = times.last, middle <= last { continue }
            times.append(middle)
            rates.append(rate)
        }
    }

    /// The rate at `time` by linear interpolation between the neighbouring steps, nil
    /// outside the known steps or across a gap (``largestSpanSeconds``). `cursor` carries the
    /// search position between calls with increasing times.
    func interpolated(at time: Double, cursor: inout Int) -> Vector3? {
        guard let first = times.first, let last = times.last, time >= first, time < last else { return nil }
        while cursor + 1 < times.count && times[cursor + 1] <= time { cursor += 1 }
        while cursor > 0 && times[cursor] > time { cursor -= 1 }
        let next = cursor + 1
        guard next < times.count else { return nil }
        let span = times[next] - times[cursor]
        guard span <= largestSpanSeconds else { return nil }
        let fraction = (time - times[cursor]) / span
        return rates[cursor] + (rates[next] - rates[cursor]) * fraction
    }
}
