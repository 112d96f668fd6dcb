import AttitudeFilters

/// The correction time constants of the VQF-class filter in use (τ_acc, τ_mag), as the
/// motion socket's status line and `MotionStatus` report them; nil for the other filters,
/// which have none of that kind.
public struct FilterTimeConstants: Sendable, Hashable {
    /// τ_acc, the inclination's correction time constant, s (`VQFFilter.Settings`, default 3).
    public var accelerometerSeconds: Double
    /// τ_mag, the heading's correction time constant, s (default 9).
    public var magnetometerSeconds: Double

    /// Creates the pair; seconds.
    public init(accelerometerSeconds: Double, magnetometerSeconds: Double) {
        self.accelerometerSeconds = accelerometerSeconds
        self.magnetometerSeconds = magnetometerSeconds
    }

    /// The time constants of `filter` when it is the VQF-class filter; nil otherwise.
    public init?(of filter: any AttitudeFilter) {
        guard let vqf = filter as? VQFFilter else { return nil }
        self.init(
            accelerometerSeconds: vqf.settings.accelerometerTimeConstantSeconds,
            magnetometerSeconds: vqf.settings.magnetometerTimeConstantSeconds)
    }
}
