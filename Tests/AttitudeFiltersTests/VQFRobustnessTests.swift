import MotionMath
import Platform
import Testing

@testable import AttitudeFilters


@Suite("VQF filter: hostile input, gaps and sample rates")
struct VQFRobustnessTests {
    /// Feeds `count` samples of slow motion and returns the filter.
    static func warmedUp(count: Int, period: Double = 0.01) -> (VQFFilter, VQFSyntheticMotion) {
        var motion = VQFSyntheticMotion(samplePeriodSeconds: period)
        var filter = VQFFilter(samplePeriodSeconds: period)
        for index in 0..<count {
            let sample = motion.step(rate: Vector3(0.2, -0.1, 0.3) * sin(Double(index) * period))
            filter.update(
                gyroscope: sample.gyroscope, accelerometer: sample.accelerometer,
                magnetometer: sample.magnetometer, deltaTimeSeconds: period)
        }
        return (filter, motion)
    }

    @Test("NaN and infinite samples, zero, negative and absurd time steps never poison the state")
    func hostileInput() {
        var (filter, motion) = Self.warmedUp(count: 500)
        let good = motion.step(rate: .zero)
        let bad: [(Vector3, Vector3, Vector3?, Double, FilterFlags)] = [
            (Vector3(.nan, 0, 0), good.accelerometer, good.magnetometer, 0.01, .rejectedNonFiniteSample),
            (Vector3(0, .infinity, 0), good.accelerometer, good.magnetometer, 0.01, .rejectedNonFiniteSample),
            (Vector3(1e300, 0, 0), good.accelerometer, good.magnetometer, 0.01, .rejectedNonFiniteSample),
            (good.gyroscope, good.accelerometer, good.magnetometer, 0, .rejectedTimeStep),
            (good.gyroscope, good.accelerometer, good.magnetometer, -0.01, .rejectedTimeStep),
            (good.gyroscope, good.accelerometer, good.magnetometer, .nan, .rejectedTimeStep),
            (good.gyroscope, good.accelerometer, good.magnetometer, .infinity, .rejectedTimeStep),
            (good.gyroscope, Vector3(.nan, 1, 1), good.magnetometer, 0.01, .accelerometerIgnored),
            (good.gyroscope, Vector3(1e200, 1e200, 1e200), good.magnetometer, 0.01, .accelerometerIgnored),
            (good.gyroscope, .zero, good.magnetometer, 0.01, .accelerometerIgnored),
            (good.gyroscope, good.accelerometer, Vector3(.nan, 0, 0), 0.01, .magnetometerIgnored),
            (good.gyroscope, good.accelerometer, Vector3(1e200, 0, 0), 0.01, .magnetometerIgnored),
            (good.gyroscope, good.accelerometer, Vector3(1e-200, 0, 0), 0.01, .magnetometerIgnored),
            (good.gyroscope, good.accelerometer, .zero, 0.01, .magnetometerIgnored),
            (good.gyroscope, good.accelerometer, nil, 0.01, .magnetometerIgnored),
            (good.gyroscope, good.accelerometer, good.magnetometer, 1e-12, []),
        ]
        for _ in 0..<3 {
            for (gyroscope, accelerometer, magnetometer, step, expected) in bad {
                filter.update(
                    gyroscope: gyroscope, accelerometer: accelerometer, magnetometer: magnetometer,
                    deltaTimeSeconds: step)
                #expect(filter.flags.isSuperset(of: expected))
                #expect(filter.attitude.isFiniteAndUnit)
                #expect(filter.quaternion6D.isFiniteAndUnit)
                #expect(filter.estimatedGyroscopeBias.x.isFinite && filter.estimatedGyroscopeBias.z.isFinite)
            }
        }
        // Good samples afterwards: the estimate is still right.
        for _ in 0..<500 {
            let sample = motion.step(rate: .zero)
            filter.update(
                gyroscope: sample.gyroscope, accelerometer: sample.accelerometer,
                magnetometer: sample.magnetometer, deltaTimeSeconds: 0.01)
        }
        #expect(vqfAngleDegrees(filter.attitude, motion.truth) < 1)
    }

    @Test("a 10 s gap is not integrated; the filter re-converges and keeps its bias")
    func longGap() {
        var (filter, motion) = Self.warmedUp(count: 1000)
        let biasBefore = filter.estimatedGyroscopeBias
        // During the gap the sensor was turned and tilted.
        motion.truth = Quaternion(w: cos(0.4), x: sin(0.4) * 0.6, y: 0, z: sin(0.4) * 0.8)
        var sample = motion.step(rate: .zero)
        filter.update(
            gyroscope: Vector3(5, 5, 5), accelerometer: sample.accelerometer,
            magnetometer: sample.magnetometer, deltaTimeSeconds: 10)
        #expect(filter.flags.contains(.reinitialisedAfterGap))
        #expect(filter.attitude.isFiniteAndUnit)
        #expect(filter.estimatedGyroscopeBias == biasBefore)
        for _ in 0..<300 {
            sample = motion.step(rate: .zero)
            filter.update(
                gyroscope: sample.gyroscope, accelerometer: sample.accelerometer,
                magnetometer: sample.magnetometer, deltaTimeSeconds: 0.01)
        }
        #expect(vqfInclinationDegrees(filter.attitude, motion.truth) < 0.5)
        #expect(vqfAngleDegrees(filter.attitude, motion.truth) < 2)
    }

    @Test("a saturated magnetometer next to a magnet stays finite and changes no inclination")
    func saturatedMagnetometer() {
        var (filter, motion) = Self.warmedUp(count: 1000)
        for index in 0..<2000 {
            let sample = motion.step(rate: Vector3(0, 0, 0.3))
            let saturated = Vector3(4900, index % 2 == 0 ? -4900 : 4900, 4900)
            filter.update(
                gyroscope: sample.gyroscope, accelerometer: sample.accelerometer,
                magnetometer: saturated, deltaTimeSeconds: 0.01)
            #expect(filter.attitude.isFiniteAndUnit)
        }
        #expect(vqfInclinationDegrees(filter.attitude, motion.truth) < 0.5)
    }

    @Test("any sample rate: the same motion at 50, 100 and 400 Hz gives the same attitude")
    func sampleRates() {
        func run(period: Double) -> (Quaternion, Quaternion, VQFFilter) {
            var motion = VQFSyntheticMotion(samplePeriodSeconds: period)
            var filter = VQFFilter()
            var time = 0.0
            while time < 30 - 1e-9 {
                time += period
                let rate = Vector3(0.5 * sin(time), 0.4 * cos(0.7 * time), 0.3)
                let sample = motion.step(rate: rate)
                filter.update(
                    gyroscope: sample.gyroscope, accelerometer: sample.accelerometer,
                    magnetometer: sample.magnetometer, deltaTimeSeconds: period)
            }
            return (filter.attitude, motion.truth, filter)
        }
        for period in [0.02, 0.01, 0.0025] {
            let (estimate, truth, filter) = run(period: period)
            #expect(vqfAngleDegrees(estimate, truth) < 0.5)
            #expect(abs(filter.coefficients.samplePeriodSeconds - period) < 1e-12)
        }
    }

    @Test("timestamp jitter keeps the cached coefficients; a real rate change recomputes them")
    func coefficientCache() {
        var filter = VQFFilter(samplePeriodSeconds: 0.01)
        for index in 0..<200 {
            let jitter = index % 2 == 0 ? 0.00995 : 0.01005
            filter.update(
                gyroscope: .zero, accelerometer: Vector3(0, 0, 9.81), magnetometer: nil, deltaTimeSeconds: jitter)
            #expect(filter.coefficients.samplePeriodSeconds == 0.01)
        }
        filter.update(gyroscope: .zero, accelerometer: Vector3(0, 0, 9.81), magnetometer: nil, deltaTimeSeconds: 0.005)
        #expect(filter.coefficients.samplePeriodSeconds == 0.005)
        #expect(filter.coefficients == VQFFilter.Coefficients(settings: filter.settings, samplePeriodSeconds: 0.005))
    }

    @Test("batch processing equals per-sample updates")
    func batchEqualsUpdates() {
        var motion = VQFSyntheticMotion(samplePeriodSeconds: 0.01)
        var gyroscope: [Vector3] = [], accelerometer: [Vector3] = [], magnetometer: [Vector3] = []
        for index in 0..<800 {
            let sample = motion.step(rate: Vector3(0.3, 0.2, -0.4) * cos(Double(index) * 0.01))
            gyroscope.append(sample.gyroscope)
            accelerometer.append(sample.accelerometer)
            magnetometer.append(sample.magnetometer)
        }
        var single = VQFFilter(samplePeriodSeconds: 0.01)
        var expected: [Quaternion] = []
        for index in 0..<gyroscope.count {
            single.update(
                gyroscope: gyroscope[index], accelerometer: accelerometer[index],
                magnetometer: magnetometer[index], deltaTimeSeconds: 0.01)
            expected.append(single.attitude)
        }
        var batch = VQFFilter(samplePeriodSeconds: 0.01)
        let output = batch.processWithDetails(
            gyroscope: gyroscope, accelerometer: accelerometer, magnetometer: magnetometer, deltaTimeSeconds: 0.01)
        #expect(output.attitudes == expected)
        var buffered = VQFFilter(samplePeriodSeconds: 0.01)
        var attitudes = [Quaternion](repeating: .identity, count: gyroscope.count)
        gyroscope.withUnsafeBufferPointer { g in
            accelerometer.withUnsafeBufferPointer { a in
                magnetometer.withUnsafeBufferPointer { m in
                    attitudes.withUnsafeMutableBufferPointer { out in
                        buffered.process(gyroscope: g, accelerometer: a, magnetometer: m, deltaTimeSeconds: 0.01, attitudes: out)
                    }
                }
            }
        }
        #expect(attitudes == expected)
        // Reset returns to the initial state.
        batch.reset()
        #expect(batch.state == VQFFilter(samplePeriodSeconds: 0.01).state)
    }
}
