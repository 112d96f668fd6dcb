import MotionMath

/// The recording a ``VQFSmoother`` runs over, and one pass of a filter through it in
/// either direction.
struct SmootherPasses {
    var times: [Double]
    var gyroscope: [Vector3]
    var accelerometer: [Vector3]
    var magnetometer: [Vector3?]?
    /// The number of samples used.
    var count: Int

    /// The median of the first (up to 101) positive finite time steps, s; 0.01 s without any.
    var typicalStepSeconds: Double {
        var steps: [Double] = []
        var index = 1
        while index < count && steps.count < 101 {
            let step = times[index] - times[index - 1]
            if step > 0 && step.isFinite { steps.append(step) }
            index += 1
        }
        guard !steps.isEmpty else { return 0.01 }
        steps.sort()
        return steps[steps.count / 2]
    }

    /// Where each segment starts: 0, and every sample whose time step from the one before
    /// exceeds `maximumStepSeconds` (a gap, which the filter restarts after); `count` last.
    func segmentBoundaries(maximumStepSeconds: Double) -> [Int] {
        var boundaries = [0]
        var previousTime = times[0]
        for index in 0..<count {
            if times[index] - previousTime > maximumStepSeconds { boundaries.append(index) }
            if times[index].isFinite { previousTime = times[index] }
        }
        boundaries.append(count)
        return boundaries
    }

    /// Feeds every sample in order; sample k's time step is t_k − t_{k−1} (0 for the first,
    /// which the filter then skips), the last finite time standing in for a non-finite one
    /// as in `FilterRun`. `uncertainty`, when given, takes every sample after the filter.
    /// Hands the filter and the tracker after each sample, with the sample's index, to
    /// `afterEach`.
    func forward(
        _ filter: inout VQFFilter, uncertainty: inout AttitudeUncertainty?,
        afterEach: (VQFFilter, AttitudeUncertainty?, Int) -> Void = { _, _, _ in }
    ) {
        var previousTime = times[0]
        let magnetic = magnetometer != nil
        for index in 0..<count {
            let step = times[index] - previousTime
            filter.update(
                gyroscope: gyroscope[index], accelerometer: accelerometer[index],
                magnetometer: magnetometer?[index], deltaTimeSeconds: step)
            if times[index].isFinite { previousTime = times[index] }
            uncertainty?.add(after: filter, gyroscope: gyroscope[index], magnetic: magnetic, timeStepSeconds: step)
            afterEach(filter, uncertainty, index)
        }
    }

    /// Feeds the samples from the last to the first with the gyroscope negated, the filter
    /// turned around beforehand. Sample k's update integrates −ω_{k+1} over t_{k+1} − t_k
    /// (the interval the forward pass integrates ω_{k+1} over) with sample k's
    /// accelerometer and magnetometer, so the attitude after it is the one at t_k, which is
    /// recorded at index k. The last sample's entry is the filter on entry. `uncertainty`,
    /// when given, takes every sample after the filter and its bounds are recorded too;
    /// `startField` takes in the fields of its window at the recording's start.
    func backward(
        _ filter: inout VQFFilter, uncertainty: inout AttitudeUncertainty?, record: inout SmootherPassRecord,
        startField: inout SmootherStartField
    ) {
        record.record(filter, at: count - 1)
        if let uncertainty { record.record(uncertainty, at: count - 1) }
        let magnetic = magnetometer != nil
        var laterTime = times[count - 1]
        var laterGyroscope = gyroscope[count - 1]
        var index = count - 2
        while index >= 0 {
            let step = laterTime - times[index]
            filter.update(
                gyroscope: -laterGyroscope, accelerometer: accelerometer[index],
                magnetometer: magnetometer?[index], deltaTimeSeconds: step)
            if times[index].isFinite { laterTime = times[index] }
            record.record(filter, at: index)
            startField.add(filter, magnetometer: magnetometer?[index], secondsFromStart: times[index] - times[0])
            uncertainty?.add(after: filter, gyroscope: -laterGyroscope, magnetic: magnetic, timeStepSeconds: step)
            if let uncertainty { record.record(uncertainty, at: index) }
            laterGyroscope = gyroscope[index]
            index -= 1
        }
    }
}

extension VQFSmoother {
    /// Moves `values` (one per sample) earlier by `delaySeconds`, in place: entry k becomes
    /// the value at t_k + delay, `interpolate(before, after, fraction)` of the two samples
    /// around that time (slerp for attitudes; the larger of two bounds), and the last
    /// sample's beyond the end. A delay that is zero, negative or not finite changes
    /// nothing. Entry k reads entries k and later only, which are not yet moved.
    static func delay<Value>(
        _ values: inout [Value], times: [Double], count: Int, delaySeconds: Double,
        interpolate: (Value, Value, Double) -> Value
    ) {
        guard delaySeconds > 0, delaySeconds.isFinite, count > 1, values.count >= count else { return }
        var next = 1
        for index in 0..<count {
            let target = times[index] + delaySeconds
            guard target.isFinite else { continue }
            if next <= index { next = index + 1 }
            while next < count && !(times[next] >= target) { next += 1 }
            guard next < count else {
                values[index] = values[count - 1]
                continue
            }
            let before = next - 1
            let span = times[next] - times[before]
            guard span > 0, span.isFinite else { continue }
            let fraction = min(max((target - times[before]) / span, 0), 1)
            values[index] = interpolate(values[before], values[next], fraction)
        }
    }
}
