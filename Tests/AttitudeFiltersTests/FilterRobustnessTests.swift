import AttitudeFilters
import MotionMath
import Testing

/// Hostile input never poisons a filter: the attitude stays finite and unit length, and
/// the flags say what happened.
@Suite struct FilterRobustnessTests {
    static let cases: [(FilterKind, Bool)] = FilterKind.allCases.flatMap { [($0, true), ($0, false)] }

    func isUnit(_ q: Quaternion) -> Bool { q.isFinite && abs(q.norm - 1) < 1e-6 }

    @Test(arguments: cases)
    func hostileInputKeepsTheAttitudeFiniteAndNormalised(kind: FilterKind, useMagnetometer: Bool) {
        var driver = FilterDriver(filter: kind.makeFilter())
        let samples = tumbling(seconds: 10, rateHertz: 100, start: .identity)
        var generator = SystemRandomNumberGenerator()
        for (index, sample) in samples.enumerated() {
            var gyroscope = sample.gyroscope
            var accelerometer = sample.accelerometer
            var magnetometer: Vector3? = useMagnetometer ? sample.magnetometer : nil
            var deltaTime = 0.01
            switch index % 97 {
            case 10...14: gyroscope = Vector3(.nan, 0, 0)  // NaN burst
            case 20: accelerometer = Vector3(.infinity, 0, 0)
            case 21: accelerometer = .zero
            case 22: magnetometer = Vector3(.nan, .nan, .nan)
            case 23: deltaTime = 0
            case 24: deltaTime = -0.5
            case 25: deltaTime = .nan
            case 26: deltaTime = 10  // a 10 s gap
            case 27: gyroscope = Vector3(1e300, -1e300, 1e300)
            case 28: accelerometer = Vector3(1e300, 1e300, 1e300)
            case 30...60:
                // A magnet next to the sensor: a huge field in a wandering direction.
                if useMagnetometer {
                    magnetometer = Vector3(
                        Double.random(in: -5000...5000, using: &generator),
                        Double.random(in: -5000...5000, using: &generator), 4800)
                }
            case 61: magnetometer = useMagnetometer ? accelerometer * 3 : nil  // parallel to gravity
            case 62: deltaTime = .infinity
            default: break
            }
            driver.update(gyroscope, accelerometer, magnetometer, deltaTime)
            #expect(isUnit(driver.attitude), "\(kind) sample \(index)")
        }
    }

    @Test(arguments: cases)
    func aNonFiniteSampleIsRejectedAndLeavesTheStateAlone(kind: FilterKind, useMagnetometer: Bool) {
        var driver = FilterDriver(filter: kind.makeFilter())
        let magnetometer: Vector3? = useMagnetometer ? earthField : nil
        driver.update(.zero, earthUp, magnetometer, 0)
        driver.update(Vector3(0.1, 0, 0), earthUp, magnetometer, 0.01)
        let before = driver.attitude
        for _ in 0..<20 {
            driver.update(Vector3(.nan, 1, 1), earthUp, magnetometer, 0.01)
            #expect(driver.flags.contains(.rejectedNonFiniteSample))
        }
        #expect(driver.attitude == before)
        driver.update(.zero, Vector3(.nan, 0, 1), magnetometer, 0.01)
        #expect(driver.flags.contains(.accelerometerIgnored))
        #expect(driver.attitude.isFinite)
    }

    @Test(arguments: cases)
    func badTimeStepsAreFlagged(kind: FilterKind, useMagnetometer: Bool) {
        var driver = FilterDriver(filter: kind.makeFilter())
        let magnetometer: Vector3? = useMagnetometer ? earthField : nil
        driver.update(.zero, earthUp, magnetometer, 0)
        let before = driver.attitude
        for step in [0, -1, Double.nan, -Double.infinity] {
            driver.update(Vector3(1, 2, 3), earthUp, magnetometer, step)
            #expect(driver.flags.contains(.rejectedTimeStep))
            #expect(driver.attitude == before)
        }
    }

    @Test(arguments: cases)
    func aLongGapReinitialisesFromTheSample(kind: FilterKind, useMagnetometer: Bool) {
        var driver = FilterDriver(filter: kind.makeFilter())
        let magnetometer: Vector3? = useMagnetometer ? earthField : nil
        driver.update(.zero, earthUp, magnetometer, 0)
        let tilted = Quaternion(EulerAngles(rollRadians: 0.6, pitchRadians: -0.4, yawRadians: 0.3))
        driver.update(Vector3(5, 5, 5), tilted.inverseRotate(earthUp), useMagnetometer ? tilted.inverseRotate(earthField) : nil, 10)
        #expect(driver.flags.contains(.reinitialisedAfterGap))
        if useMagnetometer {
            #expect(errorDegrees(driver.attitude, tilted) < 1e-6)
        } else {
            #expect(inclinationErrorDegrees(driver.attitude, tilted) < 1e-6)
        }
    }

    @Test(arguments: behaviourKinds)
    func aMissingMagnetometerIsFlagged(kind: FilterKind) {
        var driver = FilterDriver(filter: kind.makeFilter())
        driver.update(.zero, earthUp, nil, 0)
        driver.update(.zero, earthUp, nil, 0.01)
        #expect(driver.flags.contains(.magnetometerIgnored))
        driver.update(.zero, earthUp, earthField, 0.01)
        #expect(!driver.flags.contains(.magnetometerIgnored))
    }

    @Test(arguments: behaviourKinds)
    func resetReturnsToTheUninitialisedState(kind: FilterKind) {
        var driver = FilterDriver(filter: kind.makeFilter())
        let tilted = Quaternion(axis: Vector3(1, 0, 0), angleRadians: 1)
        driver.update(.zero, tilted.inverseRotate(earthUp), nil, 0)
        driver.reset()
        driver.update(.zero, earthUp, nil, 0)
        #expect(driver.flags.contains(.initialising))
        #expect(inclinationErrorDegrees(driver.attitude, .identity) < 1e-9)
    }

    /// A single corrupt magnetometer reading at the full scale of an AK8963 (4 912 µT per
    /// axis) in a 9D filter's first seconds, while the heading is set from the mean field:
    /// summed as it came it outweighed hundreds of readings and left the heading 20–120° off
    /// for seconds (the complementary filter still 72° after 12 s). Now the attitude from 2 s
    /// on is as good as without it, whether the glitch is the first reading, one in the first
    /// second or one in the VQF-class filter's 9-s fast start.
    @Test(arguments: FilterKind.allCases)
    func aFullScaleMagnetometerGlitchAtTheStartLeavesTheHeadingAlone(kind: FilterKind) {
        let start = Quaternion(axis: Vector3(0.957826, 0.287348, 0), angleRadians: 0.6)
        let samples = tumbling(seconds: 10, rateHertz: 100, start: start)
        func errorsEachSecond(glitchAt glitch: Int?) -> [Double] {
            var driver = FilterDriver(filter: kind.makeFilter())
            var errors: [Double] = []
            for (index, sample) in samples.enumerated() {
                let magnetometer = index == glitch ? Vector3(4912, -4912, 4912) : sample.magnetometer
                driver.update(sample.gyroscope, sample.accelerometer, magnetometer, 0.01)
                if index % 100 == 99 && index >= 199 {
                    // The sample's attitude is the truth before its step.
                    let truth = (sample.attitude * Quaternion(rotationVector: sample.gyroscope * 0.01)).normalized
                    errors.append(errorDegrees(driver.attitude, truth))
                }
            }
            return errors
        }
        let clean = errorsEachSecond(glitchAt: nil)
        #expect(clean.allSatisfy { $0 < 1.5 }, "\(kind) clean: \(clean)")
        for glitch in [0, 20, 500] {
            let errors = errorsEachSecond(glitchAt: glitch)
            for (second, (error, cleanError)) in zip(errors, clean).enumerated() {
                #expect(error < cleanError + 0.5, "\(kind), glitch at sample \(glitch), \(second + 2) s: \(error)° against \(cleanError)°")
            }
        }
    }
}
