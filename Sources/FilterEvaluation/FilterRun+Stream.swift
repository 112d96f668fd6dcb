import AttitudeFilters
import IMUSamples
import MotionMath

extension FilterRun {
    /// Runs a fresh copy of `filter` over the rows of `stream` as they are read and returns
    /// the BROAD error (see `BroadMetric`). Only one error quaternion per counted sample is
    /// kept (32 bytes), never the samples.
    /// - Throws: `CSVLogError` for a bad row, `EvaluationError` when nothing can be evaluated.
    public static func evaluate(
        _ filter: any AttitudeFilter, stream: CSVLogStream, useMagnetometer: Bool,
        latencyCompensation: LatencyCompensation = .none
    ) throws -> TrialResult {
        let name = CSVLogReader.recordingName(path: stream.path)
        guard stream.hasReference else { throw EvaluationError.noReference(recording: name) }
        func errors<Filter: AttitudeFilter>(_ filter: Filter) throws -> [Quaternion] {
            var stepper = FilterStepper(filter, useMagnetometer: useMagnetometer, latencyCompensation: latencyCompensation)
            var errors: [Quaternion] = []
            while let row = try stream.next() {
                let estimate = stepper.attitude(after: row.sample)
                if row.movement == false { continue }
                guard let reference = row.referenceAttitude else { continue }
                errors.append(estimate.normalized * reference.conjugate)
            }
            return errors
        }
        let errors = try errors(filter)
        return try BroadMetric.evaluate(errors: errors, recording: name, usesMagnetometer: useMagnetometer)
    }
}
