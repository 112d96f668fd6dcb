import MotionMath

extension CalibrationProfile {
    /// The physical ranges a profile's values must lie in. A value outside them is no
    /// calibration of a working sensor (a typo, a unit mix-up, a fit of clipped data) and
    /// the profile is refused naming the field. Documented in `Calibration/README.md`.
    public struct Ranges: Sendable, Equatable {
        /// Largest gyroscope bias per axis, rad/s. Default: 35 rad/s (±2000 °/s, the full
        /// scale the drivers configure; a bias beyond the full scale cannot be measured).
        public var gyroscopeBiasRadiansPerSecond = 35.0
        /// Largest bias change per °C per axis, rad/s/°C. Default: 0.1 rad/s/°C.
        public var gyroscopeTemperatureSlopeRadiansPerSecondPerCelsius = 0.1
        /// The reference temperature's range, °C. Default: −60…150 °C.
        public var referenceTemperatureCelsius: ClosedRange<Double> = -60...150
        /// Largest accelerometer offset per axis, m/s². Default: 2 g (19.6 m/s²).
        public var accelerometerOffsetMetersPerSecondSquared = 2 * standardGravityMetersPerSecondSquared
        /// The accelerometer matrix's diagonal (scale) entries. Default: 0.5…2.
        public var accelerometerMatrixDiagonal: ClosedRange<Double> = 0.5...2
        /// Largest off-diagonal (misalignment) accelerometer matrix entry. Default: 0.5.
        public var accelerometerMatrixOffDiagonal = 0.5
        /// Largest magnetometer hard-iron offset per axis, µT. Default: 2000 µT.
        public var magnetometerHardIronMicrotesla = 2000.0
        /// The soft-iron matrix's diagonal entries. Default: 0.25…4.
        public var magnetometerSoftIronDiagonal: ClosedRange<Double> = 0.25...4
        /// Largest off-diagonal soft-iron matrix entry. Default: 2.
        public var magnetometerSoftIronOffDiagonal = 2.0
        /// The local field strength, µT (the earth's is 25–65 µT). Default: 10…100 µT.
        public var magnetometerFieldStrengthMicrotesla: ClosedRange<Double> = 10...100

        /// The documented defaults.
        public init() {}

        /// The defaults.
        public static let standard = Ranges()
    }

    /// Checks every value against `ranges`.
    /// - Throws: `CalibrationProfileError.invalidField` naming the first field (and
    ///   component, `gyroscope.bias_rad_s[0]`) outside its range, the value and the range.
    public func checkRanges(_ ranges: Ranges = .standard, file: String) throws(CalibrationProfileError) {
        if let gyroscope {
            try Self.check(gyroscope.biasRadiansPerSecond, within: ranges.gyroscopeBiasRadiansPerSecond, unit: "rad/s",
                           why: "beyond a ±2000 °/s gyroscope's full scale", file: file, field: "gyroscope.bias_rad_s")
            if let slope = gyroscope.temperatureSlopeRadiansPerSecondPerCelsius {
                try Self.check(slope, within: ranges.gyroscopeTemperatureSlopeRadiansPerSecondPerCelsius, unit: "rad/s/°C",
                               why: "far more than any gyroscope drifts", file: file, field: "gyroscope.temperature_slope_rad_s_per_c")
            }
            if let reference = gyroscope.referenceTemperatureCelsius, reference.isFinite,
               !ranges.referenceTemperatureCelsius.contains(reference) {
                throw .invalidField(file: file, field: "gyroscope.reference_temperature_c", reason: "is \(Self.shown(reference)) °C; "
                    + "it must be between \(Self.shown(ranges.referenceTemperatureCelsius.lowerBound)) and \(Self.shown(ranges.referenceTemperatureCelsius.upperBound)) °C")
            }
        }
        if let accelerometer {
            try Self.check(accelerometer.offsetMetersPerSecondSquared, within: ranges.accelerometerOffsetMetersPerSecondSquared, unit: "m/s²",
                           why: "more than 2 g", file: file, field: "accelerometer.offset_m_s2")
            try Self.check(accelerometer.matrix, diagonal: ranges.accelerometerMatrixDiagonal,
                           offDiagonal: ranges.accelerometerMatrixOffDiagonal, file: file, field: "accelerometer.matrix")
        }
        if let magnetometer {
            try Self.check(magnetometer.hardIronMicrotesla, within: ranges.magnetometerHardIronMicrotesla, unit: "µT",
                           why: "far beyond any magnetometer's range", file: file, field: "magnetometer.hard_iron_uT")
            try Self.check(magnetometer.softIron, diagonal: ranges.magnetometerSoftIronDiagonal,
                           offDiagonal: ranges.magnetometerSoftIronOffDiagonal, file: file, field: "magnetometer.soft_iron")
            if let strength = magnetometer.fieldStrengthMicrotesla {
                let range = ranges.magnetometerFieldStrengthMicrotesla
                guard strength.isFinite, range.contains(strength) else {
                    throw .invalidField(file: file, field: "magnetometer.field_strength_uT", reason: "is \(Self.shown(strength)) µT; "
                        + "it must be between \(Self.shown(range.lowerBound)) and \(Self.shown(range.upperBound)) µT (the earth's field is 25–65 µT)")
                }
            }
            if let dip = magnetometer.dipDegrees, !(dip.isFinite && abs(dip) <= 90) {
                throw .invalidField(file: file, field: "magnetometer.dip_deg", reason: "is \(Self.shown(dip))°; a dip must be between −90° and 90°")
            }
        }
    }

    /// Each component of `values` (when there are three finite ones; the shape is checked
    /// elsewhere) within ±`limit`.
    private static func check(
        _ values: [Double], within limit: Double, unit: String, why: String, file: String, field: String
    ) throws(CalibrationProfileError) {
        for (index, value) in values.enumerated() where value.isFinite && abs(value) > limit {
            throw .invalidField(file: file, field: "\(field)[\(index)]", reason: "is \(shown(value)) \(unit), \(why); it must be within ±\(shown(limit)) \(unit)")
        }
    }

    /// A 3×3 matrix's diagonal within `diagonal` and its other entries within ±`offDiagonal`.
    private static func check(
        _ rows: [[Double]], diagonal: ClosedRange<Double>, offDiagonal: Double, file: String, field: String
    ) throws(CalibrationProfileError) {
        for (row, values) in rows.enumerated() {
            for (column, value) in values.enumerated() where value.isFinite {
                let name = "\(field)[\(row)][\(column)]"
                if row == column, !diagonal.contains(value) {
                    throw .invalidField(file: file, field: name, reason: "is \(shown(value)); a diagonal (scale) entry must be between \(shown(diagonal.lowerBound)) and \(shown(diagonal.upperBound))")
                }
                if row != column, abs(value) > offDiagonal {
                    throw .invalidField(file: file, field: name, reason: "is \(shown(value)); an off-diagonal entry must be within ±\(shown(offDiagonal))")
                }
            }
        }
    }

    /// A number as the messages show it: the shortest text that reads back the same.
    static func shown(_ value: Double) -> String { "\(value)" }
}
