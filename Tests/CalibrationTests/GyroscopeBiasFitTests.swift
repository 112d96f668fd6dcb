import Calibration
import Foundation
import MotionMath
import Testing

@Suite struct GyroscopeBiasFitTests {
    @Test(arguments: 0..<10)
    func recoversRandomBiasWithinFiveHundredthsOfADegreePerSecond(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) + 100)
        let degree = Double.pi / 180
        let bias = random.vector(in: -5 * degree...5 * degree)
        // 10 s at 100 Hz with MPU-6050-like noise (0.005 °/s/√Hz·√(bandwidth) ≈ 0.05 °/s).
        let samples = (0..<1000).map { _ in bias + random.noise(standardDeviation: 0.05 * degree) }
        let fit = try GyroscopeBiasFit(stillSamples: samples)
        let error = (fit.biasRadiansPerSecond - bias).length / degree
        #expect(error < 0.05, "bias error \(error) °/s")
        #expect(fit.temperatureSlopeRadiansPerSecondPerCelsius == .zero)
    }

    @Test func fitsATemperatureSlopeWhenTheRecordingSpansTemperatures() throws {
        var random = SeededGenerator(seed: 7)
        let bias = Vector3(0.01, -0.02, 0.005)
        let slope = Vector3(0.0005, 0.0, -0.0003)
        let temperatures = (0..<2000).map { 20 + 10 * Double($0) / 2000 }
        let samples = temperatures.map { bias + slope * ($0 - 25) + random.noise(standardDeviation: 0.0005) }
        let fit = try GyroscopeBiasFit(stillSamples: samples, temperaturesCelsius: temperatures)
        #expect((fit.temperatureSlopeRadiansPerSecondPerCelsius - slope).length < 2e-5)
        #expect((fit.bias(atTemperatureCelsius: 25) - bias).length < 1e-4)
        #expect((fit.bias(atTemperatureCelsius: 35) - (bias + slope * 10)).length < 3e-4)
    }

    @Test func refusesTooFewOrNonFiniteSamples() {
        #expect(throws: CalibrationError.notEnoughData(what: "gyroscope bias (still samples)", needed: 10, found: 3)) {
            try GyroscopeBiasFit(stillSamples: [Vector3](repeating: .zero, count: 3))
        }
        var samples = [Vector3](repeating: .zero, count: 20)
        samples[5].y = .nan
        #expect(throws: CalibrationError.nonFiniteData("gyroscope samples")) {
            try GyroscopeBiasFit(stillSamples: samples)
        }
    }
}
