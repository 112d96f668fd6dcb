import IMUDrivers

/// What every simulated chip needs besides its table row: the motion it undergoes, the
/// clock it runs on, and its imperfections.
public struct SimulationSettings: Sendable {
    /// The motion (ground truth). Default: lying still, face up.
    public var trajectory: any MotionTrajectory
    /// Host clock the chip advances with: `VirtualClock` for tests, `MonotonicClock` for
    /// real-time pacing. Default: a new `VirtualClock`.
    public var clock: any DriverClock
    /// Seed of the noise and of the per-part factory values. Default: 1.
    public var seed: UInt64
    /// Bias, scale and misalignment; nil picks the chip's typical errors from the seed.
    /// Default: nil.
    public var errors: SensorErrors?
    /// Gravity and the earth field. Default: `.standard`.
    public var environment: MotionEnvironment
    /// Die temperature model. Default: 25 °C ambient, +3 °C self-heating.
    public var temperature: DieTemperature
    /// How fast the chip's oscillator runs against the host clock, ppm (positive: the chip
    /// delivers slightly more samples per host second than configured). Default: +250.
    public var clockOffsetPartsPerMillion: Double
    /// Whether to add noise. Default: true.
    public var addsNoise: Bool
    /// Allan-deviation parameters replacing the chip's datasheet noise (white noise levels,
    /// bias instability); nil keeps the datasheet noise. Default: nil.
    public var noise: SensorNoise?

    /// Creates settings; see each property for its default.
    public init(
        trajectory: any MotionTrajectory = ScriptedTrajectory(),
        clock: any DriverClock = VirtualClock(),
        seed: UInt64 = 1,
        errors: SensorErrors? = nil,
        environment: MotionEnvironment = .standard,
        temperature: DieTemperature = DieTemperature(),
        clockOffsetPartsPerMillion: Double = 250,
        addsNoise: Bool = true,
        noise: SensorNoise? = nil
    ) {
        self.trajectory = trajectory
        self.clock = clock
        self.seed = seed
        self.errors = errors
        self.environment = environment
        self.temperature = temperature
        self.clockOffsetPartsPerMillion = clockOffsetPartsPerMillion
        self.addsNoise = addsNoise
        self.noise = noise
    }
}
