import AttitudeFilters
import IMUSimulator
import Foundation
import IMUSamples
import MotionMath
import Testing
@testable import DeviceMotion

@Test func replayingTheSameLogTwiceGivesBitIdenticalOutput() async throws {
    let trajectory = Trajectory(durationSeconds: 2, angularVelocity: { t in Vector3(sin(3 * t), cos(t), 0.2) })
    let first = try await collectDeviceMotion(trajectory.source(), frame: .xMagneticNorthZVertical)
    let second = try await collectDeviceMotion(trajectory.source(), frame: .xMagneticNorthZVertical)
    #expect(first.count == 200)
    #expect(first == second)
}

/// A source that counts how it is used and can be given a rate.
final class CountingSource: IMUSampleSource, SampleRateConfigurable, @unchecked Sendable {
    let information = SourceInformation(kind: .simulator, chipName: "counting", sampleRateHertz: 100)
    private let lock = NSLock()
    private var index = 0
    private var _starts = 0, _stops = 0, _rates: [Double] = []
    private var isHeld: Bool
    let sampleLimit: Int
    /// `startsHeld`: no sample comes until `release()` (so every consumer can subscribe
    /// before the first one).
    init(sampleLimit: Int = .max, startsHeld: Bool = false) {
        self.sampleLimit = sampleLimit
        isHeld = startsHeld
    }

    func release() { lock.withLock { isHeld = false } }

    var starts: Int { lock.withLock { _starts } }
    var stops: Int { lock.withLock { _stops } }
    var rates: [Double] { lock.withLock { _rates } }

    func start() throws { lock.withLock { _starts += 1; index = 0 } }
    func stop() { lock.withLock { _stops += 1 } }
    func setSampleRate(hertz: Double) throws -> Double { lock.withLock { _rates.append(hertz) }; return hertz }
    func nextBatch() throws -> SampleBatch? {
        while lock.withLock({ isHeld }) { Thread.sleep(forTimeInterval: 0.001) }
        let current = lock.withLock { () -> Int in index += 1; return index - 1 }
        guard current < sampleLimit else { return nil }
        Thread.sleep(forTimeInterval: 0.0005)
        return SampleBatch(samples: [IMUSample(
            timestampSeconds: Double(current) * 0.01, gyroscopeRadiansPerSecond: .zero,
            accelerometerMetersPerSecondSquared: Vector3(0, 0, 9.80665))])
    }
}

private func waitUntil(_ condition: () -> Bool) async {
    for _ in 0..<2000 where !condition() { try? await Task.sleep(nanoseconds: 1_000_000) }
}

@Test func aSlowConsumerGetsTheNewestSamplesAndNeverStallsTheSensor() async throws {
    let sampleCount = 400
    // Held until both consumers have subscribed: the sampling starts with the first one.
    let source = CountingSource(sampleLimit: sampleCount, startsHeld: true)
    let manager = MotionManager(source: source, filterFactory: testFilterFactory)
    let fast = try manager.deviceMotionUpdates(interval: 0, buffering: .unbounded)
    let slow = try manager.deviceMotionUpdates(interval: 0, buffering: .newest(1))
    source.release()
    let slowTask = Task {
        var timestamps: [Double] = []
        for await motion in slow {
            timestamps.append(motion.timestamp)
            try? await Task.sleep(nanoseconds: 20_000_000)
        }
        return timestamps
    }
    var fastTimestamps: [Double] = []
    for await motion in fast { fastTimestamps.append(motion.timestamp) }
    // The sensor delivered everything to the fast consumer while the slow one had taken only a few.
    #expect(fastTimestamps.count == sampleCount)
    #expect(fastTimestamps == (0..<sampleCount).map { Double($0) * 0.01 })
    #expect(slow.statistics.deliveredCount < sampleCount / 4)
    let slowTimestamps = await slowTask.value
    let statistics = slow.statistics
    #expect(statistics.missedCount > sampleCount / 2)
    #expect(statistics.deliveredCount + statistics.missedCount == sampleCount)
    // The last sample it got is the newest one.
    #expect(slowTimestamps.last == fastTimestamps.last)
    #expect(manager.status.processedSampleCount == sampleCount)
    #expect(manager.status.deliveryLatency.count >= sampleCount)
}

@Test func consumersAtDifferentIntervalsEachGetTheirRate() async throws {
    let manager = MotionManager(source: CountingSource(sampleLimit: 300), filterFactory: testFilterFactory)
    let every = try manager.deviceMotionUpdates(interval: 0.01, buffering: .unbounded)
    let fifth = try manager.deviceMotionUpdates(interval: 0.05, buffering: .unbounded)
    let gyro = manager.gyroUpdates(interval: 0.1, buffering: .unbounded)
    async let a = every.reduce(into: [Double]()) { $0.append($1.timestamp) }
    async let b = fifth.reduce(into: [Double]()) { $0.append($1.timestamp) }
    async let c = gyro.reduce(into: [Double]()) { $0.append($1.timestamp) }
    let (all, slower, raw) = await (a, b, c)
    #expect(all.count == 300)
    #expect(slower.count == 60)
    #expect(raw.count == 30)
    for pair in zip(slower, slower.dropFirst()) { #expect(isClose(pair.1 - pair.0, 0.05, 1e-9)) }
}

@Test func theSensorRunsAtTheFastestRequestedRateAndStopsWhenNobodyListens() async throws {
    let source = CountingSource()
    let manager = MotionManager(source: source, filterFactory: testFilterFactory)
    #expect(!manager.status.isRunning)
    let slow = try manager.deviceMotionUpdates(interval: 0.05)
    let consumer = Task { for await _ in slow {} }
    await waitUntil { source.rates.last == 20 }
    #expect(source.rates.last == 20)
    let fast = manager.accelerometerUpdates(interval: 0.01)
    let fastConsumer = Task { for await _ in fast {} }
    await waitUntil { source.rates.last == 100 }
    #expect(source.rates.last == 100)
    #expect(source.starts == 1)
    fast.cancel()
    await fastConsumer.value
    await waitUntil { source.rates.last == 20 }
    #expect(source.rates.last == 20)
    consumer.cancel()
    await consumer.value
    await waitUntil { !manager.status.isRunning && source.stops == 1 }
    #expect(!manager.status.isRunning)
    #expect(source.stops == 1)
}

@Test func pullModeIsNilBeforeTheFirstSampleThenFollowsTheSensor() async throws {
    let source = CountingSource()
    let manager = MotionManager(source: source, filterFactory: testFilterFactory)
    #expect(manager.deviceMotion == nil)
    #expect(!manager.isDeviceMotionActive)
    try manager.startDeviceMotionUpdates()
    #expect(manager.isDeviceMotionActive)
    await waitUntil { (manager.deviceMotion?.timestamp ?? 0) > 0.05 }
    let motion = try #require(manager.deviceMotion)
    #expect(isClose(motion.gravity, Vector3(0, 0, -1), 1e-9))
    #expect(manager.accelerometerData == nil || manager.accelerometerData?.acceleration.z == -1)
    manager.stopDeviceMotionUpdates()
    #expect(!manager.isDeviceMotionActive)
    await waitUntil { source.stops == 1 }
    #expect(source.stops == 1)
    #expect(manager.attitudeReferenceFrame == .xArbitraryZVertical)
}

@Test func filtersAreChosenByNameAtRunTime() throws {
    let manager = MotionManager(source: CountingSource(), filterFactory: testFilterFactory)
    #expect(manager.filterName == "test")
    #expect(throws: MotionManagerError.unknownFilter("kalman", known: ["test"])) { try manager.setFilter(named: "kalman") }
    try manager.setFilter(named: "TEST")
    #expect(manager.filterName == "test")
}

@Test func resetReferenceAttitudeMakesTheCurrentHeadingZero() throws {
    var pipeline = MotionPipeline(filter: TestComplementaryFilter())
    let samples = Trajectory(durationSeconds: 2, angularVelocity: { _ in Vector3(0, 0, 0.5) }).generate().samples
    var last: ProcessedSample?
    for sample in samples[0..<100] { last = pipeline.process(sample) }
    #expect(isClose(try #require(last).deviceMotion.attitude.yaw, 0.495, 0.01))
    pipeline.resetReferenceAttitude()
    let afterReset = pipeline.process(samples[100])
    #expect(isClose(afterReset.deviceMotion.attitude.yaw, 0, 1e-9))
    for sample in samples[101..<200] { last = pipeline.process(sample) }
    #expect(isClose(try #require(last).deviceMotion.attitude.yaw, 0.495, 0.01))
}

/// In 6D the drift budget grows by 3 σ of the assumed bias (1 °/s without a VQF estimate)
/// a second and stops at 180°, where the heading is unknown.
@Test func theHeadingDriftBudgetStopsAt180Degrees() throws {
    var pipeline = MotionPipeline(filter: TestComplementaryFilter())
    let samples = Trajectory(durationSeconds: 70, earthFieldMicrotesla: nil).generate().samples
    var budgets: [Double] = []
    for sample in samples { budgets.append(pipeline.process(sample).deviceMotion.headingDriftBudgetDegrees) }
    #expect(abs(budgets[3000] - 90) < 1, "3 × 1 °/s × 30 s, got \(budgets[3000])°")
    #expect(budgets.max() == 180 && budgets.last == 180)
    #expect(zip(budgets, budgets.dropFirst()).allSatisfy { $0 <= $1 })
}

@Test func sampleCorrectionIsAppliedBeforeMountingAndReportsAccuracy() throws {
    let correction = ClosureSampleCorrection(magneticFieldAccuracy: .high) { sample in
        var corrected = sample
        corrected.gyroscopeRadiansPerSecond -= Vector3(0.1, 0, 0)
        return corrected
    }
    var pipeline = MotionPipeline(filter: TestComplementaryFilter(), settings: .init(correction: correction))
    let sample = IMUSample(timestampSeconds: 0, gyroscopeRadiansPerSecond: Vector3(0.1, 0, 0),
                           accelerometerMetersPerSecondSquared: Vector3(0, 0, 9.80665), magnetometerMicrotesla: Vector3(0, 20, -40))
    let processed = pipeline.process(sample)
    #expect(processed.gyro.rotationRate == .zero)
    #expect(processed.deviceMotion.magneticField.accuracy == .high)
    #expect(processed.deviceMotion.magneticField.field == Vector3(0, 20, -40))
}

@Test func theStandardFactoryOffersEveryFilterWithVQFFirst() throws {
    let factory = AttitudeFilterFactory.standard
    #expect(factory.defaultName == "vqf")
    #expect(Set(factory.names) == ["vqf", "complementary", "madgwick", "mahony"])
    for name in factory.names { _ = try factory.makeFilter(named: name, sampleRateHertz: 200) }
    #expect(throws: MotionManagerError.self) { try factory.makeFilter(named: "kalman") }
}

@Test func aManagerReadsTheSimulatorAnApplicationOptsInto() async throws {
    let manager = MotionManager(
        source: try SimulatedIMU(chip: .mpu6050, motion: .still).makeSampleSource(),
        configuration: MotionManager.Configuration(hasMagnetometer: false))
    #expect(manager.sourceInformation.kind == .simulator)
    #expect(manager.availableAttitudeReferenceFrames() == .xArbitraryZVertical)
    var count = 0
    for await motion in try manager.deviceMotionUpdates(interval: 0) {
        #expect(abs(motion.gravity.z + 1) < 0.01)
        count += 1
        if count == 5 { break }
    }
    #expect(count == 5)
    #expect(throws: MotionManagerError.self) { try MotionManager(.iio(device: "no-such-imu")) }
}

@Test func theStatusSaysHowFarAheadTheAttitudeIsPredicted() throws {
    let source = try SimulatedIMU(chip: .mpu6050, motion: .still).makeSampleSource()
    #expect(MotionManager(source: source).status.sensorDelaySeconds == 0)
    var configuration = MotionManager.Configuration(hasMagnetometer: false)
    configuration.latencyCompensation = LatencyCompensation(sensorDelaySeconds: 0.0048)
    let predicting = MotionManager(source: try SimulatedIMU(chip: .mpu6050, motion: .still).makeSampleSource(), configuration: configuration)
    #expect(predicting.status.sensorDelaySeconds == 0.0048)
    // At the default 100 Hz the filter is already half a 10 ms period ahead: none left.
    #expect(predicting.status.predictionLeadSeconds == 0)
    let fast = MotionManager(
        source: try SimulatedIMU(chip: .mpu6050, motion: .still).makeSampleSource(sampleRateHertz: 1000), configuration: configuration)
    #expect(abs(fast.status.predictionLeadSeconds - 0.0043) < 1e-12)
}

/// The status names τ_acc and τ_mag of the VQF-class filter in use (the factory's settings),
/// and none for a filter without them; a filter chosen at run time updates them.
@Test func theStatusGivesTheVQFFiltersTimeConstants() throws {
    var settings = VQFFilter.Settings.default
    settings.accelerometerTimeConstantSeconds = 2
    settings.magnetometerTimeConstantSeconds = 20
    let manager = MotionManager(
        source: try SimulatedIMU(chip: .mpu6050, motion: .still).makeSampleSource(),
        configuration: MotionManager.Configuration(hasMagnetometer: false), filterFactory: .standard(vqfSettings: settings))
    #expect(manager.status.filterTimeConstants == nil, "no filter made yet")
    try manager.setFilter(named: "vqf")
    #expect(manager.status.filterTimeConstants == FilterTimeConstants(accelerometerSeconds: 2, magnetometerSeconds: 20))
    try manager.setFilter(named: "madgwick")
    #expect(manager.status.filterTimeConstants == nil)
}

/// `predictsSensorDelay`: the source's own gyroscope delay (the simulated MPU-6050 at 100 Hz
/// reports its datasheet's 4.8 ms); a source that reports none keeps `latencyCompensation`.
@Test func aManagerCanPredictByTheDelayItsSourceReports() throws {
    var configuration = MotionManager.Configuration(hasMagnetometer: false)
    configuration.predictsSensorDelay = true
    configuration.latencyCompensation = LatencyCompensation(sensorDelaySeconds: 0.002)
    let chip = MotionManager(
        source: try SimulatedIMU(chip: .mpu6050, motion: .still).makeSampleSource(sampleRateHertz: 100), configuration: configuration)
    #expect(chip.status.sensorDelaySeconds == 0.0048)
    let recording = RecordedSampleSource(
        samples: [], information: SourceInformation(kind: .replay, chipName: "recording", sampleRateHertz: 100))
    #expect(MotionManager(source: recording, configuration: configuration).status.sensorDelaySeconds == 0.002)
    configuration.predictsSensorDelay = false
    let fixed = MotionManager(
        source: try SimulatedIMU(chip: .mpu6050, motion: .still).makeSampleSource(sampleRateHertz: 100), configuration: configuration)
    #expect(fixed.status.sensorDelaySeconds == 0.002)
}
