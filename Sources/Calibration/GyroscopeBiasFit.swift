import MotionMath

/// The gyroscope's zero-rate offset, estimated from samples taken while the sensor is still.
///
/// With a temperature spread of at least `minimumTemperatureSpanCelsius` the bias is fitted
/// as a line per axis, bias(T) = bias + slope · (T − referenceTemperature); otherwise the
/// slope is zero and the bias is the mean.
public struct GyroscopeBiasFit: Sendable, Equatable {
    /// Bias at `referenceTemperatureCelsius`, rad/s.
    public var biasRadiansPerSecond: Vector3
    /// Change of the bias per °C, rad/s/°C (zero when the temperatures spanned less than
    /// `minimumTemperatureSpanCelsius` or were not known for every sample).
    public var temperatureSlopeRadiansPerSecondPerCelsius: Vector3
    /// The temperature the bias refers to (the mean temperature), °C; nil unless every
    /// sample has a finite temperature.
    public var referenceTemperatureCelsius: Double?
    /// Standard deviation of the still samples about the fit, rad/s: the noise floor.
    public var residualRadiansPerSecond: Vector3
    /// Number of samples used.
    public var sampleCount: Int

    /// The temperature span below which no slope is fitted, °C. Default 3 °C.
    public static let minimumTemperatureSpanCelsius = 3.0

    /// Fits the bias to still samples. Units: rad/s and °C.
    /// - Throws: `CalibrationError` with fewer than 10 samples or non-finite values.
    public init(stillSamples: [Vector3], temperaturesCelsius: [Double?] = []) throws(CalibrationError) {
        guard stillSamples.count >= 10 else {
            throw .notEnoughData(what: "gyroscope bias (still samples)", needed: 10, found: stillSamples.count)
        }
        guard stillSamples.allSatisfy({ $0.x.isFinite && $0.y.isFinite && $0.z.isFinite }) else {
            throw .nonFiniteData("gyroscope samples")
        }
        let count = Double(stillSamples.count)
        let temperatures = temperaturesCelsius.count == stillSamples.count
            ? temperaturesCelsius.compactMap { $0 }.filter(\.isFinite) : []
        let haveTemperatures = temperatures.count == stillSamples.count
        let meanTemperature = haveTemperatures ? temperatures.reduce(0, +) / count : nil
        let span = haveTemperatures ? (temperatures.max() ?? 0) - (temperatures.min() ?? 0) : 0

        let mean = stillSamples.reduce(Vector3.zero, +) / count
        var slope = Vector3.zero
        if let meanTemperature, span >= Self.minimumTemperatureSpanCelsius {
            var covariance = Vector3.zero
            var variance = 0.0
            for (sample, temperature) in zip(stillSamples, temperatures) {
                covariance += (sample - mean) * (temperature - meanTemperature)
                variance += (temperature - meanTemperature) * (temperature - meanTemperature)
            }
            slope = covariance / variance
        }
        var squaredResidual = Vector3.zero
        for (index, sample) in stillSamples.enumerated() {
            let temperatureOffset = haveTemperatures ? temperatures[index] - (meanTemperature ?? 0) : 0
            let residual = sample - (mean + slope * temperatureOffset)
            squaredResidual += residual * residual
        }
        biasRadiansPerSecond = mean
        temperatureSlopeRadiansPerSecondPerCelsius = slope
        referenceTemperatureCelsius = meanTemperature
        residualRadiansPerSecond = (squaredResidual / count).squareRoot()
        sampleCount = stillSamples.count
    }

    /// The bias at a temperature (°C; nil uses the reference), rad/s.
    public func bias(atTemperatureCelsius temperature: Double?) -> Vector3 {
        guard let temperature, temperature.isFinite, let reference = referenceTemperatureCelsius else {
            return biasRadiansPerSecond
        }
        return biasRadiansPerSecond + temperatureSlopeRadiansPerSecondPerCelsius * (temperature - reference)
    }
}
