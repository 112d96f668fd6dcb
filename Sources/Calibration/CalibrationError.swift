/// Why a calibration could not be computed from the data given.
public enum CalibrationError: Error, Equatable, Sendable {
    /// Too few samples or poses: `needed` of them, `found` given.
    case notEnoughData(what: String, needed: Int, found: Int)
    /// The data does not determine the model (poses in one plane, a magnetometer sweep
    /// that covers too little of the sphere).
    case degenerateData(String)
    /// The data held NaN or infinite values.
    case nonFiniteData(String)
    /// The sensor was clipped at (or within 1 % of) its full scale, or the fitted value is
    /// implausibly close to it: nothing may be saved from such data.
    case saturated(String)
}

extension CalibrationError: CustomStringConvertible {
    public var description: String {
        switch self {
        case let .notEnoughData(what, needed, found):
            return "not enough data for the \(what): needed \(needed), got \(found)"
        case let .degenerateData(reason):
            return "the data does not determine the calibration: \(reason)"
        case let .nonFiniteData(reason):
            return "the data holds NaN or infinite values: \(reason)"
        case let .saturated(reason):
            return reason
        }
    }
}
