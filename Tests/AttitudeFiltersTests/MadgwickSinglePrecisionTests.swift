import AttitudeFilters
import MotionMath
import Platform
import Testing

/// Madgwick's update in single precision: the attitude stays unit over long runs, rounding
/// does not drift it, `state` set from outside is where the next update starts, and samples
/// outside the single-precision checks get the double-precision screening's decisions.
@Suite struct MadgwickSinglePrecisionTests {
    /// Ten minutes at 200 Hz (120 000 updates) of tumbling, with bursts twenty times faster
    /// (up to 16 rad/s, where the step's length excess passes 1e-3 and the exact
    /// normalisation runs): every attitude is unit within 1e-6.
    @Test(arguments: [true, false])
    func theAttitudeStaysUnitOverLongRuns(useMagnetometer: Bool) {
        let samples = tumbling(seconds: 60, rateHertz: 200, start: .identity)
        var filter = MadgwickFilter()
        var worst = 0.0
        for lap in 0..<10 {
            for (index, sample) in samples.enumerated() {
                let burst = index % 2000 < 200 ? 20.0 : 1.0
                filter.update(
                    gyroscope: burst * sample.gyroscope, accelerometer: sample.accelerometer,
                    magnetometer: useMagnetometer ? sample.magnetometer : nil,
                    deltaTimeSeconds: lap == 0 && index == 0 ? 0 : 1.0 / 200)
                worst = max(worst, abs(filter.attitude.norm - 1))
            }
        }
        #expect(worst < 1e-6, "worst |q| − 1: \(worst)")
    }

    /// A level sensor turning at 0.5 rad/s about the vertical for ten minutes (6D, 200 Hz):
    /// each step turns by 2·atan(½Δt·ω) (the step q ⊗ (½Δt·ω, 1), normalised), so after N
    /// steps the heading is N·2·atan(½Δt·ω). Single-precision rounding moves it by less than
    /// 0.005° over the 120 000 steps.
    @Test func roundingDoesNotDriftTheHeading() {
        let rate = 0.5, stepSeconds = 1.0 / 200, steps = 120_000
        var filter = MadgwickFilter()
        filter.update(gyroscope: .zero, accelerometer: earthUp, magnetometer: nil, deltaTimeSeconds: 0)
        for _ in 0..<steps {
            filter.update(gyroscope: Vector3(0, 0, rate), accelerometer: earthUp, magnetometer: nil,
                          deltaTimeSeconds: stepSeconds)
        }
        let turn = Double(steps) * 2 * atan(0.5 * stepSeconds * rate)
        let expected = Quaternion(axis: Vector3(0, 0, 1), angleRadians: turn)
        #expect(errorDegrees(filter.attitude, expected) < 0.005)
    }

    /// Reading `state` back gives exactly what was set, and the next update starts from it.
    @Test func settingTheStateSetsWhereTheNextUpdateStarts() {
        let truth = Quaternion(EulerAngles(rollRadians: 0.4, pitchRadians: -0.2, yawRadians: 2.5))
        var filter = MadgwickFilter()
        filter.update(gyroscope: .zero, accelerometer: earthUp, magnetometer: earthField, deltaTimeSeconds: 0)
        filter.state = MadgwickFilter.State(attitude: truth, isInitialised: true)
        #expect(filter.state.attitude == truth)
        filter.update(gyroscope: .zero, accelerometer: truth.inverseRotate(earthUp),
                      magnetometer: truth.inverseRotate(earthField), deltaTimeSeconds: 0.005)
        #expect(errorDegrees(filter.attitude, truth) < 0.05)
    }

    /// An accelerometer or magnetometer reading scaled far outside Float's range (or far
    /// below it) takes the double-precision path, which scales it to unit length: the step
    /// depends on the vectors' directions only, so the attitudes agree with the ordinary
    /// readings' to rounding.
    @Test(arguments: [1e25, 1e-25])
    func extremeVectorLengthsGiveTheSameStep(scale: Double) {
        let samples = tumbling(seconds: 2, rateHertz: 200, start: .identity)
        for useMagnetometer in [true, false] {
            var ordinary = MadgwickFilter(), scaled = MadgwickFilter()
            for (index, sample) in samples.enumerated() {
                let magnetometer = useMagnetometer ? sample.magnetometer : nil
                let deltaTimeSeconds = index == 0 ? 0 : 1.0 / 200
                ordinary.update(gyroscope: sample.gyroscope, accelerometer: sample.accelerometer,
                                magnetometer: magnetometer, deltaTimeSeconds: deltaTimeSeconds)
                let odd = index % 10 == 5
                scaled.update(gyroscope: sample.gyroscope,
                              accelerometer: odd && !useMagnetometer ? scale * sample.accelerometer : sample.accelerometer,
                              magnetometer: odd ? magnetometer.map { scale * $0 } : magnetometer,
                              deltaTimeSeconds: deltaTimeSeconds)
                #expect(scaled.flags == ordinary.flags)
            }
            #expect(errorDegrees(scaled.attitude, ordinary.attitude) < 1e-3, "9D: \(useMagnetometer)")
        }
    }

    /// The screening ignores a field within asin(1e-3) ≈ 0.057° of gravity's direction. A
    /// field 0.05° from it is ignored, one 0.07° from it (inside the single-precision
    /// check's margin, so decided in double precision) and one 1° from it are used.
    @Test func theParallelFieldLimitIsTheScreeningsOwn() {
        for (degrees, isIgnored) in [(0.05, true), (0.07, false), (1.0, false)] {
            let angle = radians(fromDegrees: degrees)
            let field = 50 * Vector3(sin(angle), 0, cos(angle))
            var filter = MadgwickFilter()
            filter.update(gyroscope: .zero, accelerometer: earthUp, magnetometer: earthField, deltaTimeSeconds: 0)
            filter.update(gyroscope: .zero, accelerometer: earthUp, magnetometer: field, deltaTimeSeconds: 0.005)
            #expect(filter.flags.contains(.magnetometerIgnored) == isIgnored, "\(degrees)°")
            #expect(abs(filter.attitude.norm - 1) < 1e-6)
        }
    }
}
