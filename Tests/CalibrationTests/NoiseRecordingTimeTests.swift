import Calibration
import IMUSamples
import MotionMath
import Testing

@Test func aStillRecordingWhoseTimesRunFarBackwardsIsTooShort() {
    var recording = StillRecording()
    for index in 0..<200 {
        let time = index == 199 ? -1e300 : Double(index) * 0.01
        recording.append(IMUSample(
            timestampSeconds: time, gyroscopeRadiansPerSecond: Vector3(0.001, 0, 0),
            accelerometerMetersPerSecondSquared: Vector3(0, 0, 9.8)))
    }
    #expect(throws: CalibrationError.notEnoughData(what: "noise characterisation (seconds of still recording)", needed: 10, found: 0)) {
        try NoiseCharacterization(recording: recording)
    }
}
