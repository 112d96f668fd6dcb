import MotionMath
import RealModule

/// Offline attitude estimation over a whole recording: the VQF-class filter run forwards
/// and backwards in time, and the two estimates combined sample by sample.
///
/// An online filter at sample k knows only the samples up to k: its bias estimate and
/// magnetic reference are still settling at the start of a recording, and its
/// accelerometer and magnetometer corrections are low-pass filtered, so they lag the true
/// inclination and heading by about their time constants. Offline, the whole log is
/// there. The smoother makes three passes of ``VQFFilter`` (same settings, same code):
///
/// 1. forwards from a fresh start over the whole recording, only to settle the gyroscope
///    bias, the rest detection, the magnetic reference field and the low-pass filters on
///    the whole log (its attitudes are discarded);
/// 2. from where pass 1 ends, backwards from the last sample to the first: samples in
///    reverse order with the gyroscope negated (the filter's state is turned around
///    without a jump, see `VQFFilter.reverseTimeDirection`), the attitude recorded at
///    every sample;
/// 3. from where pass 2 ends, forwards again from the first sample, the attitude
///    recorded at every sample. With a magnetometer, when pass 2 accepts the field at the
///    first sample and that field's heading holds steady over the first
///    ``Settings/startHeadingWindowSeconds`` (3 s), this pass starts with the heading of
///    that field instead of the one pass 2 carried from the recording's end (which belongs
///    to a later field where the field changed on the way).
///
/// Passes 2 and 3 both start settled, and their accelerometer corrections lag in opposite
/// directions of time, so the lag of one cancels the lag of the other to first order: their
/// midpoint (spherical interpolation, fraction ``Settings/backwardWeight`` = ½) is the first
/// inclination estimate. It filters the true accelerations with the real part of the
/// correction's low-pass response (falling off as 1/f², with its sign inverted above the
/// cutoff). The second estimate is zero-phase (`SmootherInclination`): the gyroscope
/// integrated once with the bias of passes 2 and 3 combined by their variances, and the
/// accelerometer filtered in that almost-inertial frame forwards and then backwards (the
/// squared magnitude of the response: no lag, 1/f⁴). The two err differently (on BROAD the
/// midpoint is the better one on fast translations, the zero-phase one on slow rotations and
/// disturbances), and the inclination is their midpoint
/// (``Settings/zeroPhaseInclinationWeight`` = ½), except near the ends of the recording and
/// of each gap: passes that turn around in motion err there for a few τ_acc, so their share
/// fades in over ``Settings/passesFadeInAccelerometerTimeConstants`` (2) τ_acc from each end
/// (the zero-phase estimate is filtered in both orders for the same reason).
///
/// The heading, with a magnetometer, is likewise the mean of two estimates
/// (``Settings/twoDirectionHeadingWeight`` = ½): pass 3's own (the online filter's heading
/// correction and disturbance rejection, τ_mag 30 s instead of the online 9 s), and a
/// two-direction one (`SmootherHeading`): the magnetometer's heading in the frame of the
/// smoothed 6D attitude followed by a first-order filter forwards and another backwards
/// (τ 30 s), rejecting the field where both passes found it disturbed, the two combined with
/// weights from each one's uncertainty — equal where both follow the field, shifting
/// through a rejected stretch from the filter that entered it to the one that leaves it.
/// Without a magnetometer (6D) pass 2 starts from pass 1's final heading and pass 3 from
/// pass 2's, so both share one arbitrary heading frame up to the gyroscope's residual drift;
/// the heading is pass 3's (``Settings/backwardHeadingWeight`` = 0). The weights were chosen
/// by two-fold cross-validation on the BROAD trials and checked on simulated recordings
/// with disturbances of other strengths (README "Offline smoothing").
///
/// A sample's backward update integrates the gyroscope reading of the sample after it
/// (negated), over the same interval the forward pass integrates it, so both passes
/// estimate the attitude at the same instant.
///
/// Optionally the output is moved earlier by the sensor's delay
/// (``Settings/sensorDelaySeconds``): the attitude reported at time t is the smoothed
/// attitude at t + delay − T/2, interpolated between samples (T the typical time step:
/// as online, each step is integrated with the reading at its end, which already puts the
/// passes half a step ahead; see ``LatencyCompensation``). Offline this is exact
/// interpolation, not a prediction.
///
/// Never throws; input the filter rejects (non-finite samples, bad time steps, gaps) is
/// handled by ``VQFFilter`` in both directions (the zero-phase estimate starts a new segment
/// after a gap). Memory besides the input arrays: the backward pass's attitude, bias, bias
/// variance and disturbance flag (97 bytes per sample) and the forward pass's 6D attitude
/// (32) while the forward pass combines itself with them; after it, one attitude array is
/// the output and each later step overwrites what it no longer needs (at most about 160
/// bytes per sample in all); a whole log read into memory and smoothed peaks at about 270
/// bytes per sample with its input (Benchmarks/README.md, "Offline smoothing: memory").
/// ``WindowedSmoother`` runs this smoother a window at a time in bounded memory.
///
/// The online filter: D. Laidig and T. Seel, "VQF: Highly accurate IMU orientation
/// estimation with bias estimation and magnetic disturbance rejection", Information
/// Fusion 91 (2023) 187–204. Its authors ship their own offline variant, `offlineVQF`
/// (PyPI `vqf`), a separate implementation; this smoother reuses the online filter
/// unchanged instead (`Benchmarks/compare` measures the two side by side).
public struct VQFSmoother: Sendable {
    /// The smoother's settings.
    public struct Settings: Sendable, Hashable {
        /// The settings of the VQF-class filter run in every pass. Default: the filter's
        /// defaults with ``VQFSmoother/magnetometerTimeConstantSeconds`` (30 s) for τ_mag.
        public var filter: VQFFilter.Settings
        /// The sensor's delay behind the true motion, s: the output at time t is the
        /// smoothed attitude at t + delay less half the typical time step (at least t).
        /// 0 (the default) moves nothing.
        public var sensorDelaySeconds: Double
        /// The weight of the backward pass in the average, 0…1 (0: the forward pass alone,
        /// 1: the backward pass alone). Default: 0.5.
        public var backwardWeight: Double
        /// The weight of the backward pass in the heading (the rotation about the earth's
        /// vertical), 0…1; the inclination keeps ``backwardWeight``. Default: 0 (the heading
        /// of the forward pass).
        public var backwardHeadingWeight: Double
        /// The weight of the zero-phase inclination (`SmootherInclination`) against the
        /// passes' midpoint, 0…1 (0: the passes alone, 1: the zero-phase estimate alone).
        /// Default: ``VQFSmoother/zeroPhaseInclinationWeight`` (0.5).
        public var zeroPhaseInclinationWeight: Double
        /// How far from each end of the recording (and of each gap) the passes' midpoint
        /// fades in, in accelerometer time constants (τ_acc of ``filter``): its share of the
        /// inclination, 1 − ``zeroPhaseInclinationWeight``, is scaled by
        /// (1 − e^(−d_start/(n τ_acc)))(1 − e^(−d_end/(n τ_acc))), d_start and d_end the time
        /// from the start and to the end, s. Each pass starts with the other's state turned
        /// around, whose accelerometer low-pass holds the last τ_acc before the turn, so near
        /// an end that comes in motion the passes err for a few τ_acc and the zero-phase
        /// estimate takes over there. 0 turns the fade off. Default:
        /// ``VQFSmoother/passesFadeInAccelerometerTimeConstants`` (2).
        public var passesFadeInAccelerometerTimeConstants: Double
        /// With a magnetometer, the weight of the two-direction heading (`SmootherHeading`)
        /// against the passes' heading (``backwardHeadingWeight``), 0…1. Default:
        /// ``VQFSmoother/twoDirectionHeadingWeight`` (0.5).
        public var twoDirectionHeadingWeight: Double
        /// τ of the forward and backward filters of the two-direction heading, s. Default:
        /// ``VQFSmoother/headingTimeConstantSeconds`` (30 s).
        public var headingTimeConstantSeconds: Double
        /// True: the two-direction heading rejects a sample's field only when the passes
        /// in both directions consider it disturbed; false: when either does. Default: true.
        public var disturbanceInBothDirections: Bool
        /// With a magnetometer, the first seconds of the recording whose field sets the
        /// heading the last forward pass starts with, when the backward pass accepts that
        /// field and its heading holds steady there (`SmootherStartField`), s; 0 keeps the
        /// backward pass's heading. Default: ``VQFSmoother/startHeadingWindowSeconds`` (3 s).
        public var startHeadingWindowSeconds: Double
        /// The constants of the ``AttitudeUncertainty`` each pass tracks for
        /// ``VQFSmoother/smoothWithUncertainty(timestampsSeconds:gyroscope:accelerometer:magnetometer:)``.
        /// Default: ``VQFSmoother/defaultUncertaintySettings``.
        public var uncertainty: AttitudeUncertainty.Settings

        /// Settings with the given values (defaults as documented on each property).
        public init(
            filter: VQFFilter.Settings = VQFSmoother.defaultFilterSettings, sensorDelaySeconds: Double = 0,
            backwardWeight: Double = 0.5, backwardHeadingWeight: Double = 0,
            zeroPhaseInclinationWeight: Double = VQFSmoother.zeroPhaseInclinationWeight,
            passesFadeInAccelerometerTimeConstants: Double = VQFSmoother.passesFadeInAccelerometerTimeConstants,
            twoDirectionHeadingWeight: Double = VQFSmoother.twoDirectionHeadingWeight,
            headingTimeConstantSeconds: Double = VQFSmoother.headingTimeConstantSeconds,
            disturbanceInBothDirections: Bool = true,
            startHeadingWindowSeconds: Double = VQFSmoother.startHeadingWindowSeconds,
            uncertainty: AttitudeUncertainty.Settings = VQFSmoother.defaultUncertaintySettings
        ) {
            self.filter = filter
            self.sensorDelaySeconds = sensorDelaySeconds
            self.backwardWeight = backwardWeight
            self.backwardHeadingWeight = backwardHeadingWeight
            self.zeroPhaseInclinationWeight = zeroPhaseInclinationWeight
            self.passesFadeInAccelerometerTimeConstants = passesFadeInAccelerometerTimeConstants
            self.twoDirectionHeadingWeight = twoDirectionHeadingWeight
            self.headingTimeConstantSeconds = headingTimeConstantSeconds
            self.disturbanceInBothDirections = disturbanceInBothDirections
            self.startHeadingWindowSeconds = startHeadingWindowSeconds
            self.uncertainty = uncertainty
        }

        /// The defaults.
        public static let `default` = Settings()
    }

    /// The default ``Settings/zeroPhaseInclinationWeight``: 0.5 (equal weights). Chosen
    /// among 0, ¼, ½, ¾ and 1 by two-fold cross-validation on the BROAD trials (README
    /// "Offline smoothing").
    public static let zeroPhaseInclinationWeight: Double = 0.5

    /// The default ``Settings/passesFadeInAccelerometerTimeConstants``: 2 (6 s at the default
    /// τ_acc). Chosen among 0, ½, 1, 2, 3, 4 and 6 on cuts of the BROAD trials that start
    /// and end in motion, by two-fold cross-validation over the trials, and checked on
    /// their 30-second excerpts and on simulated motion (README "Offline smoothing").
    public static let passesFadeInAccelerometerTimeConstants: Double = 2

    /// The default ``Settings/twoDirectionHeadingWeight``: 0.5 (equal weights). Chosen
    /// like ``zeroPhaseInclinationWeight``.
    public static let twoDirectionHeadingWeight: Double = 0.5

    /// The default ``Settings/startHeadingWindowSeconds``: 3 s. Chosen among 1, 2, 3, 5, 7
    /// and 10 s by two-fold cross-validation on the BROAD trials and their 30-second
    /// excerpts, and checked on simulated field changes in both orders (README "Offline
    /// smoothing").
    public static let startHeadingWindowSeconds: Double = 3

    /// The default τ of the two-direction heading filters, s: 30, as τ_mag of the passes.
    public static let headingTimeConstantSeconds: Double = 30

    /// τ_mag of the smoother's filter, s: 30 (the online filter's default is 9). Chosen on
    /// BROAD trials 01, 06, 15, 24 and 28 among 3, 6, 9, 15, 30, 60 and 120 s and judged on
    /// the other five (README "Offline smoothing").
    public static let magnetometerTimeConstantSeconds: Double = 30

    /// The filter settings the smoother uses by default: ``VQFFilter/Settings/default`` with
    /// τ_mag = ``magnetometerTimeConstantSeconds``.
    public static var defaultFilterSettings: VQFFilter.Settings {
        var settings = VQFFilter.Settings.default
        settings.magnetometerTimeConstantSeconds = magnetometerTimeConstantSeconds
        return settings
    }

    /// The uncertainty constants the passes use by default: the online filter's
    /// (``AttitudeUncertainty/Settings``) with the heading's recovery time constant at the
    /// smoother's τ_mag, ``magnetometerTimeConstantSeconds`` (30 s).
    public static var defaultUncertaintySettings: AttitudeUncertainty.Settings {
        var settings = AttitudeUncertainty.Settings()
        settings.headingRecoveryTimeConstantSeconds = magnetometerTimeConstantSeconds
        return settings
    }

    /// The settings in use.
    public var settings: Settings

    /// A smoother with `settings`.
    public init(settings: Settings = .default) {
        self.settings = settings
    }

    /// The smoothed attitude at every sample (sensor → ENU), one per sample.
    ///
    /// - Parameters:
    ///   - timestampsSeconds: each sample's time on the sensor's clock, s (increasing).
    ///   - gyroscope: angular rate, rad/s.
    ///   - accelerometer: specific force, m/s².
    ///   - magnetometer: magnetic field (µT by convention), nil entries for samples without
    ///     one; pass nil for a 6D estimate (heading arbitrary).
    /// The count is that of the shortest of the time, gyroscope and accelerometer arrays
    /// (and of the magnetometer array when given).
    public func smooth(
        timestampsSeconds: [Double], gyroscope: [Vector3], accelerometer: [Vector3], magnetometer: [Vector3?]?
    ) -> [Quaternion] {
        run(
            timestampsSeconds: timestampsSeconds, gyroscope: gyroscope, accelerometer: accelerometer,
            magnetometer: magnetometer, tracksUncertainty: false
        ).attitudes
    }

    /// ``smooth(timestampsSeconds:gyroscope:accelerometer:magnetometer:)`` with 95 % bounds
    /// of the smoothed attitude's inclination and heading errors at every sample
    /// (``SmoothedAttitudes``). The passes track ``AttitudeUncertainty`` as the online filter
    /// does (``Settings/uncertainty``); how the two passes' bounds become the smoother's is
    /// described on ``SmoothedAttitudes``. About 24 bytes more memory per sample.
    public func smoothWithUncertainty(
        timestampsSeconds: [Double], gyroscope: [Vector3], accelerometer: [Vector3], magnetometer: [Vector3?]?
    ) -> SmoothedAttitudes {
        run(
            timestampsSeconds: timestampsSeconds, gyroscope: gyroscope, accelerometer: accelerometer,
            magnetometer: magnetometer, tracksUncertainty: true)
    }

    /// The passes, their combination and the delay, with or without the bounds.
    func run(
        timestampsSeconds: [Double], gyroscope: [Vector3], accelerometer: [Vector3], magnetometer: [Vector3?]?,
        tracksUncertainty: Bool
    ) -> SmoothedAttitudes {
        var count = min(timestampsSeconds.count, gyroscope.count, accelerometer.count)
        if let magnetometer { count = min(count, magnetometer.count) }
        guard count > 0 else { return SmoothedAttitudes(attitudes: [], inclinationErrorBoundsDegrees: [], headingErrorBoundsDegrees: []) }
        let passes = SmootherPasses(
            times: timestampsSeconds, gyroscope: gyroscope, accelerometer: accelerometer,
            magnetometer: magnetometer, count: count)
        var filter = VQFFilter(settings: settings.filter, samplePeriodSeconds: passes.typicalStepSeconds)
        // One tracker follows the filter through all three passes, as the filter's own state does.
        var uncertainty = tracksUncertainty ? AttitudeUncertainty(settings: settings.uncertainty) : nil
        passes.forward(&filter, uncertainty: &uncertainty)
        filter.reverseTimeDirection()
        var backward = SmootherPassRecord(count: count, tracksUncertainty: tracksUncertainty)
        // Without a magnetometer it takes nothing in and turns nothing.
        var startField = SmootherStartField(windowSeconds: settings.startHeadingWindowSeconds)
        passes.backward(&filter, uncertainty: &uncertainty, record: &backward, startField: &startField)
        filter.reverseTimeDirection()
        if let turn = startField.headingCorrectionRadians(for: filter) {
            filter.turnHeading(byRadians: turn)
        }
        // In 6D the heading bound is for the change since the first sample: the last pass's drift.
        uncertainty?.resetHeadingReference()
        var smoothed = combine(backward: consume backward, filter: &filter, uncertainty: &uncertainty, passes: passes)
        // Both passes integrate each step with the reading at its end: half a step ahead already.
        let delaySeconds = LatencyCompensation(sensorDelaySeconds: settings.sensorDelaySeconds)
            .leadSeconds(stepSeconds: passes.typicalStepSeconds)
        Self.delay(&smoothed.attitudes, times: timestampsSeconds, count: count, delaySeconds: delaySeconds) {
            $0.slerp(to: $1, fraction: $2)
        }
        // A bound between two samples is the larger of theirs (nothing to move without bounds).
        Self.delay(&smoothed.inclinationErrorBoundsDegrees, times: timestampsSeconds, count: count, delaySeconds: delaySeconds) {
            before, after, _ in max(before, after)
        }
        Self.delay(&smoothed.headingErrorBoundsDegrees, times: timestampsSeconds, count: count, delaySeconds: delaySeconds) {
            before, after, _ in max(before, after)
        }
        return smoothed
    }

    /// The forward pass after `backward` (the filter as that pass left it, turned around),
    /// combined with it sample by sample as it runs, so that only one pass is held whole.
    ///
    /// The inclination: the passes' midpoint (``blend(forward:backward:weight:headingWeight:)``)
    /// and the zero-phase estimate of `SmootherInclination`, turned to the passes' heading,
    /// interpolated by ``Settings/zeroPhaseInclinationWeight``. The heading, with a
    /// magnetometer: the passes' heading and that of `SmootherHeading` over the combined 6D
    /// attitude, averaged with ``Settings/twoDirectionHeadingWeight``. Without one, the
    /// passes' heading. With `uncertainty` (the tracker as the backward pass left it), the
    /// bounds of both passes combined as ``SmoothedAttitudes`` describes, the heading's
    /// widened by the two headings' disagreement. Each step
    /// overwrites what the next no longer needs.
    func combine(
        backward: consuming SmootherPassRecord, filter: inout VQFFilter, uncertainty: inout AttitudeUncertainty?,
        passes: SmootherPasses
    ) -> SmoothedAttitudes {
        let count = passes.count
        let weight = Self.clampedWeight(settings.backwardWeight)
        let headingWeight = Self.clampedWeight(settings.backwardHeadingWeight)
        let zeroPhaseWeight = Self.clampedWeight(settings.zeroPhaseInclinationWeight)
        let disturbanceInBothDirections = settings.disturbanceInBothDirections
        let magnetic = passes.magnetometer != nil
        // Overwritten in place as the forward pass goes: the passes' midpoint, the bias of
        // both passes combined by their variances, the field disturbed for both (or either).
        var attitudes = backward.attitudes
        var biases = backward.biases
        var disturbed = backward.magneticDisturbance
        let backwardVariances = backward.biasVariances
        let backwardInclinationBounds = backward.inclinationBoundsDegrees
        let backwardHeadingBounds = backward.headingBoundsDegrees
        _ = consume backward
        var inclinationBounds = [Double](repeating: 180, count: uncertainty == nil ? 0 : count)
        var headingBounds = [Double](repeating: 180, count: uncertainty == nil ? 0 : count)
        let twoDirectionWeight = Self.clampedWeight(settings.twoDirectionHeadingWeight)
        let twoDirectionHeading = passes.magnetometer != nil && twoDirectionWeight > 0
            && settings.headingTimeConstantSeconds > 0 && settings.headingTimeConstantSeconds.isFinite
        // The forward pass's 6D attitude, kept only for the two-direction heading.
        var forwardAttitudes6D = [Quaternion](repeating: .identity, count: twoDirectionHeading ? count : 0)
        passes.forward(&filter, uncertainty: &uncertainty) { filter, uncertainty, index in
            if twoDirectionHeading { forwardAttitudes6D[index] = filter.quaternion6D }
            attitudes[index] = Self.blend(
                forward: filter.attitude, backward: attitudes[index], weight: weight, headingWeight: headingWeight)
            let forwardDisturbed = SmootherPassRecord.isMagneticDisturbance(filter)
            disturbed[index] = disturbanceInBothDirections
                ? forwardDisturbed && disturbed[index] : forwardDisturbed || disturbed[index]
            if zeroPhaseWeight > 0 {
                biases[index] = SmootherInclination.combinedBias(
                    forward: filter.state.biasRadiansPerSecond, forwardVariance: filter.state.biasCovariance.diagonal,
                    backward: -biases[index], backwardVariance: backwardVariances[index])
            }
            if let uncertainty {
                let bounds = SmoothedAttitudes.bounds(
                    forward: uncertainty, backwardInclinationDegrees: Double(backwardInclinationBounds[index]),
                    backwardHeadingDegrees: Double(backwardHeadingBounds[index]), magnetic: magnetic)
                inclinationBounds[index] = bounds.inclination
                headingBounds[index] = bounds.heading
            }
        }
        _ = consume backwardVariances
        _ = consume backwardInclinationBounds
        _ = consume backwardHeadingBounds
        if zeroPhaseWeight > 0 {
            let boundaries = passes.segmentBoundaries(maximumStepSeconds: settings.filter.maximumTimeStepSeconds)
            let zeroPhase = SmootherInclination(filterSettings: settings.filter)
                .attitudes6D(passes: passes, biases: consume biases, segmentBoundaries: boundaries)
            let fadeSeconds = settings.passesFadeInAccelerometerTimeConstants * settings.filter.accelerometerTimeConstantSeconds
            for segment in 0..<(boundaries.count - 1) {
                let range = boundaries[segment]..<boundaries[segment + 1]
                guard !range.isEmpty else { continue }
                let startSeconds = passes.times[range.lowerBound]
                let endSeconds = passes.times[range.upperBound - 1]
                for index in range {
                    let passesShare = Self.passesFadeIn(
                        secondsFromStart: passes.times[index] - startSeconds, secondsToEnd: endSeconds - passes.times[index],
                        fadeSeconds: fadeSeconds)
                    attitudes[index] = Self.blend(
                        forward: attitudes[index], backward: zeroPhase[index], weight: 1 - (1 - zeroPhaseWeight) * passesShare,
                        headingWeight: 0)
                }
            }
        } else {
            _ = consume biases
        }
        guard twoDirectionHeading, let magnetometer = passes.magnetometer else {
            return SmoothedAttitudes(
                attitudes: attitudes, inclinationErrorBoundsDegrees: inclinationBounds, headingErrorBoundsDegrees: headingBounds)
        }

        // The heading of the combined attitude so far (the passes') relative to the 6D
        // frame of the forward pass, then the combined attitude in that 6D frame (in place
        // of the forward pass's 6D attitude).
        var passOffsets = [Double](repeating: 0, count: count)
        var attitudes6D = consume forwardAttitudes6D
        for index in 0..<count {
            passOffsets[index] = verticalTwistRadians(attitudes[index] * attitudes6D[index].conjugate)
            attitudes6D[index] = (Quaternion(axis: Vector3(0, 0, 1), angleRadians: -passOffsets[index]) * attitudes[index]).normalized
        }
        let heading = SmootherHeading(timeConstantSeconds: settings.headingTimeConstantSeconds, filterSettings: settings.filter)
        let offsets = heading.offsetsRadians(
            attitudes6D: attitudes6D, magnetometer: magnetometer, disturbed: disturbed, times: passes.times, count: count)
        for index in 0..<count {
            guard let offset = offsets[index] else { continue }
            let difference = SmootherHeading.wrapped(offset - passOffsets[index])
            let turn = passOffsets[index] + twoDirectionWeight * difference
            attitudes[index] = (Quaternion(axis: Vector3(0, 0, 1), angleRadians: turn) * attitudes6D[index]).normalized
            if !headingBounds.isEmpty {
                headingBounds[index] = SmoothedAttitudes.widened(
                    headingBounds[index], disagreementDegrees: abs(difference) * 180 / .pi)
            }
        }
        return SmoothedAttitudes(
            attitudes: attitudes, inclinationErrorBoundsDegrees: inclinationBounds, headingErrorBoundsDegrees: headingBounds)
    }

    /// The factor on the passes' share of the inclination at a sample `secondsFromStart`
    /// into its segment and `secondsToEnd` before its end:
    /// (1 − e^(−d_start/fade))(1 − e^(−d_end/fade)); 1 (no fade) for a `fadeSeconds` that is
    /// not positive and finite, and where the times are not finite.
    static func passesFadeIn(secondsFromStart: Double, secondsToEnd: Double, fadeSeconds: Double) -> Double {
        guard fadeSeconds > 0, fadeSeconds.isFinite else { return 1 }
        let fromStart = 1 - Double.exp(-max(secondsFromStart, 0) / fadeSeconds)
        let toEnd = 1 - Double.exp(-max(secondsToEnd, 0) / fadeSeconds)
        let factor = fromStart * toEnd
        return factor.isFinite ? factor : 1
    }

    /// `weight` within 0…1 (0.5 when not finite).
    static func clampedWeight(_ weight: Double) -> Double {
        weight.isFinite ? min(max(weight, 0), 1) : 0.5
    }

    /// The slerp of `forward` towards `backward` by `weight`, then turned about the earth's
    /// vertical so that its heading is the `headingWeight` blend of the two passes' headings
    /// (the twist of each about z relative to the slerp).
    static func blend(forward: Quaternion, backward: Quaternion, weight: Double, headingWeight: Double) -> Quaternion {
        let middle = forward.slerp(to: backward, fraction: weight)
        guard headingWeight != weight else { return middle }
        let forwardTwist = verticalTwistRadians(forward * middle.conjugate)
        let backwardTwist = verticalTwistRadians(backward * middle.conjugate)
        let turn = (1 - headingWeight) * forwardTwist + headingWeight * backwardTwist
        return (Quaternion(axis: Vector3(0, 0, 1), angleRadians: turn) * middle).normalized
    }

}
