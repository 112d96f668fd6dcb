extension AttitudeUncertainty {
    /// The constants of ``AttitudeUncertainty``. Each term is a 95 % bound in degrees; the
    /// terms add in quadrature. Each filter has its own (`AttitudeFilter.uncertaintySettings`;
    /// the others' in `AttitudeUncertainty+Calibrations.swift`). The defaults are the
    /// VQF-class filter's, calibrated on the 10 BROAD trials (`Benchmarks/uncertainty-coverage`):
    /// over all samples of the 10 trials from 5 s in, 97–98 % lie within each bound (the
    /// target is 90–99 %). Checked by leaving one trial out: the heading constants fitted on
    /// the other nine cover 96 % (9D) and 97 % (6D) of the trials left out. A single trial's
    /// heading error is mostly one offset the filter cannot see, so one trial's share ranges
    /// from 70 % to 100 %.
    public struct Settings: Sendable, Hashable {
        /// Inclination error that remains at rest (accelerometer calibration, reference
        /// noise), degrees. Default: 0.45°.
        public var inclinationFloorDegrees: Double = 0.45
        /// Inclination error per °/s of the smoothed angular rate (time-step and scale
        /// errors of the strapdown integration), degrees per °/s. Default: 0.006.
        public var inclinationPerRateDegreesPerDegreePerSecond: Double = 0.006
        /// Inclination error while moving (the smoothed share of samples not at rest times
        /// this; accelerations the accelerometer low-pass lets through), degrees.
        /// Default: 0.75°.
        public var inclinationMovingDegrees: Double = 0.75
        /// Inclination error per degree of the smoothed angle between the accelerometer and
        /// the estimated vertical, for filters that follow the accelerometer without
        /// rejecting accelerations (their error is a share of what the accelerations tilt
        /// the accelerometer by); 0 for the VQF-class filter, which rejects them. Default: 0.
        public var inclinationPerAccelerometerDisagreement: Double = 0
        /// Inclination error added in 9D (the filter given the magnetometer), for filters whose
        /// magnetometer correction also tilts the attitude (Madgwick's and Mahony's gradient
        /// steps; not VQF's or the complementary filter's, which turn the heading only),
        /// degrees. Default: 0.
        public var inclinationMagneticDegrees: Double = 0
        /// After a start (the first sample, or the filter's restart after a gap), the
        /// inclination error added while the filter's vertical still holds the motion it
        /// started in: this many seconds × the mean angle between the accelerometer and the
        /// estimated vertical over the first ``startUpWindowSeconds`` ÷ the time since the
        /// start, degrees. A filter that starts in motion takes the mean of its first
        /// accelerometer readings for the vertical, and their accelerations average out
        /// about as 1/t; one that starts at rest sees almost no disagreement. s; 0 for none.
        /// Default: 1 s (every filter: fitted with the VQF-class filter on the BROAD trials
        /// cut into pieces that start in motion, and holding for the other three, which
        /// level their start the same way; Benchmarks/README.md "Attitude uncertainty").
        public var startUpSeconds: Double = 1
        /// The time after a start over which the disagreement that sizes the start-up term
        /// is averaged (the filter's start-up averaging, VQF's τ_acc), s. Default: 3 s.
        public var startUpWindowSeconds: Double = 3
        /// Heading error that remains at rest, degrees. Default: 0.3°.
        public var headingFloorDegrees: Double = 0.3
        /// Heading error per °/s of the smoothed angular rate, degrees per °/s. Default: 0.01.
        public var headingPerRateDegreesPerDegreePerSecond: Double = 0.01
        /// The heading's drift from the gyroscope bias, in σ of the bias estimate about the
        /// vertical integrated over the time without a heading reference. Default: 0.9.
        public var biasDriftStandardDeviations: Double = 0.9
        /// The heading's drift from the gyroscope scale error, per angle of net (signed)
        /// turn about the vertical without a heading reference (0.0045 = 0.45 %).
        /// Default: 0.0045.
        public var scaleErrorFraction: Double = 0.0045
        /// Uncertainty of the magnetic heading reference itself (field inhomogeneity,
        /// magnetometer calibration, the field's own declination from the reference),
        /// added while the heading is magnetic (9D), degrees. Default: 3.5°.
        public var magneticReferenceDegrees: Double = 3.5
        /// The share of the magnetic heading disagreement (its recent peak, held while the
        /// filter finds the field disturbed, else fading with
        /// ``headingRecoveryTimeConstantSeconds``) added in 9D: a disturbed field disagrees
        /// with the heading at once, before it can pull the heading away. Default: 0.25.
        public var magneticDisagreementFraction: Double = 0.25
        /// Time constant with which the accumulated drift fades while the heading is
        /// referenced (VQF's magnetometer time constant), s. Default: 9 s.
        public var headingRecoveryTimeConstantSeconds: Double = 9
        /// Time constant with which the accumulated tilt drift fades while the
        /// accelerometer is used (VQF's accelerometer time constant), s. Default: 3 s.
        public var inclinationRecoveryTimeConstantSeconds: Double = 3
        /// Time constant of the smoothed angular rate and moving share, s. Default: 1 s.
        public var smoothingTimeConstantSeconds: Double = 1
        /// The gyroscope-bias σ assumed when the filter keeps no figure of its own,
        /// rad/s. Default: 1 °/s (an uncalibrated MEMS gyroscope).
        public var assumedBiasStandardDeviationRadiansPerSecond: Double = Double.pi / 180

        /// The calibrated defaults.
        public init() {}
    }
}
