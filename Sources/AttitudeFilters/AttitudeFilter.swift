import MotionMath

/// An orientation estimator fed one IMU sample at a time.
///
/// Conventions shared by every filter:
/// - `attitude` rotates sensor-frame vectors into the earth frame, ENU (z up).
/// - Gyroscope in rad/s, accelerometer in m/s² (specific force: +9.81 on the axis that
///   points up at rest), magnetometer in µT (any consistent unit works), time step in s.
/// - `update` never throws and never lets NaN, infinite or absurd input reach the state:
///   it rejects or handles such input and says what it did in `flags`.
public protocol AttitudeFilter: Sendable {
    /// The filter's tunable settings (rate-independent; units in names; documented defaults).
    associatedtype Settings: Sendable

    /// The settings in use.
    var settings: Settings { get }

    /// The current estimate: rotates sensor-frame vectors into ENU.
    var attitude: Quaternion { get }

    /// The gyroscope bias the filter currently estimates, rad/s (zero when it estimates none).
    var estimatedGyroscopeBias: Vector3 { get }

    /// What the last `update` did besides integrating (rejections, rest, disturbance…).
    var flags: FilterFlags { get }

    /// The standard deviation of the gyroscope-bias estimate per axis, rad/s; nil for a
    /// filter that keeps no such figure (default).
    var gyroscopeBiasStandardDeviationRadiansPerSecond: Vector3? { get }

    /// The angle between the heading and the last magnetometer sample's heading, radians,
    /// whether or not the filter used that sample; nil for a filter that reports none
    /// (default) and before a magnetometer sample.
    var magneticHeadingDisagreementRadians: Double? { get }

    /// The constants of ``AttitudeUncertainty`` calibrated for this filter's errors, so
    /// that its 95 % bounds hold for it. Default: ``AttitudeUncertainty/Settings/uncalibrated``,
    /// the widest of the calibrated filters' constants, so that a filter of your own gets
    /// bounds on the wide side until it is calibrated on recordings with ground truth
    /// (`inertia evaluate --uncertainty` measures how often they hold).
    var uncertaintySettings: AttitudeUncertainty.Settings { get }

    /// Feeds one sample. `magnetometer` nil means a 6D update (heading is arbitrary).
    mutating func update(
        gyroscope: Vector3,
        accelerometer: Vector3,
        magnetometer: Vector3?,
        deltaTimeSeconds: Double
    )

    /// Returns to the initial state, keeping the settings.
    mutating func reset()
}

extension AttitudeFilter {
    /// nil: the filter keeps no figure of its bias estimate's uncertainty.
    public var gyroscopeBiasStandardDeviationRadiansPerSecond: Vector3? { nil }

    /// nil: the filter reports no magnetic heading disagreement.
    public var magneticHeadingDisagreementRadians: Double? { nil }

    /// ``AttitudeUncertainty/Settings/uncalibrated``: the widest constants, for a filter
    /// calibrated on nothing.
    public var uncertaintySettings: AttitudeUncertainty.Settings { .uncalibrated }
}

/// What a filter did with the last sample, besides the normal update.
public struct FilterFlags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The sample held NaN or infinite values and was ignored.
    public static let rejectedNonFiniteSample = FilterFlags(rawValue: 1 << 0)
    /// The time step was zero, negative or absurd; the gyroscope was not integrated.
    public static let rejectedTimeStep = FilterFlags(rawValue: 1 << 1)
    /// A gap longer than the filter tolerates: the filter re-initialised from this sample.
    public static let reinitialisedAfterGap = FilterFlags(rawValue: 1 << 2)
    /// The accelerometer was not used (not ≈ 1 g, saturated, or rejected as disturbed).
    public static let accelerometerIgnored = FilterFlags(rawValue: 1 << 3)
    /// The magnetometer was not used (missing, saturated, or rejected as disturbed).
    public static let magnetometerIgnored = FilterFlags(rawValue: 1 << 4)
    /// The sensor is at rest.
    public static let restDetected = FilterFlags(rawValue: 1 << 5)
    /// A magnetic disturbance is detected.
    public static let magneticDisturbance = FilterFlags(rawValue: 1 << 6)
    /// The filter is still converging after a start or reset.
    public static let initialising = FilterFlags(rawValue: 1 << 7)
}
