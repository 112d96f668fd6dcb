import AttitudeFilters
import MotionMath

/// Whether the heading is referenced to the magnetic field right now, and how far it may
/// have drifted since it last was.
///
/// The heading is referenced in a north frame while the filter uses the magnetometer (not
/// while it rejects a disturbed field). Otherwise — always in 6D — the heading follows the
/// integrated gyroscope, and its drift comes from the gyroscope's bias and scale error about
/// the vertical: the budget grows by 3 σ_vertical per second (σ from the filter's own bias
/// estimate where it keeps one, VQF; else the assumed figure in the settings) plus the scale
/// error times the angle turned about the vertical, and returns to 0 at the next referenced
/// sample (in 6D: at the start and at `resetReferenceAttitude`). It stops at 180°: the
/// heading is then unknown. It is 180° at once when the filter restarts after a gap
/// (`FilterFlags.reinitialisedAfterGap`) without referencing the heading: nothing saw the
/// turn over the gap. Units: degrees.
struct HeadingValidity: Sendable {
    /// Referenced now.
    private(set) var isReferenced = false
    /// The drift budget since the last referenced sample, degrees.
    private(set) var driftBudgetDegrees = 0.0

    /// Takes one processed sample.
    /// - Parameters:
    ///   - referenced: whether this sample referenced the heading.
    ///   - restartedAfterGap: whether the filter restarted after a gap with this sample.
    ///   - gravity: gravity in the device frame (any length).
    ///   - biasStandardDeviation: σ of the bias per device axis, rad/s.
    ///   - rotationRate: the angular rate, device frame, rad/s.
    ///   - scaleErrorFraction: the gyroscope's scale error allowed for (0.02 = 2 %).
    ///   - timeStepSeconds: the time since the previous sample.
    mutating func add(
        referenced: Bool, restartedAfterGap: Bool, gravity: Vector3, biasStandardDeviation: Vector3, rotationRate: Vector3,
        scaleErrorFraction: Double, timeStepSeconds: Double
    ) {
        isReferenced = referenced
        guard !referenced else {
            driftBudgetDegrees = 0
            return
        }
        guard !restartedAfterGap else {
            driftBudgetDegrees = AttitudeUncertainty.largestBoundDegrees
            return
        }
        guard timeStepSeconds.isFinite, timeStepSeconds > 0, let vertical = gravity.normalizedOrNil else { return }
        let variance = AttitudeUncertainty.variance(about: vertical, perAxisStandardDeviation: biasStandardDeviation)
        let turn = abs(dot(rotationRate, vertical))
        guard variance.isFinite, turn.isFinite else { return }
        let growth = (3 * variance.squareRoot() + scaleErrorFraction * turn) * timeStepSeconds * 180 / .pi
        driftBudgetDegrees = min(driftBudgetDegrees + growth, AttitudeUncertainty.largestBoundDegrees)
    }

    /// Starts the budget again (a new reference attitude in the arbitrary frames).
    mutating func reset() {
        driftBudgetDegrees = 0
    }
}
