import FilterEvaluation
import IMUSamples
import MotionMath
import Testing

@Suite struct BroadMetricTests {
    let reference = Quaternion(EulerAngles(rollRadians: 0.3, pitchRadians: -0.5, yawRadians: 1.2))

    @Test func aPureHeadingErrorIsAllHeading() {
        let estimate = Quaternion(axis: Vector3(0, 0, 1), angleRadians: radians(fromDegrees: 10)) * reference
        let error = OrientationError(estimate: estimate, reference: reference)
        #expect(abs(degrees(fromRadians: error.totalRadians) - 10) < 1e-9)
        #expect(abs(degrees(fromRadians: error.headingRadians) - 10) < 1e-9)
        #expect(abs(error.inclinationRadians) < 1e-7)
    }

    @Test func aPureTiltErrorIsAllInclination() {
        let estimate = Quaternion(axis: Vector3(1, 1, 0), angleRadians: radians(fromDegrees: 7)) * reference
        let error = OrientationError(estimate: estimate, reference: reference)
        #expect(abs(degrees(fromRadians: error.totalRadians) - 7) < 1e-9)
        #expect(abs(degrees(fromRadians: error.inclinationRadians) - 7) < 1e-9)
        #expect(abs(error.headingRadians) < 1e-9)
    }

    @Test func theSignOfTheQuaternionDoesNotMatter() {
        let estimate = Quaternion(axis: Vector3(0, 1, 0), angleRadians: 0.2) * reference
        let a = OrientationError(estimate: estimate, reference: reference)
        let b = OrientationError(estimate: -estimate, reference: reference)
        #expect(abs(a.totalRadians - b.totalRadians) < 1e-12 && abs(a.headingRadians - b.headingRadians) < 1e-12)
    }

    @Test func theBestHeadingOffsetIsFoundAcrossTheWrap() {
        // Headings spread around 179°: the mean must wrap, not average to 0.
        let headings = [178.0, 179.0, -179.0, -178.0, 180.0].map { radians(fromDegrees: $0) }
        let offset = degrees(fromRadians: BroadMetric.bestHeadingOffset(headings: headings))
        #expect(abs(abs(offset) - 180) < 1e-6)
        let plain = [10.0, 12.0, 14.0].map { radians(fromDegrees: $0) }
        #expect(abs(degrees(fromRadians: BroadMetric.bestHeadingOffset(headings: plain)) - 12) < 1e-9)
    }

    func recording(references: [Quaternion?], movement: [Bool]) -> Recording {
        let sample = IMUSample(timestampSeconds: 0, gyroscopeRadiansPerSecond: .zero, accelerometerMetersPerSecondSquared: Vector3(0, 0, 9.81))
        return Recording(name: "synthetic", samples: Array(repeating: sample, count: references.count),
                         referenceAttitudes: references, movement: movement)
    }

    @Test func sixDRemovesOneConstantHeadingOffset() throws {
        let references = (0..<100).map { Quaternion(axis: Vector3(0, 1, 0), angleRadians: Double($0) / 50) }
        let offset = Quaternion(axis: Vector3(0, 0, 1), angleRadians: radians(fromDegrees: -135))
        let estimates = references.map { offset * $0 }
        let data = recording(references: references, movement: Array(repeating: true, count: 100))
        let sixD = try BroadMetric.evaluate(estimates: estimates, recording: data, usesMagnetometer: false)
        #expect(sixD.totalDegrees < 1e-6 && sixD.headingDegrees < 1e-6)
        #expect(abs((sixD.headingOffsetDegrees ?? 0) - (-135)) < 1e-6)
        let nineD = try BroadMetric.evaluate(estimates: estimates, recording: data, usesMagnetometer: true)
        #expect(abs(nineD.totalDegrees - 135) < 1e-6 && nineD.inclinationDegrees < 1e-6)
    }

    @Test func onlyMovingSamplesWithAReferenceCount() throws {
        let tilt = Quaternion(axis: Vector3(1, 0, 0), angleRadians: radians(fromDegrees: 3))
        let references: [Quaternion?] = [.identity, .identity, nil, .identity]
        let estimates = [tilt, Quaternion(axis: Vector3(1, 0, 0), angleRadians: 1), tilt, tilt]
        let data = recording(references: references, movement: [true, false, true, true])
        let result = try BroadMetric.evaluate(estimates: estimates, recording: data, usesMagnetometer: true)
        #expect(result.sampleCount == 2)
        #expect(abs(result.totalDegrees - 3) < 1e-9)
    }

    @Test func recordingsWithoutGroundTruthCannotBeEvaluated() {
        let data = Recording(name: "plain", samples: [])
        #expect(throws: EvaluationError.noReference(recording: "plain")) {
            try BroadMetric.evaluate(estimates: [], recording: data, usesMagnetometer: true)
        }
    }
}
