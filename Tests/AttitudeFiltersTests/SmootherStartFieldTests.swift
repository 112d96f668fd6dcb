import MotionMath
import Platform
import Testing

@testable import AttitudeFilters

/// The heading the smoother's last pass starts with (`SmootherStartField`): the field of
/// the first seconds when the backward pass accepts it there, the backward pass's own
/// heading otherwise.
struct SmootherStartFieldTests {
    /// 60 s at 100 Hz of the wobble of `SmootherRecording`, with a magnet on the sensor
    /// (a constant 75 µT in the sensor frame) while `magnetPresent(t)` holds.
    static func recording(magnetPresent: (Double) -> Bool) -> SmootherRecording {
        var recording = SmootherRecording(seconds: 0)
        var motion = VQFSyntheticMotion(samplePeriodSeconds: 0.01)
        motion.gyroscopeBias = Vector3(0.4, -0.3, 0.2) * (Double.pi / 180)
        motion.gyroscopeNoise = 0.002
        motion.accelerometerNoise = 0.05
        for index in 0..<6000 {
            let t = Double(index) * 0.01
            motion.sensorFrameMagneticOffset = magnetPresent(t) ? Vector3(60, -40, 20) : .zero
            let rate = t > 2 ? Vector3(1.2 * sin(1.3 * t), 0.9 * sin(0.7 * t + 1), 0.6 * cos(0.5 * t)) : .zero
            let sample = motion.step(rate: rate)
            recording.times.append(t)
            recording.gyroscope.append(sample.gyroscope)
            recording.accelerometer.append(sample.accelerometer)
            recording.magnetometer.append(sample.magnetometer)
            recording.truth.append(motion.truth)
        }
        return recording
    }

    static func smooth(_ recording: SmootherRecording, windowSeconds: Double) -> [Quaternion] {
        VQFSmoother(settings: .init(startHeadingWindowSeconds: windowSeconds)).smooth(
            timestampsSeconds: recording.times, gyroscope: recording.gyroscope,
            accelerometer: recording.accelerometer, magnetometer: recording.magnetometer)
    }

    /// The mean heading error of `attitudes` over the samples from `from` to `to` seconds, degrees.
    static func meanHeadingErrorDegrees(_ attitudes: [Quaternion], _ recording: SmootherRecording, from: Double, to: Double) -> Double {
        var sum = 0.0, count = 0
        for index in recording.times.indices where recording.times[index] >= from && recording.times[index] < to {
            let error = attitudes[index].normalized * recording.truth[index].conjugate
            sum += (error.w == 0 ? Double.pi : 2 * atan(abs(error.z / error.w))) * 180 / .pi
            count += 1
        }
        return sum / Double(count)
    }

    /// A magnet arrives at 20 s and stays: the backward pass brings the magnet's heading to
    /// the start. The field of the first 3 s, which the backward pass accepts there, mends it.
    @Test func aMagnetThatArrivesLaterNoLongerTurnsTheHeadingBeforeIt() {
        let recording = Self.recording { $0 >= 20 }
        let started = Self.meanHeadingErrorDegrees(Self.smooth(recording, windowSeconds: 3), recording, from: 0, to: 20)
        let carried = Self.meanHeadingErrorDegrees(Self.smooth(recording, windowSeconds: 0), recording, from: 0, to: 20)
        // Measured: 0.13° with the start field, 4.7° with the backward pass's heading.
        #expect(started < 0.5, "heading error before the magnet \(started)° (the backward pass's heading: \(carried)°)")
        #expect(carried > 2 * started, "the backward pass's heading \(carried)°, the start field's \(started)°")
    }

    /// The magnet is there from the start and goes at 20 s: the backward pass finds the
    /// start's field disturbed, so which field is the earth's cannot be told and its heading
    /// is kept: the output is that of the smoother without the start window.
    @Test func aFieldTheBackwardPassFindsDisturbedAtTheStartLeavesTheHeadingAlone() {
        let recording = Self.recording { $0 < 20 }
        let started = Self.smooth(recording, windowSeconds: 3)
        let carried = Self.smooth(recording, windowSeconds: 0)
        #expect(started == carried)
    }

    /// Fields after the window, missing or implausible are not taken in; a steady field gives
    /// the turn from the filter's heading offset to its direction; a field whose direction
    /// wanders in the 6D frame gives none.
    @Test func onlyASteadyFieldWithinTheWindowSetsTheHeading() throws {
        var filter = VQFFilter(samplePeriodSeconds: 0.01)
        let down = Vector3(0, 0, 9.81)
        for _ in 0..<800 {
            filter.update(gyroscope: .zero, accelerometer: down, magnetometer: Vector3(0, 20, -40), deltaTimeSeconds: 0.01)
        }
        #expect(!filter.isMagneticDisturbanceDetected)
        let offset = filter.state.headingOffsetRadians
        // A field 30° east of the one the filter has learned (the sensor is level, so the
        // 6D frame's heading is the sensor's).
        let turned = Quaternion(axis: Vector3(0, 0, 1), angleRadians: -30 * Double.pi / 180).rotate(Vector3(0, 20, -40))
        var steady = SmootherStartField(windowSeconds: 3)
        for step in 0..<400 {
            steady.add(filter, magnetometer: turned, secondsFromStart: Double(step) * 0.01)
        }
        steady.add(filter, magnetometer: nil, secondsFromStart: 0)
        steady.add(filter, magnetometer: Vector3(.nan, 0, 0), secondsFromStart: 0)
        #expect(steady.count == 301)
        #expect(steady.spread < 1e-12)
        let turn = try #require(steady.headingCorrectionRadians(for: filter))
        let fieldHeading = atan2(turned.x, turned.y)
        #expect(abs(SmootherHeading.wrapped(offset + turn - fieldHeading)) < 1e-9)

        var wandering = SmootherStartField(windowSeconds: 3)
        for step in 0..<300 {
            let angle = Double(step % 2 == 0 ? 20 : -20) * Double.pi / 180
            wandering.add(filter, magnetometer: Quaternion(axis: Vector3(0, 0, 1), angleRadians: angle).rotate(Vector3(0, 20, -40)), secondsFromStart: 0)
        }
        #expect(wandering.spread > SmootherStartField.spreadLimit)
        #expect(wandering.headingCorrectionRadians(for: filter) == nil)

        var closed = SmootherStartField(windowSeconds: 0)
        closed.add(filter, magnetometer: turned, secondsFromStart: 0)
        #expect(closed.count == 0 && closed.headingCorrectionRadians(for: filter) == nil)
    }
}
