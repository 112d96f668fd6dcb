import Foundation

/// The earth's field at a place, as a model gives it, in the north–east–down frame.
public struct ReferenceMagneticField: Sendable, Equatable {
    /// North component, µT.
    public var northMicrotesla: Double
    /// East component, µT.
    public var eastMicrotesla: Double
    /// Down component, µT (positive where the field dips down: the northern hemisphere).
    public var downMicrotesla: Double
    /// Whether the date lies within the model's validity.
    public var isValid: Bool

    /// Creates a field.
    public init(northMicrotesla: Double, eastMicrotesla: Double, downMicrotesla: Double, isValid: Bool = true) {
        self.northMicrotesla = northMicrotesla
        self.eastMicrotesla = eastMicrotesla
        self.downMicrotesla = downMicrotesla
        self.isValid = isValid
    }

    /// Total strength, µT.
    public var strengthMicrotesla: Double {
        (northMicrotesla * northMicrotesla + eastMicrotesla * eastMicrotesla + downMicrotesla * downMicrotesla).squareRoot()
    }

    /// Inclination (dip) below the horizontal, degrees, −90…90.
    public var dipDegrees: Double {
        atan2(downMicrotesla, (northMicrotesla * northMicrotesla + eastMicrotesla * eastMicrotesla).squareRoot()) * 180 / .pi
    }

    /// Declination, degrees, east of true north positive.
    public var declinationDegrees: Double {
        atan2(eastMicrotesla, northMicrotesla) * 180 / .pi
    }
}
