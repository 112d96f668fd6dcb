import I2C
import Platform
import Testing
@testable import IMUDrivers

@Suite struct MPU6050FIFOTests {
    func makeStreamingDriver(rate: Double = 1000) throws -> (MPU6050Driver, DriverTestBus, TestClock) {
        let bus = DriverTestBus(address: 0x68)
        let clock = TestClock()
        let driver = try MPU6050Driver(bus: bus, identity: identity("MPU-6050"), clock: clock)
        try driver.configure(SensorSettings(sampleRateHertz: rate, accelerometerRangeG: 2, gyroscopeRangeDegreesPerSecond: 250))
        try driver.startFIFO()
        return (driver, bus, clock)
    }

    /// Queues `records` FIFO records (accel X = index) and sets FIFO_COUNT.
    func queue(_ bus: DriverTestBus, records: Int, firstIndex: Int = 0, extraBytes: Int = 0) {
        var bytes: [UInt8] = []
        for index in 0..<records {
            bytes += bigEndianBytes([Int16(firstIndex + index), 0, 16384, 0, 0, 0, 0])
        }
        bus.streams[0x74, default: []] += bytes
        bus.setBigEndian(Int16(records * 14 + extraBytes), at: 0x72)
    }

    @Test func startWritesTheKernelSequence() throws {
        let bus = DriverTestBus()
        let driver = try MPU6050Driver(bus: bus, identity: identity("MPU-6050"), clock: TestClock())
        try driver.startFIFO()
        #expect(bus.transfers == [.write(0x23, 0x00), .write(0x6A, 0x04), .write(0x23, 0xF8), .write(0x6A, 0x40)])
    }

    @Test func drainsWholeRecordsInBurstsWithinTheBusLimit() throws {
        let (driver, bus, clock) = try makeStreamingDriver()
        bus.clearTranscript()
        queue(bus, records: 5)
        let start = clock.nowSeconds
        let readout = try driver.readFIFO()
        #expect(bus.transfers == [.read(0x72, 2), .read(0x74, 28), .read(0x74, 28), .read(0x74, 14)])
        #expect(readout.samples.count == 5)
        #expect(readout.droppedSampleCount == 0)
        #expect(readout.samples.map { Int(($0.accelerometerMetersPerSecondSquared.x / (9.80665 / 16384)).rounded()) } == [0, 1, 2, 3, 4])
        // Sensor clock: sample index × period from the FIFO start, not the read time.
        let times = readout.samples.map(\.timestampSeconds)
        for (index, time) in times.enumerated() {
            #expect(abs(time - (start + Double(index) * 0.001)) < 1e-9)
        }
    }

    @Test func timestampsContinueAcrossDrains() throws {
        let (driver, bus, clock) = try makeStreamingDriver()
        queue(bus, records: 3)
        let first = try driver.readFIFO()
        clock.sleep(seconds: 0.123)  // polling jitter must not show
        queue(bus, records: 2, firstIndex: 3)
        let second = try driver.readFIFO()
        let times = (first.samples + second.samples).map(\.timestampSeconds)
        let spacings = zip(times, times.dropFirst()).map { $1 - $0 }
        #expect(spacings.allSatisfy { abs($0 - 0.001) < 1e-12 })
    }

    @Test func overflowResetsTheFIFOAndReportsTheLoss() throws {
        let (driver, bus, clock) = try makeStreamingDriver()
        clock.sleep(seconds: 0.2)  // 200 samples produced since the start
        bus.clearTranscript()
        bus.setBigEndian(1020, at: 0x72)  // ≥ 1024 − 3 × 14
        let readout = try driver.readFIFO()
        #expect(readout.events == [.overflow])
        #expect(readout.samples.isEmpty)
        #expect(readout.droppedSampleCount == 200)
        #expect(bus.transfers == [.read(0x72, 2), .write(0x6A, 0x00), .write(0x6A, 0x04), .write(0x6A, 0x40)])
        // The next samples are dated after the gap.
        queue(bus, records: 1)
        let next = try driver.readFIFO()
        let expected = 1000.0 + 200 * 0.001
        #expect(abs((next.samples.first?.timestampSeconds ?? 0) - expected) < 1e-9)
    }

    @Test func partialRecordIsLeftForTheNextDrainOnce() throws {
        let (driver, bus, _) = try makeStreamingDriver()
        bus.clearTranscript()
        queue(bus, records: 2, extraBytes: 3)  // a record being written
        let readout = try driver.readFIFO()
        #expect(readout.samples.count == 2)
        #expect(readout.events.isEmpty)
        #expect(bus.writes.isEmpty)
    }

    @Test func misalignedCountTwiceInARowFlushes() throws {
        let (driver, bus, _) = try makeStreamingDriver()
        queue(bus, records: 2, extraBytes: 3)
        _ = try driver.readFIFO()
        bus.clearTranscript()
        queue(bus, records: 1, extraBytes: 5)
        let readout = try driver.readFIFO()
        #expect(readout.events == [.misaligned])
        #expect(readout.samples.isEmpty)
        #expect(readout.droppedSampleCount >= 2)
        #expect(bus.transfers == [.read(0x72, 2), .write(0x6A, 0x00), .write(0x6A, 0x04), .write(0x6A, 0x40)])
    }

    @Test func emptyFIFOReadsOnlyTheCount() throws {
        let (driver, bus, _) = try makeStreamingDriver()
        bus.clearTranscript()
        let readout = try driver.readFIFO()
        #expect(readout == FIFOReadout())
        #expect(bus.transfers == [.read(0x72, 2)])
    }

    @Test func stopDisablesTheFIFO() throws {
        let (driver, bus, _) = try makeStreamingDriver()
        bus.clearTranscript()
        try driver.stopFIFO()
        #expect(bus.transfers == [.write(0x6A, 0x00), .write(0x23, 0x00)])
    }

    @Test func sleepSetsTheSleepBit() throws {
        let (driver, bus, _) = try makeStreamingDriver()
        bus.clearTranscript()
        try driver.sleep()
        #expect(bus.transfers == [.write(0x6B, 0x40)])
    }
}

@Suite struct MPU6050SelfTestTests {
    /// A bus whose outputs rise by `response` counts while the self-test bits are set.
    func selfTestBus(accelerometerResponse: Int16, gyroscopeResponse: [Int16]) -> DriverTestBus {
        let bus = DriverTestBus()
        // Trim codes: accel A_TEST = 16 on every axis, gyro G_TEST = 10.
        // XA_TEST = (0x0D bits 7:5) << 2 | 0x10 bits 5:4 → 0b100_00 = 16.
        bus.registers[0x0D] = 0b1000_1010
        bus.registers[0x0E] = 0b1000_1010
        bus.registers[0x0F] = 0b1000_1010
        bus.registers[0x10] = 0b0000_0000
        bus.onWrite = { bus, register, value in
            guard register == 0x1C || register == 0x1B else { return }
            let accelerometerOn = bus.registers[0x1C] & 0xE0 == 0xE0
            let gyroscopeOn = bus.registers[0x1B] & 0xE0 == 0xE0
            for axis in 0..<3 {
                bus.setBigEndian(100 + (accelerometerOn ? accelerometerResponse : 0), at: 0x3B + UInt8(axis * 2))
                bus.setBigEndian(-20 + (gyroscopeOn ? gyroscopeResponse[axis] : 0), at: 0x43 + UInt8(axis * 2))
            }
        }
        return bus
    }

    static let accelerometerTrim = 4096 * 0.34 * pow(0.92 / 0.34, 15.0 / 30)
    static let gyroscopeTrim = 25 * 131 * pow(1.046, 9.0)

    @Test func passesWhenResponsesMatchFactoryTrim() throws {
        let bus = selfTestBus(
            accelerometerResponse: Int16(Self.accelerometerTrim.rounded()),
            gyroscopeResponse: [Int16(Self.gyroscopeTrim.rounded()), Int16(-Self.gyroscopeTrim.rounded()), Int16(Self.gyroscopeTrim.rounded())]
        )
        let driver = try MPU6050Driver(bus: bus, identity: identity("MPU-6050"), clock: TestClock())
        let report = try driver.selfTest()
        #expect(report.axes.count == 6)
        #expect(report.passed, "\(report.axes.map { "\($0.axis) \($0.measured)" })")
        #expect(bus.transfers.contains(.write(0x1C, 0xF0)) && bus.transfers.contains(.write(0x1B, 0xE0)))
    }

    @Test func failsPerAxisWhenAResponseIsMissing() throws {
        let bus = selfTestBus(
            accelerometerResponse: Int16(Self.accelerometerTrim.rounded()),
            gyroscopeResponse: [Int16(Self.gyroscopeTrim.rounded()), 0, Int16(Self.gyroscopeTrim.rounded())]
        )
        let driver = try MPU6050Driver(bus: bus, identity: identity("MPU-6050"), clock: TestClock())
        let report = try driver.selfTest()
        #expect(!report.passed)
        #expect(report.axes.filter { !$0.passed }.map(\.axis) == ["gyroscope Y"])
        #expect(IMUError.selfTestFailed(report).description.contains("gyroscope Y"))
    }

    @Test func mpu6500SelfTestIsReportedUnsupported() throws {
        let driver = try MPU6050Driver(bus: DriverTestBus(), identity: identity("MPU-6500"), clock: TestClock())
        #expect(throws: IMUError.selfTestUnsupported(chip: "MPU-6500")) { try driver.selfTest() }
    }
}

