import IMUDrivers
import MotionMath
import Testing
@testable import IMUSimulator

/// Each `--sim-faults` class through the real driver and `IMUDriverSource`: the stream goes
/// on, the losses counted match what was injected, and every event is recorded.
@Suite struct SimulatedFaultTests {
    /// Streams `seconds` of a simulated chip at 1 kHz on a virtual clock with `faults`;
    /// returns the sample timestamps, the dropped count reported and the events.
    static func stream(
        _ faults: String, chip: SimulatedChip = .mpu6050, seconds: Double = 3, magnetometer: Bool = false
    ) throws -> (timestamps: [Double], dropped: Int, events: [SourceEvent.Kind], fields: [Bool]) {
        let imu = SimulatedIMU(chip: chip, motion: .tilt)
        let chipSource = try imu.makeSampleSource(sampleRateHertz: 1000)
        let plan = try SimulatedFaultPlan(parsing: faults)
        let injecting: FaultInjectingSource
        if magnetometer {
            let settings = SimulationSettings(trajectory: imu.trajectory, clock: imu.clock)
            let bus = imu.makeMagnetometer(.qmc5883l, settings: settings)
            let combined = MagnetometerSampleSource(inner: chipSource, magnetometer: MagnetometerDriver(model: .qmc5883l, bus: bus))
            injecting = FaultInjectingSource(inner: combined, imu: imu, plan: plan)
        } else {
            injecting = FaultInjectingSource(inner: chipSource, imu: imu, plan: plan)
        }
        try injecting.start()
        defer { injecting.stop() }
        var timestamps: [Double] = []
        var fields: [Bool] = []
        var dropped = 0
        while timestamps.count + dropped < Int(seconds * 1000) {
            let batch = try #require(try injecting.nextBatch())
            dropped += batch.droppedSampleCount
            timestamps += batch.samples.map { $0.timestampSeconds }
            fields += batch.samples.map { $0.magnetometerMicrotesla != nil }
        }
        return (timestamps, dropped, injecting.events.events.map(\.kind), fields)
    }

    /// Samples missing between consecutive timestamps at 1 kHz.
    static func gaps(_ timestamps: [Double]) -> Int {
        zip(timestamps, timestamps.dropFirst()).reduce(0) { $0 + Int((($1.1 - $1.0) / 0.001).rounded()) - 1 }
    }

    @Test func aNAKBurstIsRetriedAndLosesNothing() throws {
        let result = try Self.stream("nak-burst@1s:4")
        #expect(result.dropped == 0)
        #expect(Self.gaps(result.timestamps) == 0)
        #expect(result.events.contains(.faultInjected("nak-burst (4 transfers)")))
        #expect(result.events.contains { if case .busErrorsRetried(4, _) = $0 { true } else { false } })
    }

    @Test func aBurstLongerThanTheRetryLimitEndsTheStreamWithTheBusError() throws {
        #expect(throws: IMUError.self) { try Self.stream("nak-burst@1s:50") }
    }

    @Test func aResetChipIsInitialisedAgainAndTheGapIsCounted() throws {
        let result = try Self.stream("reset@1s")
        let restarted = result.events.compactMap { if case .chipRestarted(let lost) = $0 { lost } else { nil } }
        #expect(restarted.count == 1)
        #expect((100...500).contains(restarted.first ?? 0))
        #expect(result.dropped == restarted.first)
        #expect(Self.gaps(result.timestamps) == result.dropped)
        #expect((result.timestamps.last ?? 0) - (result.timestamps.first ?? 0) > 2.9)
    }

    @Test func aStalledReaderOverflowsTheFIFOWhichIsResetWithTheLossCounted() throws {
        let result = try Self.stream("overflow@1s:300ms")
        let lost = result.events.compactMap { if case .fifoOverflow(let lost) = $0 { lost } else { nil } }
        #expect(lost.count == 1)
        #expect((300...315).contains(lost.first ?? 0))
        #expect(result.dropped == lost.first)
        #expect(Self.gaps(result.timestamps) == result.dropped)
    }

    @Test func stuckDataIsReportedWhileItLastsAndTheStreamLosesNothing() throws {
        let result = try Self.stream("stuck@1s:500ms")
        #expect(result.dropped == 0)
        #expect(result.events.contains(.stuckData(sampleCount: 100)))
        let ended = result.events.compactMap { if case .stuckDataEnded(let count) = $0 { count } else { nil } }
        #expect(ended.count == 1)
        #expect((500...515).contains(ended.first ?? 0))
    }

    @Test func aDisconnectedMagnetometerIsLeftOutThenComesBack() throws {
        let result = try Self.stream("mag-disconnect@1s:500ms", magnetometer: true)
        #expect(result.dropped == 0)
        #expect(result.events.contains { if case .magnetometerLost = $0 { true } else { false } })
        #expect(result.events.contains(.magnetometerRestored))
        // Samples carry a field before, none while disconnected, and a field again after.
        #expect(result.fields.prefix(900).allSatisfy { $0 })
        #expect(!result.fields[1100..<1400].contains(true))
        #expect(result.fields.suffix(1000).allSatisfy { $0 })
    }

    @Test func aHardIronShiftMovesEveryLaterFieldByThatMuch() throws {
        let imu = SimulatedIMU(chip: .mpu6050, motion: .still)
        let chipSource = try imu.makeSampleSource(sampleRateHertz: 1000)
        let settings = SimulationSettings(trajectory: imu.trajectory, clock: imu.clock, addsNoise: false)
        let bus = imu.makeMagnetometer(.lis3mdl, settings: settings)
        let combined = MagnetometerSampleSource(inner: chipSource, magnetometer: MagnetometerDriver(model: .lis3mdl, bus: bus))
        let injecting = FaultInjectingSource(inner: combined, imu: imu, plan: try SimulatedFaultPlan(parsing: "hard-iron@1s:40/-20/10"))
        try injecting.start()
        defer { injecting.stop() }
        var fields: [(time: Double, field: MotionMath.Vector3)] = []
        while (fields.last?.time ?? 0) < 2.5 {
            let batch = try #require(try injecting.nextBatch())
            fields += batch.samples.compactMap { sample in sample.magnetometerMicrotesla.map { (sample.timestampSeconds, $0) } }
        }
        let start = try #require(fields.first?.time)
        let before = try #require(fields.last { $0.time - start < 0.9 }?.field)
        let after = try #require(fields.last?.field)
        // Lying still: the field moves by the shift (the LIS3MDL's counts: 1/6842 gauss).
        #expect(((after - before) - MotionMath.Vector3(40, -20, 10)).length < 0.05)
        #expect(injecting.events.events.contains { $0.kind == .faultInjected("hard-iron (moved by 40.0/-20.0/10.0 µT)") })
    }

    @Test func theFaultSyntaxIsReadAndBadTextIsNamed() throws {
        let plan = try SimulatedFaultPlan(parsing: "nak-burst@2s,reset@5s,overflow@8s,stuck@10s:1s,mag-disconnect@12500ms")
        #expect(plan.faults.map(\.atSeconds) == [2, 5, 8, 10, 12.5])
        #expect(plan.faults.map(\.kind) == [
            .noAcknowledgeBurst(transfers: 3), .reset, .fifoOverflow(stallSeconds: 0.2),
            .stuckData(durationSeconds: 1), .magnetometerDisconnect(durationSeconds: nil),
        ])
        #expect(plan.needsMagnetometer)
        #expect(throws: SimulatedFaultPlanError.unknownKind("melt")) { try SimulatedFaultPlan(parsing: "melt@1s") }
        #expect(throws: SimulatedFaultPlanError.malformed("reset")) { try SimulatedFaultPlan(parsing: "reset") }
        #expect(throws: SimulatedFaultPlanError.badParameter("stuck@1s:-2s")) { try SimulatedFaultPlan(parsing: "stuck@1s:-2s") }
        let shift = try SimulatedFaultPlan(parsing: "hard-iron@20s:30/0/-10.5")
        #expect(shift.faults.map(\.kind) == [.hardIronShift(microtesla: MotionMath.Vector3(30, 0, -10.5))])
        #expect(shift.needsMagnetometer)
        for bad in ["hard-iron@1s", "hard-iron@1s:30/0", "hard-iron@1s:30/x/0", "hard-iron@1s:3000/0/0"] {
            #expect(throws: SimulatedFaultPlanError.badParameter(bad)) { try SimulatedFaultPlan(parsing: bad) }
        }
    }
}
