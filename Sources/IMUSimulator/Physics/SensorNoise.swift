/// The random errors of a simulated sensor as Allan-deviation parameters, one number each
/// applied to every axis (the `noise` section of a `--sim-errors` file). A parameter that
/// is set replaces the chip's datasheet noise for that part of the model; nil keeps it.
///
/// The model, per axis:
/// - **White noise** of Allan level N: each sample gets an independent normal draw with
///   standard deviation N/√Δt (Δt the sample period), so the Allan deviation is N/√τ.
///   Angle random walk in °/√h is N in °/s/√Hz times 60; velocity random walk in m/s/√h is
///   N in m/s²/√Hz times 60.
/// - **Bias instability** B as a first-order Gauss–Markov bias
///   (`GaussMarkovBias`): b ← e^(−Δt/T)·b + σ_b·√(1 − e^(−2Δt/T))·w. Its Allan deviation
///   rises as √τ well below T, so with the white noise the total curve has a minimum; T and
///   σ_b are chosen so that this minimum is 0.664·B, the level at which the flat minimum of
///   a flicker floor gives B (IEEE Std 952).
public struct SensorNoise: Sendable, Equatable {
    /// Gyroscope angle random walk, °/√h; nil: the datasheet density.
    public var gyroscopeAngleRandomWalkDegreesPerRootHour: Double?
    /// Gyroscope bias instability, °/h; nil: none.
    public var gyroscopeBiasInstabilityDegreesPerHour: Double?
    /// Accelerometer velocity random walk, m/s/√h; nil: the datasheet density.
    public var accelerometerVelocityRandomWalkMetersPerSecondPerRootHour: Double?

    /// Creates a noise model; see each property for what nil means.
    public init(
        gyroscopeAngleRandomWalkDegreesPerRootHour: Double? = nil,
        gyroscopeBiasInstabilityDegreesPerHour: Double? = nil,
        accelerometerVelocityRandomWalkMetersPerSecondPerRootHour: Double? = nil
    ) {
        self.gyroscopeAngleRandomWalkDegreesPerRootHour = gyroscopeAngleRandomWalkDegreesPerRootHour
        self.gyroscopeBiasInstabilityDegreesPerHour = gyroscopeBiasInstabilityDegreesPerHour
        self.accelerometerVelocityRandomWalkMetersPerSecondPerRootHour = accelerometerVelocityRandomWalkMetersPerSecondPerRootHour
    }

    /// The gyroscope path's noise, rad/s: these parameters over the datasheet density
    /// (rad/s/√Hz, through the chip's filter); `enabled` false gives none.
    func gyroscope(datasheetDensity: Double, enabled: Bool) -> ChannelNoise {
        guard enabled else { return .none }
        let degree = Double.pi / 180
        return ChannelNoise(
            white: gyroscopeAngleRandomWalkDegreesPerRootHour.map { .allanLevel($0 / 60 * degree) } ?? .density(datasheetDensity),
            biasInstability: gyroscopeBiasInstabilityDegreesPerHour.map { $0 / 3600 * degree })
    }

    /// The accelerometer path's noise, m/s², as `gyroscope(datasheetDensity:enabled:)`.
    func accelerometer(datasheetDensity: Double, enabled: Bool) -> ChannelNoise {
        guard enabled else { return .none }
        return ChannelNoise(
            white: accelerometerVelocityRandomWalkMetersPerSecondPerRootHour.map { .allanLevel($0 / 60) } ?? .density(datasheetDensity),
            biasInstability: nil)
    }
}

/// The noise one measurement path adds, in the path's unit.
struct ChannelNoise: Sendable, Equatable {
    /// How white noise is specified.
    enum White: Sendable, Equatable {
        /// A datasheet density (unit/√Hz) seen through the chip's first-order filter:
        /// σ = density · √(π/2 · bandwidth).
        case density(Double)
        /// An Allan level N (unit·√s): σ = N / √period.
        case allanLevel(Double)
    }

    /// The white noise.
    var white: White
    /// The bias instability (unit), nil for none.
    var biasInstability: Double?

    /// No noise at all.
    static let none = ChannelNoise(white: .density(0), biasInstability: nil)

    /// The white noise's standard deviation per sample.
    func whiteStandardDeviation(bandwidthHertz: Double, periodSeconds: Double) -> Double {
        switch white {
        case let .density(density): density * (Double.pi / 2 * bandwidthHertz).squareRoot()
        case let .allanLevel(level): periodSeconds > 0 ? level / periodSeconds.squareRoot() : 0
        }
    }
}
