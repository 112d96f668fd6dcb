import Calibration
import Foundation
import MotionMath
import Testing

@Suite struct MagnetometerSweepCoverageTests {
    /// A turn about y (the field sweeps the x–z circle), then a long stay near +y, then
    /// a whole sphere. The stay moves the running centre (midway between the extremes) half
    /// a field toward +y, so around it the circle's readings fall in other bins.
    private func circleThenStayThenSphere(hardIron: Vector3, fieldMicrotesla: Double) -> (circle: [Vector3], stay: [Vector3], sphere: [Vector3]) {
        let circle = (0..<400).map { index -> Vector3 in
            let angle = Double(index) * 2 * .pi / 100
            return hardIron + fieldMicrotesla * Vector3(cos(angle), 0, sin(angle))
        }
        let stay = (0..<400).map { index -> Vector3 in
            let angle = Double(index) * 2 * .pi / 50
            let tilt = 0.3   // radians from +y
            return hardIron + fieldMicrotesla * Vector3(sin(tilt) * cos(angle), cos(tilt), sin(tilt) * sin(angle))
        }
        let sphere = sphereDirections(count: 1200).map { hardIron + fieldMicrotesla * $0 }
        return (circle, stay, sphere)
    }

    @Test func theCountNeverGoesDownWhileTheCentreMoves() {
        let hardIron = Vector3(30, -20, 10)
        let (circle, stay, sphere) = circleThenStayThenSphere(hardIron: hardIron, fieldMicrotesla: 45)
        // The scenario matters: around the centre the stay leads to, the circle's readings
        // miss bins they hit around the true centre.
        let shifted = centreOfExtremes(circle + stay)
        let aroundShifted = SphereCoverage(directions: circle.map { $0 - shifted }).hitBins
        let aroundTrue = SphereCoverage(directions: circle.map { $0 - hardIron }).hitBins
        #expect(!aroundTrue.subtracting(aroundShifted).isEmpty, "the shifted centre loses some of the circle's bins")

        var sweep = MagnetometerSweepCoverage()
        var previousBins: Set<Int> = []
        var counts: [Int] = []
        for reading in circle + stay + sphere {
            sweep.add(reading)
            #expect(sweep.coverage.hitBins.isSuperset(of: previousBins), "a covered direction was dropped at reading \(sweep.readingCount)")
            previousBins = sweep.coverage.hitBins
            counts.append(sweep.coveredDirections)
        }
        #expect(zip(counts, counts.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(counts[circle.count - 1] == 8, "the circle covers the eight directions around y = 0")
        #expect(sweep.coveredDirections == SphereCoverage.binCount)
    }

    @Test func noiseAroundAStillReadingCoversNothing() {
        var random = SeededGenerator(seed: 7)
        var sweep = MagnetometerSweepCoverage()
        for _ in 0..<1000 { sweep.add(Vector3(20, 5, -40) + random.noise(standardDeviation: 1)) }
        #expect(sweep.coveredDirections == 0)
    }

    @Test func aPlanarTurnCoversOnlyThePlane() {
        var sweep = MagnetometerSweepCoverage()
        for index in 0..<720 {
            let angle = Double(index) * .pi / 180
            sweep.add(Vector3(45 * cos(angle), 45 * sin(angle), 0) + Vector3(5, 5, 5))
        }
        // The eight directions around z = 0; nothing above or below.
        #expect(sweep.coveredDirections == 8)
        #expect(!sweep.coverage.isCovered(signs: SIMD3(0, 0, 1)))
        #expect(!sweep.coverage.isCovered(signs: SIMD3(0, 0, -1)))
    }

    @Test func nonFiniteReadingsAreIgnored() {
        var sweep = MagnetometerSweepCoverage()
        sweep.add(Vector3(.nan, 0, 0))
        sweep.add(Vector3(.infinity, 1, 1))
        #expect(sweep.readingCount == 0)
    }

    private func centreOfExtremes(_ readings: [Vector3]) -> Vector3 {
        let minimum = readings.reduce(Vector3(repeating: .infinity)) { pointwiseMin($0, $1) }
        let maximum = readings.reduce(Vector3(repeating: -.infinity)) { pointwiseMax($0, $1) }
        return (minimum + maximum) / 2
    }
}

@Suite struct MagnetometerCoverageAssessmentTests {
    @Test func aFullSweepIsEnoughAndSaysWhy() throws {
        let readings = sphereDirections(count: 600).map { 48 * $0 + Vector3(10, 20, -30) }
        let assessment = MagnetometerCoverageAssessment(fit: try MagnetometerEllipsoidFit(rawMicrotesla: readings))
        #expect(assessment.isEnough)
        #expect(assessment.reason.hasPrefix("enough: "))
        #expect(assessment.reason.contains("both ends of every axis"))
    }

    @Test func aSweepThatNeverReachesAnAxisEndIsNotEnoughAndNamesIt() throws {
        // Every direction but a cap of 60° around −z: the fit still solves (a cap missing
        // leaves the quadric determined), but −z was never seen.
        let readings = sphereDirections(count: 800).filter { $0.z > -0.5 }.map { 48 * $0 }
        let fit = try MagnetometerEllipsoidFit(rawMicrotesla: readings)
        let assessment = MagnetometerCoverageAssessment(fit: fit)
        #expect(!assessment.isEnough)
        #expect(assessment.unreachedAxisEnds == ["−z"])
        #expect(assessment.reason.hasPrefix("not enough: "))
        #expect(assessment.reason.contains("−z"))
    }

    @Test func aChangingFieldIsNotEnough() {
        let assessment = MagnetometerCoverageAssessment(
            coveredDirections: 26, closestAngleToAxisEndsDegrees: [5, 5, 5, 5, 5, 5], fieldStrengthRelativeSpread: 0.05)
        #expect(!assessment.isEnough)
        #expect(assessment.reason.contains("5.0 %"))
    }
}
