import MotionMath

/// Magnetic disturbance detection (Laidig & Seel 2023, §4.5): the VQF-class filter's, and
/// through ``MagneticDisturbanceGate`` Madgwick's, Mahony's and the complementary filter's.
///
/// The field's norm and dip angle (the field taken into an earth frame whose vertical is the
/// filter's; its heading does not matter), low-pass filtered, are compared with a reference.
/// Within ``Parameters/normThreshold`` and ``Parameters/dipThresholdRadians`` for
/// ``Parameters/minimumUndisturbedSeconds`` the field counts as undisturbed and the reference
/// follows it slowly; otherwise it is disturbed.
///
/// A field that stays consistent with itself (the candidate) while the sensor turns faster
/// than the new-field rate for ``Parameters/newFieldSeconds`` (``Parameters/newFieldFirstSeconds``
/// when there is no reference yet) becomes the new reference: a homogeneous field that
/// differs from the old one (another room) is accepted, while a local disturbance, whose norm
/// and dip change as the sensor moves, is not.
public struct MagneticDisturbanceDetection: Sendable, Hashable {
    /// The detection's constants at one sample period.
    public struct Parameters: Sendable, Hashable {
        /// Largest relative deviation of the norm from the reference (0.1 = 10 %).
        public var normThreshold: Double
        /// Largest deviation of the dip angle from the reference, rad.
        public var dipThresholdRadians: Double
        /// Gain with which the reference and the candidate follow the field, per sample.
        public var referenceGain: Double
        /// Smallest squared low-pass angular rate that counts as motion for a new field, (rad/s)².
        public var newFieldMinimumGyroscopeSquared: Double
        /// Time the field must be undisturbed before it counts as undisturbed, s.
        public var minimumUndisturbedSeconds: Double
        /// Time of consistent field in motion after which a new field becomes the reference, s.
        public var newFieldSeconds: Double
        /// Like ``newFieldSeconds`` for the first field after a start, s.
        public var newFieldFirstSeconds: Double
        /// Whether the first field after a start may become the reference at rest.
        public var firstFieldAtRestEnabled: Bool
        /// Time constant of the low-pass of the current norm and dip, s; zero or negative: none.
        public var currentTimeConstantSeconds: Double
        /// That low-pass's coefficients at the sample period.
        public var currentLowPass: ButterworthLowPassCoefficients
    }

    /// True while the field is considered disturbed; true until a reference is accepted.
    public internal(set) var isDisturbed = true
    /// Reference norm of the field (unit of the input); 0 until one is accepted.
    public internal(set) var referenceNorm: Double = 0
    /// Reference dip angle of the field, rad.
    public internal(set) var referenceDipRadians: Double = 0
    /// Current (low-pass filtered) norm (lane 0) and dip angle in rad (lane 1).
    public internal(set) var normDip: SIMD2<Double> = .zero
    /// The low-pass of the norm and dip.
    var normDipLowPass = ButterworthLowPass<SIMD2<Double>>()
    /// Time the field has matched the reference, s.
    public internal(set) var undisturbedSeconds: Double = 0
    /// Norm of the candidate for a new reference field (unit of the input).
    public internal(set) var candidateNorm: Double = -1
    /// Dip angle of the candidate, rad.
    public internal(set) var candidateDipRadians: Double = 0
    /// Time the candidate has been consistent while moving, s.
    public internal(set) var candidateSeconds: Double = 0

    /// A detection with no reference (the field counts as disturbed until one is accepted).
    public init() {}

    /// Starts the low-pass and the timers over (after a gap), keeping the reference.
    mutating func restart() {
        normDipLowPass = ButterworthLowPass()
        undisturbedSeconds = 0
        candidateSeconds = 0
    }

    /// Takes one field reading: `fieldEarth` the field in an earth frame with the filter's
    /// vertical (unit of the input, non-zero), `gyroscopeLowPassSquared` the squared
    /// low-pass angular rate, (rad/s)², `stepSeconds` the time the sample covers.
    @inline(__always)
    mutating func update(
        fieldEarth: Vector3, gyroscopeLowPassSquared: Double, stepSeconds: Double, parameters: Parameters
    ) {
        let norm = dot(fieldEarth, fieldEarth).squareRoot()
        let sineOfDip = max(-1, min(1, -fieldEarth.z / norm))
        var current = SIMD2(norm, VQFNumerics.arcSine(sineOfDip))
        if parameters.currentTimeConstantSeconds > 0 {
            current = normDipLowPass.step(
                current, coefficients: parameters.currentLowPass,
                timeConstantSeconds: parameters.currentTimeConstantSeconds, stepSeconds: stepSeconds)
        }
        normDip = current
        let currentNorm = current.x
        let currentDip = current.y
        let normThreshold = parameters.normThreshold
        let dipThreshold = parameters.dipThresholdRadians
        let referenceGain = parameters.referenceGain

        if (currentNorm - referenceNorm).magnitude < normThreshold * referenceNorm
            && (currentDip - referenceDipRadians).magnitude < dipThreshold
        {
            undisturbedSeconds += stepSeconds
            if undisturbedSeconds >= parameters.minimumUndisturbedSeconds {
                isDisturbed = false
                referenceNorm += referenceGain * (currentNorm - referenceNorm)
                referenceDipRadians += referenceGain * (currentDip - referenceDipRadians)
            }
        } else {
            undisturbedSeconds = 0
            isDisturbed = true
        }

        // New field acceptance.
        if (currentNorm - candidateNorm).magnitude < normThreshold * candidateNorm
            && (currentDip - candidateDipRadians).magnitude < dipThreshold
        {
            let noReference = referenceNorm == 0
            if gyroscopeLowPassSquared >= parameters.newFieldMinimumGyroscopeSquared
                || (noReference && parameters.firstFieldAtRestEnabled)
            {
                candidateSeconds += stepSeconds
            }
            candidateNorm += referenceGain * (currentNorm - candidateNorm)
            candidateDipRadians += referenceGain * (currentDip - candidateDipRadians)
            if isDisturbed
                && (candidateSeconds >= parameters.newFieldSeconds
                    || (noReference && candidateSeconds >= parameters.newFieldFirstSeconds))
            {
                referenceNorm = candidateNorm
                referenceDipRadians = candidateDipRadians
                isDisturbed = false
                undisturbedSeconds = parameters.minimumUndisturbedSeconds
            }
        } else {
            candidateSeconds = 0
            candidateNorm = currentNorm
            candidateDipRadians = currentDip
        }
    }

    /// The gain at which a field may correct the heading, or nil while it is rejected: while
    /// `disturbed`, nil for as long as `rejectionSeconds` (s, the rejection time used so far)
    /// is within `maximumRejectionSeconds`, then `gain` divided by `rejectionFactor`; while
    /// undisturbed, `gain`, and `rejectionSeconds` is earned back at that factor over
    /// `stepSeconds` (s).
    @inline(__always)
    static func admittedGain(
        _ gain: Double, disturbed: Bool, stepSeconds: Double, rejectionSeconds: inout Double,
        maximumRejectionSeconds: Double, rejectionFactor: Double
    ) -> Double? {
        guard disturbed else {
            rejectionSeconds = max(rejectionSeconds - rejectionFactor * stepSeconds, 0)
            return gain
        }
        if rejectionSeconds <= maximumRejectionSeconds {
            rejectionSeconds += stepSeconds
            return nil
        }
        return gain / rejectionFactor
    }
}
