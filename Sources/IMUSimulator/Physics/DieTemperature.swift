import Foundation

/// The die temperature of a simulated chip: ambient plus self-heating that settles
/// exponentially after power-on. Defaults: 25 °C ambient, +3 °C with a 120 s time constant.
public struct DieTemperature: Sendable, Equatable {
    /// Ambient temperature, °C. Default: 25.
    public var ambientCelsius: Double
    /// Final rise from self-heating, °C. Default: 3.
    public var selfHeatingCelsius: Double
    /// Time constant of the rise, seconds. Default: 120.
    public var timeConstantSeconds: Double

    /// Creates a temperature model.
    public init(ambientCelsius: Double = 25, selfHeatingCelsius: Double = 3, timeConstantSeconds: Double = 120) {
        self.ambientCelsius = ambientCelsius
        self.selfHeatingCelsius = selfHeatingCelsius
        self.timeConstantSeconds = timeConstantSeconds
    }

    /// Temperature, °C, `seconds` after power-on.
    public func celsius(afterSeconds seconds: Double) -> Double {
        guard timeConstantSeconds > 0 else { return ambientCelsius + selfHeatingCelsius }
        return ambientCelsius + selfHeatingCelsius * (1 - exp(-max(seconds, 0) / timeConstantSeconds))
    }
}
