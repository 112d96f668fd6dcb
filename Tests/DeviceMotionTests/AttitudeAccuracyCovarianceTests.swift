import DeviceMotion
@testable import IMUSimulator
import Testing

/// `AttitudeAccuracy.orientationCovarianceRadiansSquared`: errors drawn from the covariance
/// it gives fall within the bounds it came from 95 % of the time.
struct AttitudeAccuracyCovarianceTests {
    @Test func errorsDrawnFromTheCovarianceFallWithinTheBounds95PercentOfTheTime() {
        let accuracy = AttitudeAccuracy(inclinationErrorBoundDegrees: 1.7, headingErrorBoundDegrees: 6.2)
        let covariance = accuracy.orientationCovarianceRadiansSquared
        #expect(covariance.count == 9)
        #expect([1, 2, 3, 5, 6, 7].allSatisfy { covariance[$0] == 0 })
        #expect(covariance[0] == covariance[4] && covariance[0] > 0 && covariance[8] > covariance[0])
        var random = SeededRandom(seed: 14)
        let draws = 200_000
        var inclinationInside = 0, headingInside = 0
        for _ in 0..<draws {
            // A small rotation error about x, y (tilt) and z (heading), radians.
            let x = random.normal() * covariance[0].squareRoot()
            let y = random.normal() * covariance[4].squareRoot()
            let z = random.normal() * covariance[8].squareRoot()
            if (x * x + y * y).squareRoot() * 180 / .pi <= accuracy.inclinationErrorBoundDegrees { inclinationInside += 1 }
            if abs(z) * 180 / .pi <= accuracy.headingErrorBoundDegrees { headingInside += 1 }
        }
        // σ of a share of 200 000 draws near 0.95: 0.0005.
        print("drawn within the bounds: inclination \(Double(inclinationInside) / Double(draws)), heading \(Double(headingInside) / Double(draws))")
        #expect(abs(Double(inclinationInside) / Double(draws) - 0.95) < 0.003)
        #expect(abs(Double(headingInside) / Double(draws) - 0.95) < 0.003)
    }
}
