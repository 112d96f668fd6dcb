import IMUSamples
import MotionMath
import Platform

/// Why a recording cannot be evaluated.
public enum EvaluationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The recording has no `ref_q*` columns.
    case noReference(recording: String)
    /// The estimate count differs from the recording's sample count.
    case lengthMismatch(recording: String, estimates: Int, samples: Int)
    /// No sample has `movement == 1` and a known reference.
    case nothingToEvaluate(recording: String)

    public var description: String {
        switch self {
        case let .noReference(recording):
            return "\(recording): no reference attitude (ref_qw,ref_qx,ref_qy,ref_qz columns); only recordings with ground truth can be evaluated"
        case let .lengthMismatch(recording, estimates, samples):
            return "\(recording): \(estimates) estimates for \(samples) samples"
        case let .nothingToEvaluate(recording):
            return "\(recording): no sample has movement == 1 and a known reference"
        }
    }
}

/// The BROAD error metric over a whole recording.
public enum BroadMetric {
    /// RMSE of the estimates against the recording's reference over the samples with
    /// `movement == 1` (all samples when the file has no movement column) and a known
    /// reference. For 6D (`usesMagnetometer == false`) the estimate is first turned by the
    /// constant heading offset that minimises the heading RMSE: q_est ← q_z(−δ) ⊗ q_est.
    public static func evaluate(
        estimates: [Quaternion], recording: Recording, usesMagnetometer: Bool
    ) throws(EvaluationError) -> TrialResult {
        guard let references = recording.referenceAttitudes else { throw .noReference(recording: recording.name) }
        guard estimates.count == references.count else {
            throw .lengthMismatch(recording: recording.name, estimates: estimates.count, samples: references.count)
        }
        var errors: [Quaternion] = []
        errors.reserveCapacity(estimates.count)
        for index in estimates.indices {
            if let movement = recording.movement, !movement[index] { continue }
            guard let reference = references[index] else { continue }
            errors.append(estimates[index].normalized * reference.conjugate)
        }
        return try evaluate(errors: errors, recording: recording.name, usesMagnetometer: usesMagnetometer)
    }

    /// The metric from the error quaternions q_est ⊗ q_ref* of the counted samples.
    public static func evaluate(
        errors: [Quaternion], recording: String, usesMagnetometer: Bool
    ) throws(EvaluationError) -> TrialResult {
        var errors = errors
        guard !errors.isEmpty else { throw .nothingToEvaluate(recording: recording) }

        var offset = 0.0
        if !usesMagnetometer {
            offset = bestHeadingOffset(headings: errors.map(OrientationError.signedHeadingRadians(error:)))
            let turn = Quaternion(axis: Vector3(0, 0, 1), angleRadians: -offset)
            errors = errors.map { turn * $0 }
        }
        var total = 0.0, heading = 0.0, inclination = 0.0
        for error in errors {
            let e = OrientationError(error: error)
            total += e.totalRadians * e.totalRadians
            heading += e.headingRadians * e.headingRadians
            inclination += e.inclinationRadians * e.inclinationRadians
        }
        let count = Double(errors.count)
        return TrialResult(
            trial: recording,
            usesMagnetometer: usesMagnetometer,
            sampleCount: errors.count,
            totalDegrees: degrees(fromRadians: (total / count).squareRoot()),
            headingDegrees: degrees(fromRadians: (heading / count).squareRoot()),
            inclinationDegrees: degrees(fromRadians: (inclination / count).squareRoot()),
            headingOffsetDegrees: usesMagnetometer ? nil : degrees(fromRadians: offset)
        )
    }

    /// The angle δ minimising Σ wrap(ψᵢ − δ)², radians in −π…π: a grid search at 5°
    /// followed by fixed-point refinement (δ ← δ + mean(wrap(ψᵢ − δ))).
    public static func bestHeadingOffset(headings: [Double]) -> Double {
        guard !headings.isEmpty else { return 0 }
        func cost(_ delta: Double) -> Double {
            var sum = 0.0
            for heading in headings {
                let d = wrappedAngle(heading - delta)
                sum += d * d
            }
            return sum
        }
        // Coarse: every 5°, then refine the best candidates.
        var best = 0.0
        var bestCost = Double.infinity
        for step in 0..<72 {
            let delta = -Double.pi + Double(step) * (Double.pi / 36)
            let c = cost(delta)
            if c < bestCost {
                bestCost = c
                best = delta
            }
        }
        for _ in 0..<50 {
            var sum = 0.0
            for heading in headings { sum += wrappedAngle(heading - best) }
            let shift = sum / Double(headings.count)
            best = wrappedAngle(best + shift)
            if abs(shift) < 1e-12 { break }
        }
        return best
    }
}
