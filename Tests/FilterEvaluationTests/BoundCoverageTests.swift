import FilterEvaluation
import MotionMath
import Testing

/// `BoundCoverageCounter` on attitudes whose errors are known by construction.
struct BoundCoverageTests {
    static let degree = Double.pi / 180

    /// An estimate `tiltDegrees` off the reference about x and `headingDegrees` about z.
    static func estimate(tiltDegrees: Double, headingDegrees: Double) -> Quaternion {
        Quaternion(rotationVector: Vector3(0, 0, headingDegrees * degree)) * Quaternion(rotationVector: Vector3(tiltDegrees * degree, 0, 0))
    }

    @Test func itCountsFrom5SecondsInTheSamplesWithAReference() throws {
        var counter = BoundCoverageCounter(usesMagnetometer: true)
        // 10 s at 10 Hz: the tilt error is 2° from 5 s on (1° before), the heading error 4°;
        // every third sample has no reference.
        for index in 0..<100 {
            let time = Double(index) / 10
            counter.add(
                timeSeconds: time, estimate: Self.estimate(tiltDegrees: time < 5 ? 1 : 2, headingDegrees: 4),
                reference: index % 3 == 0 ? nil : .identity, inclinationBoundDegrees: index % 2 == 0 ? 1.5 : 2.5,
                headingBoundDegrees: 5)
        }
        let coverage = try #require(counter.coverage)
        // Samples 50…99 with a reference: 50 less the 17 multiples of 3 = 33, the odd ones
        // (bound 2.5°) hold the 2° error, the even ones (1.5°) do not.
        #expect(coverage.sampleCount == 33)
        let odd = (50..<100).filter { $0 % 3 != 0 && $0 % 2 == 1 }.count
        #expect(abs(coverage.inclinationWithinBoundShare - Double(odd) / 33) < 1e-12)
        #expect(coverage.headingWithinBoundShare == 1)
        #expect(abs(coverage.meanHeadingBoundDegrees - 5) < 1e-12)
    }

    @Test func in6DTheHeadingErrorIsItsChangeSinceTheFirstReference() throws {
        // A constant 30° heading offset (the arbitrary frame's zero) and 3° of drift after 5 s.
        func counted(magnetic: Bool) throws -> Double {
            var counter = BoundCoverageCounter(usesMagnetometer: magnetic)
            for index in 0..<100 {
                let time = Double(index) / 10
                counter.add(
                    timeSeconds: time, estimate: Self.estimate(tiltDegrees: 0, headingDegrees: time < 5 ? 30 : 33),
                    reference: .identity, inclinationBoundDegrees: 1, headingBoundDegrees: 5)
            }
            return try #require(counter.coverage).headingWithinBoundShare
        }
        #expect(try counted(magnetic: false) == 1, "6D: 3° of change, within 5°")
        #expect(try counted(magnetic: true) == 0, "9D: 33° against north")
    }

    @Test func pooledWeighsEachRecordingByItsSamples() throws {
        let a = BoundCoverage(sampleCount: 100, inclinationWithinBoundShare: 1, headingWithinBoundShare: 0.5,
                              meanInclinationBoundDegrees: 1, meanHeadingBoundDegrees: 4)
        let b = BoundCoverage(sampleCount: 300, inclinationWithinBoundShare: 0.9, headingWithinBoundShare: 1,
                              meanInclinationBoundDegrees: 3, meanHeadingBoundDegrees: 8)
        let pooled = try #require(BoundCoverage.pooled([a, b]))
        #expect(pooled.sampleCount == 400)
        #expect(abs(pooled.inclinationWithinBoundShare - 0.925) < 1e-12 && abs(pooled.headingWithinBoundShare - 0.875) < 1e-12)
        #expect(abs(pooled.meanInclinationBoundDegrees - 2.5) < 1e-12 && abs(pooled.meanHeadingBoundDegrees - 7) < 1e-12)
        #expect(BoundCoverage.pooled([]) == nil && BoundCoverageCounter(usesMagnetometer: true).coverage == nil)
    }
}
