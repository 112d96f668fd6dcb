import MotionMath

/// Refuses calibration data a sensor clipped: a reading at its full scale is the limit of
/// the converter, not the quantity, so a bias or offset fitted from it would be wrong
/// while the fit's residual looks tiny (clipped samples do not vary).
public struct FullScaleCheck: Sendable, Equatable {
    /// The sensor's full scale, ± in SI units (rad/s for a gyroscope, m/s² for an
    /// accelerometer).
    public var fullScale: Double
    /// Readings within this fraction of the full scale count as clipped. Default: 0.01 (1 %).
    public var clippingMarginFraction: Double
    /// A gyroscope bias beyond this fraction of the full scale is refused. Default: 0.5.
    public var biasLimitFraction: Double

    /// The widest gyroscope full scale the drivers configure: ±2000 °/s (34.9 rad/s), used
    /// when the sensor's own is unknown (a recorded session).
    public static let defaultGyroscopeFullScaleRadiansPerSecond = 2000 * Double.pi / 180

    /// Creates a check.
    /// - Parameters:
    ///   - fullScale: ± full scale, rad/s or m/s².
    ///   - clippingMarginFraction: default 0.01.
    ///   - biasLimitFraction: default 0.5.
    public init(fullScale: Double, clippingMarginFraction: Double = 0.01, biasLimitFraction: Double = 0.5) {
        self.fullScale = fullScale
        self.clippingMarginFraction = clippingMarginFraction
        self.biasLimitFraction = biasLimitFraction
    }

    /// Whether any component of `reading` is at or within the margin of the full scale.
    public func isClipped(_ reading: Vector3) -> Bool {
        let limit = fullScale * (1 - clippingMarginFraction)
        return abs(reading.x) >= limit || abs(reading.y) >= limit || abs(reading.z) >= limit
    }

    /// Checks the still samples a gyroscope bias is fitted from, and the bias.
    /// - Throws: `CalibrationError.saturated` when a sample is clipped or the bias is
    ///   beyond `biasLimitFraction` of the full scale.
    public func checkGyroscope(stillSamples: [Vector3], biasRadiansPerSecond: Vector3? = nil) throws(CalibrationError) {
        let clipped = stillSamples.filter(isClipped).count
        let degrees = fullScale * 180 / Double.pi
        if clipped > 0 {
            throw .saturated("the gyroscope reads at its full scale (±\(Self.shown(degrees)) °/s) in \(clipped) of \(stillSamples.count) still samples: "
                + "its readings are clipped, so its bias cannot be measured; check the sensor (and --sim-errors)")
        }
        if let bias = biasRadiansPerSecond {
            let largest = max(abs(bias.x), abs(bias.y), abs(bias.z))
            if largest > biasLimitFraction * fullScale {
                throw .saturated("the gyroscope's bias, \(Self.shown(largest)) rad/s, is more than \(Int(biasLimitFraction * 100)) % of its full scale "
                    + "(±\(Self.shown(degrees)) °/s): the sensor is faulty or was moving")
            }
        }
    }

    /// Checks the accelerometer samples a pose is averaged from.
    /// - Throws: `CalibrationError.saturated` when a sample is clipped.
    public func checkAccelerometer(_ samples: [Vector3]) throws(CalibrationError) {
        let clipped = samples.filter(isClipped).count
        guard clipped == 0 else {
            throw .saturated("the accelerometer reads at its full scale (±\(Self.shown(fullScale / standardGravityMetersPerSecondSquared)) g) "
                + "in \(clipped) of \(samples.count) samples of a pose: its readings are clipped; check the sensor")
        }
    }

    private static func shown(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : "\(rounded)"
    }
}
