import MotionMath

/// One row of a full-scale table: the measuring range, the SI value of one count, and
/// the code written to the range field.
public struct FullScale: Sendable, Equatable, Hashable {
    /// The range, ± in the sensor's customary unit: g for accelerometers, degrees per
    /// second for gyroscopes.
    public let range: Double
    /// SI units per count: m/s² per LSB (accelerometer) or rad/s per LSB (gyroscope).
    public let scalePerLSB: Double
    /// The field value that selects it.
    public let bits: UInt8

    /// Creates a row.
    public init(range: Double, scalePerLSB: Double, bits: UInt8) {
        self.range = range
        self.scalePerLSB = scalePerLSB
        self.bits = bits
    }
}

/// Unit conversions used to build the tables.
public enum SensorUnits {
    /// Radians per degree.
    public static let radiansPerDegree = Double.pi / 180

    /// m/s² per LSB for a sensitivity given in LSB per g.
    public static func accelerometerScale(countsPerG: Double) -> Double { standardGravityMetersPerSecondSquared / countsPerG }
    /// m/s² per LSB for a sensitivity given in mg per LSB.
    public static func accelerometerScale(milliGPerCount: Double) -> Double { standardGravityMetersPerSecondSquared * milliGPerCount / 1000 }
    /// rad/s per LSB for a sensitivity given in LSB per °/s.
    public static func gyroscopeScale(countsPerDegreePerSecond: Double) -> Double { radiansPerDegree / countsPerDegreePerSecond }
    /// rad/s per LSB for a sensitivity given in m°/s per LSB.
    public static func gyroscopeScale(milliDegreesPerSecondPerCount: Double) -> Double {
        radiansPerDegree * milliDegreesPerSecondPerCount / 1000
    }
}

extension Array where Element == FullScale {
    /// The narrowest range that covers `range`, or the widest row when none does.
    /// Nil only for an empty table.
    public func closest(covering range: Double) -> FullScale? {
        let sorted = self.sorted { $0.range < $1.range }
        return sorted.first { $0.range >= range - 1e-9 } ?? sorted.last
    }
}
