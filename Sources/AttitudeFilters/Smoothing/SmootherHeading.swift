import MotionMath

/// The heading of the ``VQFSmoother`` with a magnetometer: the magnetometer's heading in
/// the frame of the smoothed 6D attitude, low-pass filtered forwards and backwards in time
/// and the two combined by their uncertainties.
///
/// At every sample the field, brought into the earth frame by the smoothed 6D attitude,
/// gives the heading offset δ_k = atan2(east, north) that turns the 6D frame to magnetic
/// north. Two first-order filters (τ = ``VQFSmoother/Settings/headingTimeConstantSeconds``)
/// follow δ, one from the first sample forwards, one from the last backwards, each with
/// the filter's disturbance rejection: at a sample the passes consider disturbed the gain
/// is 0 for at most ``VQFFilter/Settings/magneticMaximumRejectionTimeSeconds`` of
/// rejection, then divided by ``VQFFilter/Settings/magneticRejectionFactor``, the
/// rejection time earned back at that factor while undisturbed. Each filter starts at the
/// first field it may use, and its gain is at least 1/N for the first N fields it uses
/// (until τ has passed), so it converges at once; a rejected field never counts towards
/// that start, so a field disturbed from the first sample is not followed. Each filter
/// starts so again after a gap in the samples (a time step above
/// ``VQFFilter/Settings/maximumTimeStepSeconds``, where the passes restart): the 6D
/// attitude's heading jumps there by the turn over the gap, which no sensor saw, so the
/// offset before the gap says nothing about the one after it.
///
/// Each filter's heading error is modelled as proportional to the time its estimate has
/// been carried by the gyroscope: τ while it follows the field, τ + t after t seconds of
/// rejection. The two are combined with weights inversely proportional to the squares of
/// those times: equal away from disturbances (the mean of a forward and a backward
/// first-order low-pass, which has no lag), and inside a disturbed stretch moving from the
/// forward filter (at its start) to the backward one (at its end).
struct SmootherHeading {
    /// τ of both heading filters, s (> 0).
    var timeConstantSeconds: Double
    /// Magnetic rejection settings (``VQFFilter/Settings/magneticDisturbanceRejectionEnabled``,
    /// ``VQFFilter/Settings/magneticMaximumRejectionTimeSeconds``,
    /// ``VQFFilter/Settings/magneticRejectionFactor``).
    var filterSettings: VQFFilter.Settings

    /// The heading offset, rad, at every sample: the rotation about the earth's vertical
    /// that takes `attitudes6D` to ENU; nil where neither filter has used a field yet (no
    /// field the passes accept in the whole recording). `disturbed[k]` rejects sample k's
    /// field; a nil or unusable magnetometer sample is skipped (the filters hold their value).
    func offsetsRadians(
        attitudes6D: [Quaternion], magnetometer: [Vector3?], disturbed: [Bool], times: [Double], count: Int
    ) -> [Double?] {
        var measured = [Double?](repeating: nil, count: count)
        for index in 0..<count {
            guard let field = magnetometer[index], VQFFilter.isPlausible(field, limit: VQFFilter.magnetometerLimit)
            else { continue }
            let earth = VQFNumerics.rotate(field, by: attitudes6D[index])
            guard earth.x != 0 || earth.y != 0 else { continue }
            measured[index] = VQFNumerics.arcTangent2(earth.x, earth.y)
        }
        let forward = follow(measured, disturbed: disturbed, times: times, indices: 0..<count)
        let backward = follow(measured, disturbed: disturbed, times: times, indices: (0..<count).reversed())
        var offsets = [Double?](repeating: nil, count: count)
        for index in 0..<count {
            let forwardKnown = forward.carriedSeconds[index].isFinite
            let backwardKnown = backward.carriedSeconds[index].isFinite
            guard forwardKnown || backwardKnown else { continue }
            guard forwardKnown && backwardKnown else {
                offsets[index] = forwardKnown ? forward.offsets[index] : backward.offsets[index]
                continue
            }
            let forwardSpread = timeConstantSeconds + forward.carriedSeconds[index]
            let backwardSpread = timeConstantSeconds + backward.carriedSeconds[index]
            let forwardWeight = 1 / (forwardSpread * forwardSpread)
            let backwardWeight = 1 / (backwardSpread * backwardSpread)
            let fraction = backwardWeight / (forwardWeight + backwardWeight)
            let difference = Self.wrapped(backward.offsets[index] - forward.offsets[index])
            offsets[index] = Self.wrapped(forward.offsets[index] + fraction * difference)
        }
        return offsets
    }

    /// One first-order heading filter over the samples in the order of `indices`: the
    /// offset after each sample, and the time since it last followed the field, s
    /// (infinite before the first field).
    func follow(
        _ measured: [Double?], disturbed: [Bool], times: [Double], indices: some Sequence<Int>
    ) -> (offsets: [Double], carriedSeconds: [Double]) {
        let count = measured.count
        var offsets = [Double](repeating: 0, count: count)
        var carried = [Double](repeating: .infinity, count: count)
        var offset = 0.0
        var started = false
        var initialGain = 1.0
        var rejectionSeconds = 0.0
        var carriedSeconds = Double.infinity
        var previousTime = Double.nan
        for index in indices {
            let time = times[index]
            let step = (time - previousTime).magnitude
            let stepSeconds = step.isFinite && step > 0 ? step : 0
            if time.isFinite { previousTime = time }
            if stepSeconds > filterSettings.maximumTimeStepSeconds {
                // A gap: start again at the next field that may be used.
                started = false
                initialGain = 1
                rejectionSeconds = 0
                carriedSeconds = .infinity
            }
            carriedSeconds += stepSeconds
            if let heading = measured[index] {
                let rejecting = filterSettings.magneticDisturbanceRejectionEnabled && disturbed[index]
                if !started {
                    // The filter starts at the first field it may use.
                    if !rejecting {
                        offset = heading
                        started = true
                        carriedSeconds = 0
                    }
                } else {
                    let baseGain = stepSeconds > 0
                        ? VQFFilter.lowPassGain(timeConstantSeconds: timeConstantSeconds, samplePeriodSeconds: stepSeconds) : 0
                    let admittedGain = filterSettings.magneticGain(
                        baseGain, disturbed: disturbed[index], stepSeconds: stepSeconds,
                        rejectionSeconds: &rejectionSeconds)
                    var gain = admittedGain ?? 0
                    let rejected = admittedGain == nil
                    // The fast start counts only fields that are used.
                    if initialGain != 0 && !rejected {
                        gain = max(gain, initialGain)
                        initialGain /= initialGain + 1
                        if initialGain * timeConstantSeconds < stepSeconds { initialGain = 0 }
                    }
                    offset = Self.wrapped(offset + gain * Self.wrapped(heading - offset))
                    if gain > 0 { carriedSeconds = 0 }
                }
            }
            offsets[index] = offset
            carried[index] = carriedSeconds
        }
        return (offsets, carried)
    }

    /// `angle` within −π…π, rad (MotionMath's `wrappedAngle`); 0 when not finite.
    static func wrapped(_ angle: Double) -> Double {
        angle.isFinite ? wrappedAngle(angle) : 0
    }
}
