import DeviceMotion
import Foundation
import MotionMath
import Testing

/// The run-time check that a calibration still fits, fed synthetic device motion: a field of
/// the profile's strength and dip seen from a device that keeps turning, then changed.
@Suite struct RecalibrationMonitorTests {
    static let reference = RecalibrationMonitor.Reference(
        fieldStrengthMicrotesla: 44.7, dipDegrees: 63.4, calibratesGyroscope: true, gyroscopeFollowsTemperature: false)

    /// The prompt after each second of a 100 Hz run of `seconds`, the device turning about a
    /// tilted axis; `shift(t)` is added to the corrected field (a magnet fixed to the case:
    /// device frame), `bias(t)` is the filter's bias estimate (rad/s), `temperature(t)` °C.
    func run(
        seconds: Double, shift: (Double) -> Vector3 = { _ in .zero }, bias: (Double) -> Vector3 = { _ in .zero },
        temperature: (Double) -> Double? = { _ in nil }
    ) -> [RecalibrationPrompt?] {
        var monitor = RecalibrationMonitor(reference: Self.reference)
        let dip = 63.4 * Double.pi / 180
        let fieldWorld = 44.7 * Vector3(0, cos(dip), -sin(dip))
        var prompts: [RecalibrationPrompt?] = []
        for index in 0..<Int(seconds * 100) {
            let time = Double(index) / 100
            let attitude = Quaternion(axis: Vector3(0.3, 0.2, 1), angleRadians: 0.7 * time)   // device → world
            let field = attitude.conjugate.rotate(fieldWorld) + shift(time)
            let gravity = attitude.conjugate.rotate(Vector3(0, 0, -1))
            monitor.add(timeSeconds: time, magneticFieldMicrotesla: field, gravity: gravity,
                        gyroscopeBiasRadiansPerSecond: bias(time), temperatureCelsius: temperature(time))
            if index % 100 == 99 { prompts.append(monitor.prompt) }
        }
        return prompts
    }

    @Test func aFieldThatFitsGivesNoPrompt() {
        #expect(run(seconds: 60).allSatisfy { $0 == nil })
    }

    @Test func aMagnetFixedToTheCaseIsPromptedOnceItStays() throws {
        let prompts = run(seconds: 40) { $0 >= 10 ? Vector3(30, 0, 0) : .zero }
        let first = try #require(prompts.firstIndex { $0 != nil })
        // Prompted once 80 % of the last 10 s were away: 8 s after the shift, not before.
        #expect(first >= 17 && first <= 19, "first prompt after \(first + 1) s")
        let prompt = try #require(prompts.last ?? nil)
        #expect(prompt.sensor == .magnetometer)
        #expect(prompt.description.hasPrefix("recalibrate: magnetometer: "))
        #expect(prompt.description.hasSuffix("(inertia calibrate mag)"))
        #expect(prompts[first...].allSatisfy { $0 != nil })
    }

    @Test func aShortDisturbanceIsNotPrompted() {
        // Walking past a steel door: 4 s of a field 60 % stronger.
        let prompts = run(seconds: 40) { ($0 >= 10 && $0 < 14) ? Vector3(0, 0, 27) : .zero }
        #expect(prompts.allSatisfy { $0 == nil })
    }

    @Test func thePromptLiftsWhenTheFieldComesBack() throws {
        let prompts = run(seconds: 60) { ($0 >= 5 && $0 < 30) ? Vector3(0, 30, 0) : .zero }
        #expect(prompts[25] != nil)
        #expect(prompts[45] == nil && prompts[59] == nil)
    }

    @Test func aDipChangeAloneIsPrompted() throws {
        // The same strength, tilted 20° towards the horizontal (the board moved to another place).
        var monitor = RecalibrationMonitor(reference: Self.reference)
        let dip = 43.4 * Double.pi / 180
        for index in 0..<2000 {
            let time = Double(index) / 100
            monitor.add(timeSeconds: time, magneticFieldMicrotesla: 44.7 * Vector3(0, cos(dip), -sin(dip)),
                        gravity: Vector3(0, 0, -1), gyroscopeBiasRadiansPerSecond: .zero, temperatureCelsius: nil)
        }
        let prompt = try #require(monitor.prompt)
        #expect(prompt.reason.contains("direction"))
    }

    @Test func aGyroscopeBiasThatMovedIsPrompted() throws {
        let degree = Double.pi / 180
        let prompts = run(seconds: 30, bias: { $0 >= 5 ? Vector3(0.8 * degree, 0, 0) : .zero })
        let prompt = try #require(prompts.last ?? nil)
        #expect(prompt.sensor == .gyroscope)
        #expect(prompt.reason.contains("0.80 °/s"))
    }

    @Test func aBiasChangeTheTemperatureExplainsIsAllowed() {
        // 0.8 °/s after the die warmed by 30 °C: within 0.5 + 0.03 × 30 = 1.4 °/s.
        let degree = Double.pi / 180
        let prompts = run(seconds: 30, bias: { $0 >= 5 ? Vector3(0.8 * degree, 0, 0) : .zero },
                          temperature: { 25 + min(30, $0 * 6) })
        #expect(prompts.allSatisfy { $0 == nil })
    }

    @Test func aMissingFieldReadingDoesNotHideTheGyroscopeBias() throws {
        // Every field reading is zero (a magnetometer that stopped): the bias check goes on.
        var monitor = RecalibrationMonitor(reference: Self.reference)
        let degree = Double.pi / 180
        for index in 0..<3000 {
            monitor.add(timeSeconds: Double(index) / 100, magneticFieldMicrotesla: .zero, gravity: Vector3(0, 0, -1),
                        gyroscopeBiasRadiansPerSecond: Vector3(0.8 * degree, 0, 0), temperatureCelsius: nil)
        }
        let prompt = try #require(monitor.prompt)
        #expect(prompt.sensor == .gyroscope)
    }

    @Test func timesNoClockGivesAreIgnored() {
        var monitor = RecalibrationMonitor(reference: Self.reference)
        for time in [Double.nan, .infinity, -.infinity, 1e300, -1e300, 0, 1] {
            monitor.add(timeSeconds: time, magneticFieldMicrotesla: Vector3(0, 20, -40), gravity: Vector3(0, 0, -1),
                        gyroscopeBiasRadiansPerSecond: .zero, temperatureCelsius: 25)
        }
        #expect(monitor.prompt == nil)
    }

    @Test func aPersistenceThatIsNotAWholeNumberOfSecondsIsClamped() throws {
        for (persistence, window) in [(Double.nan, 1), (-5, 1), (0, 1), (.infinity, 86_400), (1e300, 86_400), (-.infinity, 1)] {
            var settings = RecalibrationMonitor.Settings()
            settings.persistenceSeconds = persistence
            var monitor = RecalibrationMonitor(reference: Self.reference, settings: settings)
            for index in 0..<300 {
                monitor.add(timeSeconds: Double(index) / 100, magneticFieldMicrotesla: Vector3(500, 0, 0), gravity: Vector3(0, 0, -1),
                            gyroscopeBiasRadiansPerSecond: .zero, temperatureCelsius: 25)
            }
            if window == 1 {
                let prompt = try #require(monitor.prompt, "persistence \(persistence)")
                #expect(prompt.description.contains("last 1 s"), "persistence \(persistence)")
            } else {
                #expect(monitor.prompt == nil, "persistence \(persistence)")
            }
        }
    }

    @Test func withoutAReferenceNothingIsWatched() {
        var monitor = RecalibrationMonitor(reference: .init(fieldStrengthMicrotesla: nil, dipDegrees: nil, calibratesGyroscope: false, gyroscopeFollowsTemperature: false))
        for index in 0..<3000 {
            monitor.add(timeSeconds: Double(index) / 100, magneticFieldMicrotesla: Vector3(500, 0, 0), gravity: Vector3(0, 0, -1),
                        gyroscopeBiasRadiansPerSecond: Vector3(1, 1, 1), temperatureCelsius: 30)
        }
        #expect(monitor.prompt == nil)
    }
}
