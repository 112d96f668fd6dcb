import DeviceMotion
import IMUSamples
import MotionMath
import PropertyBased
import Testing

/// The stream's JSON, written straight into bytes, against the slow path it replaces:
/// string interpolation of every number (`"\(value)"`), which is the contract's
/// "shortest text that reads back to the same Double".
@Suite struct DeviceMotionJSONTests {
    /// How the object was built before: one interpolated String per number.
    func interpolated(_ motion: DeviceMotion, northReferenced: Bool, sequenceNumber: UInt64?) -> String {
        func number(_ value: Double) -> String { value.isFinite ? "\(value)" : "null" }
        func array(_ v: Vector3) -> String { "[\(number(v.x)),\(number(v.y)),\(number(v.z))]" }
        let q = motion.attitude.quaternion
        let attitude = motion.attitude
        var text = "{"
        if let sequenceNumber { text += "\"seq\":\(sequenceNumber)," }
        text += "\"time_s\":\(number(motion.timestamp)),"
        text += "\"quaternion\":[\(number(q.w)),\(number(q.x)),\(number(q.y)),\(number(q.z))],"
        text += "\"roll_rad\":\(number(attitude.roll)),\"pitch_rad\":\(number(attitude.pitch)),\"yaw_rad\":\(number(attitude.yaw)),"
        text += "\"rotation_rate_rad_s\":\(array(motion.rotationRate)),"
        text += "\"gravity_g\":\(array(motion.gravity)),"
        text += "\"user_acceleration_g\":\(array(motion.userAcceleration)),"
        text += "\"heading_deg\":\(northReferenced ? number(motion.heading) : "null"),"
        text += "\"heading_referenced\":\(motion.headingReferenced),\"heading_drift_budget_deg\":\(number(motion.headingDriftBudgetDegrees)),"
        text += "\"inclination_error_bound_deg\":\(number(motion.attitudeAccuracy.inclinationErrorBoundDegrees)),"
        text += "\"heading_error_bound_deg\":\(number(motion.attitudeAccuracy.headingErrorBoundDegrees)),"
        text += "\"calibration_status\":" + (motion.recalibration.map { "\"\($0.description)\"" } ?? "null") + "}"
        return text
    }

    /// Mostly sensor-sized numbers, now and then an extreme, a zero or a non-finite one.
    static let component = Gen.oneOf(
        Gen.double(in: -40...40),
        Gen.double(in: -1e-6...1e-6),
        Gen.uint64().map { Double(bitPattern: $0) },
        Gen<Double?>.element(of: [0, -0.0, .infinity, -.infinity, .nan, 1e-5, 1e16] as [Double]).map { $0 ?? 0 }
    )

    static let motion = zip(
        component.array(of: 17), Gen.double(in: 0...1e6), Gen.double(in: 0..<360)
    ).map { values, time, heading in
        var motion = DeviceMotion(
            timestamp: time,
            attitude: Attitude(quaternion: Quaternion(w: values[0], x: values[1], y: values[2], z: values[3])),
            rotationRate: Vector3(values[4], values[5], values[6]),
            gravity: Vector3(values[7], values[8], values[9]),
            userAcceleration: Vector3(values[10], values[11], values[12]),
            heading: values[13].isFinite ? heading : values[13],
            recalibration: values[14] > 20 ? RecalibrationPrompt(sensor: values[15] > 0 ? .gyroscope : .magnetometer, reason: "the field has been 24 % stronger than the profile's 44.7 µT") : nil
        )
        motion.headingReferenced = values[15] > 0
        motion.headingDriftBudgetDegrees = values[16]
        return motion
    }

    @Test func theObjectIsByteForByteTheInterpolatedOne() async {
        await propertyCheck(count: 5_000, input: Self.motion, Gen.bool(), Gen.uint64().map { $0 % 3 == 0 ? nil : $0 }) {
            motion, northReferenced, sequenceNumber in
            let expected = interpolated(motion, northReferenced: northReferenced, sequenceNumber: sequenceNumber)
            #expect(DeviceMotionJSON.object(motion, northReferenced: northReferenced, sequenceNumber: sequenceNumber) == expected)
            var bytes = Array("x".utf8)
            DeviceMotionJSON.append(motion, northReferenced: northReferenced, sequenceNumber: sequenceNumber, to: &bytes)
            #expect(bytes == Array(("x" + expected).utf8))
        }
    }

    @Test func theLongestObjectFitsTheRoomCheckedOnce() {
        // Every number 24 bytes (the longest shortest text), `seq` 20 digits.
        let longest = -2.2250738585072014e-308
        var motion = DeviceMotion(
            timestamp: longest,
            attitude: Attitude(quaternion: Quaternion(w: longest, x: longest, y: longest, z: longest)),
            rotationRate: Vector3(repeating: longest), gravity: Vector3(repeating: longest),
            userAcceleration: Vector3(repeating: longest), heading: longest, recalibration: nil)
        motion.headingReferenced = false
        motion.headingDriftBudgetDegrees = longest
        motion.attitudeAccuracy = AttitudeAccuracy(inclinationErrorBoundDegrees: longest, headingErrorBoundDegrees: longest)
        let expected = interpolated(motion, northReferenced: true, sequenceNumber: .max)
        // The room checked before `calibration_status`'s value, and that value and `}`.
        let capacity = DeviceMotionJSON.maximumBytesBeforeStatus + "null}".utf8.count
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { storage.deallocate() }
        let count = TextWriter.write(into: storage, capacity: capacity) { text in
            DeviceMotionJSON.write(motion, northReferenced: true, sequenceNumber: .max, to: &text)
        }
        #expect(count.map { String(decoding: UnsafeBufferPointer(start: storage, count: $0), as: UTF8.self) } == expected)
        #expect(expected.utf8.count < capacity)
    }

    @Test func numbersAreInterpolationsOrNull() {
        for value in [0, -0.0, 1, 0.1, 1e-5, 1e300, -2.5e-308, .leastNonzeroMagnitude, .infinity, -.infinity, .nan] {
            #expect(DeviceMotionJSON.number(value) == (value.isFinite ? "\(value)" : "null"))
        }
    }
}
