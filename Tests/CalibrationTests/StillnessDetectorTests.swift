import Calibration
import MotionMath
import Testing

@Suite struct StillnessDetectorTests {
    @Test func stillAfterAWindowOfQuietSamplesEvenWithBias() {
        var detector = StillnessDetector()
        var random = SeededGenerator(seed: 3)
        for index in 0..<150 {
            detector.add(
                timeSeconds: Double(index) * 0.01,
                gyroscope: Vector3(0.08, -0.05, 0.02) + random.noise(standardDeviation: 0.003),
                accelerometer: Vector3(0, 0, 9.81) + random.noise(standardDeviation: 0.03)
            )
        }
        #expect(detector.isStill)
        #expect(abs(detector.meanAccelerometer.z - 9.81) < 0.02)
    }

    @Test func notStillWhileTurningOrBeforeAFullWindow() {
        var detector = StillnessDetector()
        for index in 0..<50 {
            detector.add(timeSeconds: Double(index) * 0.01, gyroscope: .zero, accelerometer: Vector3(0, 0, 9.81))
        }
        #expect(!detector.isStill, "half a window is not enough")
        for index in 50..<200 {
            let angle = Double(index) * 0.01
            detector.add(timeSeconds: angle, gyroscope: Vector3(0, 0, angle), accelerometer: Vector3(0, 0, 9.81))
        }
        #expect(!detector.isStill)
    }

    @Test func nonFiniteSampleRestartsTheWindow() {
        var detector = StillnessDetector()
        for index in 0..<150 {
            detector.add(timeSeconds: Double(index) * 0.01, gyroscope: .zero, accelerometer: Vector3(0, 0, 9.81))
        }
        #expect(detector.isStill)
        detector.add(timeSeconds: 1.5, gyroscope: Vector3(.nan, 0, 0), accelerometer: Vector3(0, 0, 9.81))
        #expect(!detector.isStill)
    }
}
