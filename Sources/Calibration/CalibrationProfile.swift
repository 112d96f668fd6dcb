import MotionMath

/// A saved calibration for one sensor: what `inertia calibrate` writes and the runtime
/// applies. The file format is versioned JSON, documented in `Calibration/README.md`.
///
/// Corrections (each section is optional; a missing section leaves that sensor unchanged):
/// - gyroscope: corrected = raw − (bias + slope · (T − T_reference))
/// - accelerometer: corrected = matrix · (raw − offset)
/// - magnetometer: corrected = soft_iron · (raw − hard_iron)
/// - mounting (version 2): device = matrix · sensor, applied after the corrections and
///   before the filter, in place of the board file's mounting matrix
public struct CalibrationProfile: Codable, Sendable, Equatable {
    /// The newest file format version this code reads and writes. A profile without a
    /// mounting section is written as version 1 (so older releases still read it); one with
    /// a mounting is version 2 (older releases refuse it rather than ignore the mounting).
    public static let currentVersion = 2
    /// The first version that may hold a mounting section.
    public static let mountingVersion = 2

    /// File format version.
    public var version: Int
    /// Which sensor the profile belongs to.
    public var sensor: SensorIdentity
    /// When it was made, ISO 8601 (UTC).
    public var created: String?
    /// Gyroscope bias.
    public var gyroscope: Gyroscope?
    /// Accelerometer offset and matrix.
    public var accelerometer: Accelerometer?
    /// Magnetometer hard and soft iron.
    public var magnetometer: Magnetometer?
    /// The sensor's mounting in the device (version 2 or newer).
    public var mounting: Mounting?
    /// How good the fits were.
    public var quality: Quality?

    /// The sensor a profile belongs to: chip name, bus and 7-bit address.
    public struct SensorIdentity: Codable, Sendable, Equatable {
        /// Chip name, e.g. "MPU-6050".
        public var chip: String
        /// Where the sensor was: the bus path ("/dev/i2c-1"), "simulated mpu6050" for a
        /// simulated chip, or "replay" for a profile made from recordings.
        public var bus: String?
        /// 7-bit I²C address.
        public var address: Int?
        /// The magnetometer's chip name when it is a separate part, e.g. "QMC5883L".
        public var magnetometerChip: String?

        public init(chip: String, bus: String? = nil, address: Int? = nil, magnetometerChip: String? = nil) {
            self.chip = chip
            self.bus = bus
            self.address = address
            self.magnetometerChip = magnetometerChip
        }

        enum CodingKeys: String, CodingKey {
            case chip, bus, address
            case magnetometerChip = "magnetometer_chip"
        }
    }

    /// Gyroscope section.
    public struct Gyroscope: Codable, Sendable, Equatable {
        /// Bias at the reference temperature, rad/s; each within ±35 rad/s (`Ranges`).
        public var biasRadiansPerSecond: [Double]
        /// Bias change per °C, rad/s/°C, each within ±0.1; nil when not fitted.
        public var temperatureSlopeRadiansPerSecondPerCelsius: [Double]?
        /// Temperature the bias refers to, °C (−60…150).
        public var referenceTemperatureCelsius: Double?

        public init(biasRadiansPerSecond: [Double], temperatureSlopeRadiansPerSecondPerCelsius: [Double]? = nil, referenceTemperatureCelsius: Double? = nil) {
            self.biasRadiansPerSecond = biasRadiansPerSecond
            self.temperatureSlopeRadiansPerSecondPerCelsius = temperatureSlopeRadiansPerSecondPerCelsius
            self.referenceTemperatureCelsius = referenceTemperatureCelsius
        }

        enum CodingKeys: String, CodingKey {
            case biasRadiansPerSecond = "bias_rad_s"
            case temperatureSlopeRadiansPerSecondPerCelsius = "temperature_slope_rad_s_per_c"
            case referenceTemperatureCelsius = "reference_temperature_c"
        }
    }

    /// Accelerometer section.
    public struct Accelerometer: Codable, Sendable, Equatable {
        /// Offset, m/s²; each within ±2 g.
        public var offsetMetersPerSecondSquared: [Double]
        /// 3×3 scale and misalignment matrix, rows: diagonal 0.5…2, off-diagonal within ±0.5.
        public var matrix: [[Double]]

        public init(offsetMetersPerSecondSquared: [Double], matrix: [[Double]]) {
            self.offsetMetersPerSecondSquared = offsetMetersPerSecondSquared
            self.matrix = matrix
        }

        enum CodingKeys: String, CodingKey {
            case offsetMetersPerSecondSquared = "offset_m_s2"
            case matrix
        }
    }

    /// Magnetometer section.
    public struct Magnetometer: Codable, Sendable, Equatable {
        /// Hard-iron offset, µT; each within ±2000 µT.
        public var hardIronMicrotesla: [Double]
        /// 3×3 soft-iron matrix, rows: diagonal 0.25…4, off-diagonal within ±2.
        public var softIron: [[Double]]
        /// Local field strength after correction, µT (10…100 µT).
        public var fieldStrengthMicrotesla: Double?
        /// The field's dip below the horizontal seen during the sweep, degrees (−90…90);
        /// nil when not measured. The runtime compares the field's dip with it.
        public var dipDegrees: Double?

        public init(hardIronMicrotesla: [Double], softIron: [[Double]], fieldStrengthMicrotesla: Double? = nil, dipDegrees: Double? = nil) {
            self.hardIronMicrotesla = hardIronMicrotesla
            self.softIron = softIron
            self.fieldStrengthMicrotesla = fieldStrengthMicrotesla
            self.dipDegrees = dipDegrees
        }

        enum CodingKeys: String, CodingKey {
            case hardIronMicrotesla = "hard_iron_uT"
            case softIron = "soft_iron"
            case fieldStrengthMicrotesla = "field_strength_uT"
            case dipDegrees = "dip_deg"
        }
    }

    /// Mounting section: how the sensor sits in the device.
    public struct Mounting: Codable, Sendable, Equatable {
        /// 3×3 rotation, rows, taking sensor-frame vectors to the device frame
        /// (v_device = matrix · v_sensor): orthonormal within 1e-3, determinant +1.
        public var matrix: [[Double]]
        /// The forward tip it was found from, degrees; nil when written by hand.
        public var tipDegrees: Double?

        public init(matrix: [[Double]], tipDegrees: Double? = nil) {
            self.matrix = matrix
            self.tipDegrees = tipDegrees
        }

        enum CodingKeys: String, CodingKey {
            case matrix
            case tipDegrees = "tip_degrees"
        }
    }

    /// Quality figures of the fits that made the profile.
    public struct Quality: Codable, Sendable, Equatable {
        /// Gyroscope noise about the bias, rad/s (per axis).
        public var gyroscopeResidualRadiansPerSecond: [Double]?
        /// RMS accelerometer residual over the poses, m/s².
        public var accelerometerResidualMetersPerSecondSquared: Double?
        /// Axis directions (of 6) the accelerometer poses covered.
        public var accelerometerPoseCoverage: Int?
        /// Fraction of the sphere the magnetometer sweep covered, 0…1.
        public var magnetometerSphereCoverage: Double?
        /// Relative spread of the corrected field magnitude (0.01 = 1 %).
        public var magnetometerFieldStrengthSpread: Double?
        /// Condition estimate of the magnetometer's ellipsoid fit (1 is ideal; large means
        /// the sweep left the fit poorly determined).
        public var magnetometerFitCondition: Double?
        /// Condition estimate of the accelerometer's pose fit (1 is ideal).
        public var accelerometerFitCondition: Double?

        public init() {}

        enum CodingKeys: String, CodingKey {
            case gyroscopeResidualRadiansPerSecond = "gyroscope_residual_rad_s"
            case accelerometerResidualMetersPerSecondSquared = "accelerometer_residual_m_s2"
            case accelerometerPoseCoverage = "accelerometer_pose_coverage"
            case magnetometerSphereCoverage = "magnetometer_sphere_coverage"
            case magnetometerFieldStrengthSpread = "magnetometer_field_strength_spread"
            case magnetometerFitCondition = "magnetometer_fit_condition"
            case accelerometerFitCondition = "accelerometer_fit_condition"
        }
    }

    /// Creates a profile with no sections.
    public init(sensor: SensorIdentity, created: String? = nil) {
        version = 1
        self.sensor = sensor
        self.created = created
    }
}
