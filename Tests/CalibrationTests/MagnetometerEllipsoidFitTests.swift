import Calibration
import Foundation
import MotionMath
import Testing

@Suite struct MagnetometerEllipsoidFitTests {
    /// Hard iron up to 100 µT and soft-iron axis ratios up to 1.3, as the issue sets them.
    @Test(arguments: 0..<10)
    func correctedFieldStrengthSpreadsLessThanOnePercent(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) + 5000)
        let hardIron = random.vector(in: -100...100)
        let axes = random.rotation(maximumAngleRadians: .pi)
        let ratios = Vector3(1, Double.random(in: 1...1.3, using: &random), Double.random(in: 1...1.3, using: &random))
        let distortion = axes * Matrix3(diagonal: ratios) * axes.transposed   // raw = distortion · true + hardIron
        let field = 48.0
        let readings = sphereDirections(count: 600).map { direction in
            distortion * (field * direction) + hardIron + random.noise(standardDeviation: 0.3)
        }
        let fit = try MagnetometerEllipsoidFit(rawMicrotesla: readings)
        #expect(fit.fieldStrengthRelativeSpread < 0.01, "spread \(fit.fieldStrengthRelativeSpread)")
        #expect((fit.hardIronMicrotesla - hardIron).length < 1.0, "hard iron \(fit.hardIronMicrotesla) vs \(hardIron)")
        // The recovered soft iron undoes the distortion up to one overall scale.
        let product = fit.softIron * distortion
        let scale = product.trace / 3
        #expect(relativeMatrixError((1 / scale) * product, .identity) < 0.01)
        #expect(fit.sphereCoverage > 0.95)
    }

    @Test func refusesASweepInOnePlane() {
        let readings = (0..<100).map { index -> Vector3 in
            let angle = Double(index) * 2 * .pi / 100
            return Vector3(40 * cos(angle), 40 * sin(angle), 0)
        }
        #expect(throws: CalibrationError.self) { try MagnetometerEllipsoidFit(rawMicrotesla: readings) }
    }

    @Test func sphereCoverageCountsOnlyTheDirectionsSeen() {
        var coverage = SphereCoverage()
        coverage.add(Vector3(0, 0, 1))
        coverage.add(Vector3(0, 0, 2))
        coverage.add(Vector3(1, 1, 0))
        coverage.add(Vector3(.nan, 0, 0))
        #expect(coverage.hitBins.count == 2)
        #expect(coverage.isCovered(signs: SIMD3(0, 0, 1)))
        #expect(coverage.isCovered(signs: SIMD3(1, 1, 0)))
        #expect(!coverage.isCovered(signs: SIMD3(0, 0, -1)))
        #expect(SphereCoverage(directions: sphereDirections(count: 500)).fraction == 1)
    }
}
