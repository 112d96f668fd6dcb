import DeviceMotion
import Foundation
import MotionFeed
import MotionMath
import Testing
@testable import Dashboard

@Suite struct FrameMessageTests {
    private func frame() -> MotionFrame {
        MotionFrame(
            sequenceNumber: 42,
            timestampSeconds: 1.25,
            hostTimeMilliseconds: 1_700_000_000_123.5,
            attitude: Quaternion(w: 0.5, x: 0.5, y: -0.5, z: 0.5),
            rotationRateRadiansPerSecond: Vector3(0.1, -0.2, .nan),
            gravityG: Vector3(0, 0, -1),
            userAccelerationG: Vector3(0.25, 0, 0),
            effects: EffectOutputs(
                parallaxOffsets: [SIMD2(1, 2), SIMD2(-3, 4.5)],
                modelTransform: EffectOutputs.identityTransform,
                tiltTransform: EffectOutputs.identityTransform,
                shimmerCentre: SIMD2(10, -20),
                isDetectingMotion: true
            ),
            status: FeedStatus(sourceName: "simulator", chipName: "LSM6DS3 \"x\"", filterName: "vqf", filterLabel: "vqf as published",
                               availableFilterNames: ["vqf", "madgwick"], sampleRateHertz: 104, droppedSampleCount: 3,
                               sensorDelaySeconds: 0.0048, predictionLeadSeconds: 0.0005)
        )
    }

    @Test func isValidJSONCarryingEveryValue() throws {
        let text = FrameMessage.json(for: frame(), sentMilliseconds: 1_700_000_000_125)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["type"] as? String == "frame")
        #expect(object["seq"] as? Int == 42)
        #expect(object["hostMs"] as? Double == 1_700_000_000_123.5)
        #expect(object["q"] as? [Double] == [0.5, 0.5, -0.5, 0.5])
        let gyro = try #require(object["gyro"] as? [Any])
        #expect(gyro.count == 3 && gyro[2] is NSNull)
        #expect(object["accel"] as? [Double] == [0.25, 0, -1])
        #expect(object["parallax"] as? [[Double]] == [[1, 2], [-3, 4.5]])
        #expect((object["model"] as? [Double])?.count == 16)
        #expect(object["shimmer"] as? [Double] == [10, -20])
        #expect(object["motion"] as? Bool == true)
        let status = try #require(object["status"] as? [String: Any])
        #expect(status["chip"] as? String == "LSM6DS3 \"x\"")
        #expect(status["filter"] as? String == "vqf")
        #expect(status["filterLabel"] as? String == "vqf as published")
        #expect(status["filters"] as? [String] == ["vqf", "madgwick"])
        #expect(status["drops"] as? Int == 3)
        #expect(status["sensorDelayMs"] as? Double == 4.8)
        #expect(status["predictionMs"] as? Double == 0.5)
    }

    /// The bounds and heading validity go out as "accuracy" when the frame has them, and the
    /// key is absent when the source estimates none.
    @Test func accuracyGoesOutWhenTheSourceEstimatesIt() throws {
        var estimated = frame()
        estimated.attitudeAccuracy = AttitudeAccuracy(inclinationErrorBoundDegrees: 0.75, headingErrorBoundDegrees: 12.5)
        estimated.headingReferenced = false
        estimated.headingDriftBudgetDegrees = 3.25
        let text = FrameMessage.json(for: estimated, sentMilliseconds: 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let accuracy = try #require(object["accuracy"] as? [String: Any])
        #expect(accuracy["inclinationDeg"] as? Double == 0.75)
        #expect(accuracy["headingDeg"] as? Double == 12.5)
        #expect(accuracy["headingReferenced"] as? Bool == false)
        #expect(accuracy["headingDriftDeg"] as? Double == 3.25)
        let none = try #require(
            try JSONSerialization.jsonObject(with: Data(FrameMessage.json(for: frame(), sentMilliseconds: 0).utf8))
                as? [String: Any])
        #expect(none["accuracy"] == nil)
    }

    @Test func controlCharactersAreEscaped() {
        #expect(JSONText.quoted("a\u{1}b\n") == "\"a\\u0001b\\n\"")
    }
}
