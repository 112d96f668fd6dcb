import AttitudeFilters
import FilterEvaluation
import IMUSamples
import MotionMath
import Testing

/// The attitude uncertainty bounds (`AttitudeUncertainty`, as `replay --uncertainty` and
/// `DeviceMotion.attitudeAccuracy` give them) against the optical truth of the 10 BROAD
/// trials, VQF in 9D and 6D, counting every sample from 5 s in with a reference. Errors
/// are BROAD's; the 6D heading error is the heading error's change since the first sample
/// with a reference (the arbitrary frame's zero is the start). Same figures as
/// `Benchmarks/uncertainty-coverage`.
@Suite(.enabled(if: BroadRecordings.isPresent, BroadRecordings.absenceNote))
struct UncertaintyCoverageTests {
    /// The share of samples within each bound, the mean bounds, and the mean 9D heading
    /// bound while the magnetometer is rejected and while it is used.
    struct Coverage {
        var inclination = 0.0
        var heading = 0.0
        var samples = 0
        var meanInclinationBoundDegrees = 0.0
        var meanHeadingBoundDegrees = 0.0
        var meanHeadingBoundRejectedDegrees = 0.0
        var meanHeadingBoundUsedDegrees = 0.0
    }

    /// The online filter's attitude and bounds at every sample, and whether it ignored
    /// the magnetometer there.
    static func coverage(_ recording: Recording, magnetic: Bool, kind: FilterKind = .vqf) throws -> Coverage {
        try coverage(recording, filter: kind.makeFilter(sampleRateHertz: recording.sampleRateHertz ?? 100), magnetic: magnetic)
    }

    /// `coverage(_:magnetic:kind:)` for one filter, with the bounds' constants calibrated for
    /// it (or `settings`).
    static func coverage<Filter: AttitudeFilter>(
        _ recording: Recording, filter: Filter, magnetic: Bool, settings: AttitudeUncertainty.Settings? = nil
    ) throws -> Coverage {
        var stepper = FilterStepper(
            filter, useMagnetometer: magnetic, uncertainty: AttitudeUncertainty(settings: settings ?? filter.uncertaintySettings))
        var estimates = SmoothedAttitudes(attitudes: [], inclinationErrorBoundsDegrees: [], headingErrorBoundsDegrees: [])
        var magnetometerIgnored: [Bool] = []
        for sample in recording.samples {
            estimates.attitudes.append(stepper.attitude(after: sample))
            let uncertainty = try #require(stepper.uncertainty)
            estimates.inclinationErrorBoundsDegrees.append(uncertainty.inclinationBoundDegrees)
            estimates.headingErrorBoundsDegrees.append(uncertainty.headingBoundDegrees)
            magnetometerIgnored.append(stepper.filter.flags.contains(.magnetometerIgnored))
        }
        return try coverage(recording, estimates: estimates, magnetic: magnetic, magnetometerIgnored: magnetometerIgnored)
    }

    /// The shares of `estimates`' samples from 5 s in with a reference whose errors are
    /// within their bounds and the mean bounds (`BoundCoverageCounter`, as `evaluate
    /// --uncertainty` counts them), and the mean heading bound while the magnetometer is
    /// ignored and while it is used, by `magnetometerIgnored`, when given.
    static func coverage(
        _ recording: Recording, estimates: SmoothedAttitudes, magnetic: Bool, magnetometerIgnored: [Bool]? = nil
    ) throws -> Coverage {
        let references = try #require(recording.referenceAttitudes)
        let start = try #require(recording.samples.first?.timestampSeconds)
        var counter = BoundCoverageCounter(usesMagnetometer: magnetic)
        var rejected = (sum: 0.0, count: 0), used = (sum: 0.0, count: 0)
        for (index, (sample, reference)) in zip(recording.samples, references).enumerated() {
            let headingBound = estimates.headingErrorBoundsDegrees[index]
            counter.add(
                timeSeconds: sample.timestampSeconds, estimate: estimates.attitudes[index], reference: reference,
                inclinationBoundDegrees: estimates.inclinationErrorBoundsDegrees[index], headingBoundDegrees: headingBound)
            guard reference != nil, sample.timestampSeconds - start >= BoundCoverageCounter.settleSeconds else { continue }
            if magnetometerIgnored?[index] == true {
                rejected = (rejected.sum + headingBound, rejected.count + 1)
            } else {
                used = (used.sum + headingBound, used.count + 1)
            }
        }
        let counted = try #require(counter.coverage)
        try #require(counted.sampleCount > 1000)
        var result = Coverage()
        result.samples = counted.sampleCount
        result.inclination = counted.inclinationWithinBoundShare
        result.heading = counted.headingWithinBoundShare
        result.meanInclinationBoundDegrees = counted.meanInclinationBoundDegrees
        result.meanHeadingBoundDegrees = counted.meanHeadingBoundDegrees
        result.meanHeadingBoundRejectedDegrees = rejected.count > 0 ? rejected.sum / Double(rejected.count) : 0
        result.meanHeadingBoundUsedDegrees = used.count > 0 ? used.sum / Double(used.count) : 0
        return result
    }

    /// Over all the trials: the shares of all samples within the bounds, the means of the
    /// trials' mean bounds, and each trial's coverage (named by its number).
    struct Pooled {
        var inclination = 0.0
        var heading = 0.0
        var meanInclinationBoundDegrees = 0.0
        var meanHeadingBoundDegrees = 0.0
        var trials: [(name: String, coverage: Coverage)] = []

        /// Prints each trial's shares and mean heading bound, then the pooled figures, after `label`.
        func print(_ label: String) {
            let trialLines = trials.map {
                String(format: "%@ %.3f %.3f %.2f°", $0.name, $0.coverage.inclination, $0.coverage.heading,
                       $0.coverage.meanHeadingBoundDegrees)
            }
            Swift.print("\(label) coverage (trial inclination heading mean-heading-bound):", trialLines.joined(separator: ", "))
            Swift.print(String(format: "%@, all samples: inclination %.3f, heading %.3f; mean bounds: inclination %.2f°, heading %.2f°",
                               label, inclination, heading, meanInclinationBoundDegrees, meanHeadingBoundDegrees))
        }
    }

    /// `coverage` of every recording, pooled, with each trial expected within
    /// `trialInclination` (default 90 %) for the inclination and `trialHeading` (default
    /// 65 %) for the heading (one trial's heading error is mostly one offset the filter
    /// cannot see).
    static func pooled(
        _ recordings: [Recording], trialInclination: Double = 0.9, trialHeading: Double = 0.65,
        coverage: (Recording) throws -> Coverage
    ) throws -> Pooled {
        var result = Pooled()
        var inclinationInside = 0.0, headingInside = 0.0, total = 0.0
        for recording in recordings {
            let trial = try coverage(recording)
            result.trials.append((String(recording.name.prefix(2)), trial))
            let samples = Double(trial.samples)
            inclinationInside += trial.inclination * samples
            headingInside += trial.heading * samples
            total += samples
            #expect(trial.inclination >= trialInclination, "\(recording.name): inclination \(trial.inclination)")
            #expect(trial.heading >= trialHeading, "\(recording.name): heading \(trial.heading)")
            result.meanInclinationBoundDegrees += trial.meanInclinationBoundDegrees / Double(recordings.count)
            result.meanHeadingBoundDegrees += trial.meanHeadingBoundDegrees / Double(recordings.count)
        }
        result.inclination = inclinationInside / total
        result.heading = headingInside / total
        return result
    }

    @Test(arguments: [true, false])
    func theBoundsCoverNinetyToNinetyNinePercentOfAllSamples(magnetic: Bool) throws {
        // Measured per trial: inclination 0.918–1.000 (9D and 6D alike); heading
        // 0.695–1.000 (9D, the lowest trial 26) and 0.752–1.000 (6D, trial 21).
        let pooled = try Self.pooled(try BroadRecordings.all.get()) { try Self.coverage($0, magnetic: magnetic) }
        pooled.print(magnetic ? "9D" : "6D")
        // Measured over all samples: inclination 0.977, heading 0.968 (9D) and 0.976 (6D);
        // mean bounds 1.06° (inclination), 7.12° (9D heading; 6.55° before the disagreement
        // was held while the field is found disturbed), 8.99° (6D heading). A bound
        // made loose to cover everything fails the upper limit and the mean bounds; one too
        // tight fails the lower limit.
        #expect((0.90...0.99).contains(pooled.inclination), "inclination \(pooled.inclination)")
        #expect((0.90...0.99).contains(pooled.heading), "heading \(pooled.heading)")
        #expect(pooled.meanInclinationBoundDegrees < 1.1)
        #expect(pooled.meanHeadingBoundDegrees < (magnetic ? 7.5 : 9.4))
    }

    /// Each of the other filters with its own constants (`AttitudeFilter.uncertaintySettings`):
    /// with the VQF-class filter's, its bounds covered only 33–81 % (Madgwick 68.3 % of the
    /// 9D inclination errors, Mahony 33.2 %, the complementary filter 71.3 %).
    @Test(arguments: [FilterKind.madgwick, .mahony, .complementary])
    func theOtherFiltersBoundsCoverNinetyToNinetyNinePercentWithTheirOwnConstants(kind: FilterKind) throws {
        let recordings = try BroadRecordings.all.get()
        // Measured per trial: inclination from 0.636 (Madgwick 9D, trial 32, a magnet on the
        // sensor that its magnetometer step follows; Mahony's, 0.522 there before its magnetic
        // disturbance gate, is 0.989 now) and 9D heading from 0.665 (complementary, trial 15).
        let nine = try Self.pooled(recordings, trialInclination: 0.5, trialHeading: 0.35) {
            try Self.coverage($0, magnetic: true, kind: kind)
        }
        nine.print("\(kind.rawValue) 9D")
        let six = try Self.pooled(recordings, trialInclination: 0.5, trialHeading: 0.35) {
            try Self.coverage($0, magnetic: false, kind: kind)
        }
        six.print("\(kind.rawValue) 6D")
        // Measured over all samples (9D inclination, 9D heading, 6D inclination, 6D heading):
        // Madgwick 0.952, 0.964, 0.952, 0.981; Mahony 0.947, 0.950, 0.949, 0.974 (its 9D
        // constants fitted again with the gate: 0.992 and 0.998 with the old ones);
        // complementary 0.952, 0.968, 0.952, 0.981 (0.950 for the 9D heading before the gate).
        #expect((0.90...0.99).contains(nine.inclination), "9D inclination \(nine.inclination)")
        #expect((0.90...0.99).contains(nine.heading), "9D heading \(nine.heading)")
        #expect((0.90...0.99).contains(six.inclination), "6D inclination \(six.inclination)")
        // The 6D heading drifts with the σ of the bias learned at rest (`RestBiasEstimator`).
        // With the σ of 1 °/s assumed before the filters learned one, every sample was
        // inside bounds of 76–98° on average.
        #expect((0.90...0.99).contains(six.heading), "6D heading \(six.heading)")
        #expect(six.meanHeadingBoundDegrees < 15, "6D heading bound \(six.meanHeadingBoundDegrees)°")
    }

    /// Each of the other filters made the other way round (`--[no-]magnetic-disturbance-rejection`):
    /// Madgwick with the gate, Mahony and the complementary filter without. Mahony's bounds
    /// then take the constants fitted without the gate
    /// (`AttitudeUncertainty.Settings.mahonyWithoutMagneticRejection`); with its gated ones
    /// its 9D bounds covered 88.0 % of the inclination errors and 89.8 % of the heading's.
    @Test(arguments: [FilterKind.madgwick, .mahony, .complementary])
    func theOtherFiltersBoundsCoverTheirErrorsWithTheGateSwitched(kind: FilterKind) throws {
        let recordings = try BroadRecordings.all.get()
        let switched = !kind.rejectsMagneticDisturbanceByDefault()
        let nine = try Self.pooled(recordings, trialInclination: 0.5, trialHeading: 0.35) {
            try Self.coverage(
                $0, filter: kind.makeFilter(sampleRateHertz: $0.sampleRateHertz ?? 100, magneticDisturbanceRejection: switched),
                magnetic: true)
        }
        nine.print("\(kind.rawValue) 9D, gate \(switched ? "on" : "off")")
        // Measured over all samples (9D inclination, 9D heading): Madgwick with the gate
        // 0.971, 0.989; Mahony without 0.955, 0.955; complementary without 0.952, 0.950.
        // Per trial from 0.564 (inclination) and 0.477 (heading): Mahony without the gate on
        // trial 32, the magnet on the sensor that it follows.
        #expect((0.90...0.99).contains(nine.inclination), "9D inclination \(nine.inclination)")
        #expect((0.90...0.99).contains(nine.heading), "9D heading \(nine.heading)")
    }

    @Test func inTheMagnetTrialsTheHeadingBoundRisesWhileTheFieldIsRejected() throws {
        let recordings = try BroadRecordings.all.get()
        for name in ["28_", "32_"] {
            let recording = try #require(recordings.first { $0.name.hasPrefix(name) })
            let coverage = try Self.coverage(recording, magnetic: true)
            print(String(format: "%@: 9D heading bound %.2f° while rejected, %.2f° while used", recording.name,
                         coverage.meanHeadingBoundRejectedDegrees, coverage.meanHeadingBoundUsedDegrees))
            // Measured: 27.5° against 8.6° (28), 35.4° against 6.2° (32).
            #expect(coverage.meanHeadingBoundRejectedDegrees > coverage.meanHeadingBoundUsedDegrees + 10, "\(recording.name)")
        }
    }
}
