import AttitudeFilters
import IMUSamples
import MotionMath

extension FilterRun {
    /// Runs a fresh copy of `filter` over the rows of `stream` as they are read and returns
    /// the BROAD error (see `BroadMetric`). Only one error quaternion per counted sample is
    /// kept (32 bytes), never the samples. With `tracksUncertainty`, the result also says how
    /// often the errors were within the filter's 95 % bounds (``TrialResult/boundCoverage``,
    /// the bounds with the filter's own ``AttitudeFilter/uncertaintySettings``).
    /// - Throws: `CSVLogError` for a bad row, `EvaluationError` when nothing can be evaluated.
    public static func evaluate(
        _ filter: any AttitudeFilter, stream: CSVLogStream, useMagnetometer: Bool,
        latencyCompensation: LatencyCompensation = .none, tracksUncertainty: Bool = false
    ) throws -> TrialResult {
        let name = CSVLogReader.recordingName(path: stream.path)
        guard stream.hasReference else { throw EvaluationError.noReference(recording: name) }
        func errors<Filter: AttitudeFilter>(_ filter: Filter) throws -> (errors: [Quaternion], coverage: BoundCoverage?) {
            var stepper = FilterStepper(
                filter, useMagnetometer: useMagnetometer, latencyCompensation: latencyCompensation,
                uncertainty: tracksUncertainty ? AttitudeUncertainty(settings: filter.uncertaintySettings) : nil)
            var coverage = BoundCoverageCounter(usesMagnetometer: useMagnetometer)
            var errors: [Quaternion] = []
            while let row = try stream.next() {
                let estimate = stepper.attitude(after: row.sample)
                if let bounds = stepper.uncertainty {
                    coverage.add(
                        timeSeconds: row.sample.timestampSeconds, estimate: estimate, reference: row.referenceAttitude,
                        inclinationBoundDegrees: bounds.inclinationBoundDegrees, headingBoundDegrees: bounds.headingBoundDegrees)
                }
                if row.movement == false { continue }
                guard let reference = row.referenceAttitude else { continue }
                errors.append(estimate.normalized * reference.conjugate)
            }
            return (errors, coverage.coverage)
        }
        let (errors, coverage) = try errors(filter)
        var result = try BroadMetric.evaluate(errors: errors, recording: name, usesMagnetometer: useMagnetometer)
        result.boundCoverage = coverage
        return result
    }
}
