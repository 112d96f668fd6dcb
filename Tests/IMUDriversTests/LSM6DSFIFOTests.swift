import I2C
import Testing
@testable import IMUDrivers

@Suite struct LSM6DSPatternFIFOTests {
    func makeStreamingDriver(timestamps: Bool = true) throws -> (LSM6DSDriver, DriverTestBus, TestClock) {
        let bus = DriverTestBus(address: 0x6A)
        let clock = TestClock()
        let driver = try LSM6DSDriver(bus: bus, identity: identity("LSM6DS3", address: 0x6A), clock: clock)
        try driver.configure(SensorSettings(sampleRateHertz: 416, accelerometerRangeG: 2, gyroscopeRangeDegreesPerSecond: 250, usesHardwareTimestamps: timestamps))
        try driver.startFIFO()
        bus.clearTranscript()
        return (driver, bus, clock)
    }

    /// One pattern: gyro X = `index`, accel Z = 1000, timestamp set with `count`.
    func pattern(index: Int16, count: UInt32) -> [UInt8] {
        littleEndianBytes([index, 0, 0, 0, 0, 1000])
            + [UInt8((count >> 8) & 0xFF), UInt8((count >> 16) & 0xFF), 0, UInt8(count & 0xFF), 0, 0]
    }

    func setStatus(_ bus: DriverTestBus, words: Int, position: Int = 0, overrun: Bool = false) {
        bus.registers[0x3A] = UInt8(words & 0xFF)
        bus.registers[0x3B] = UInt8(words >> 8) | (words == 0 ? 0x10 : 0) | (overrun ? 0x40 : 0)
        bus.registers[0x3C] = UInt8(position & 0xFF)
        bus.registers[0x3D] = UInt8(position >> 8)
    }

    @Test func startWritesDecimationTimestampSetAndContinuousMode() throws {
        let bus = DriverTestBus(address: 0x6A)
        let driver = try LSM6DSDriver(bus: bus, identity: identity("LSM6DS3", address: 0x6A), clock: TestClock())
        try driver.configure(SensorSettings(sampleRateHertz: 1660, usesHardwareTimestamps: true))
        bus.clearTranscript()
        try driver.startFIFO()
        #expect(bus.transfers == [.write(0x0A, 0x00), .write(0x07, 0x80), .write(0x08, 0x09), .write(0x09, 0x08), .write(0x0A, 0x46)])
    }

    @Test func readsWholePatternsInThirtyByteBurstsWithHardwareTime() throws {
        let (driver, bus, _) = try makeStreamingDriver()
        // Counts 24 apart: 600 µs ≈ 1/1660 s … but the chip runs at 416 Hz: 96 counts = 2.4 ms.
        let counts: [UInt32] = [0x00FF_F0, 0x00FF_F0 + 96, 0x00FF_F0 + 192]
        bus.streams[0x3E] = counts.enumerated().flatMap { pattern(index: Int16($0.offset), count: $0.element) }
        setStatus(bus, words: 27)
        let readout = try driver.readFIFO()
        #expect(bus.transfers == [.read(0x3A, 4), .read(0x3E, 30), .read(0x3E, 24)])
        #expect(readout.samples.count == 3)
        #expect(readout.droppedSampleCount == 0)
        let times = readout.samples.map(\.timestampSeconds)
        #expect(abs(times[1] - times[0] - 96 * 25e-6) < 1e-12)
        #expect(abs(times[2] - times[1] - 96 * 25e-6) < 1e-12)
    }

    @Test func timestampGapCountsLostSamplesAndCounterWraps() throws {
        let (driver, bus, _) = try makeStreamingDriver()
        // The 24-bit counter wraps between the samples; three samples (288 counts) are missing.
        let first: UInt32 = 0xFF_FFA0
        let second: UInt32 = (first + 4 * 96) & 0xFF_FFFF
        bus.streams[0x3E] = pattern(index: 0, count: first) + pattern(index: 1, count: second)
        setStatus(bus, words: 18)
        let readout = try driver.readFIFO()
        #expect(readout.samples.count == 2)
        #expect(readout.droppedSampleCount == 3)
        #expect(readout.events == [.timestampGap])
        #expect(readout.samples[1].timestampSeconds > readout.samples[0].timestampSeconds)
    }

    @Test func misalignedPatternIsDiscardedToRealign() throws {
        let (driver, bus, _) = try makeStreamingDriver()
        // The next word is word 3 of the pattern: discard 6 words (12 bytes), then one pattern.
        bus.streams[0x3E] = [UInt8](repeating: 0xEE, count: 12) + pattern(index: 7, count: 100)
        setStatus(bus, words: 15, position: 3)
        let readout = try driver.readFIFO()
        #expect(bus.transfers == [.read(0x3A, 4), .read(0x3E, 12), .read(0x3E, 18)])
        #expect(readout.events == [.misaligned])
        #expect(readout.samples.count == 1)
        #expect(readout.samples.first?.gyroscopeRadiansPerSecond.x ?? 0 > 0)
    }

    @Test func overrunResetsAndIsReported() throws {
        let (driver, bus, clock) = try makeStreamingDriver(timestamps: false)
        clock.sleep(seconds: 5)
        setStatus(bus, words: 4095, overrun: true)
        let readout = try driver.readFIFO()
        #expect(readout.events == [.overflow])
        #expect(readout.droppedSampleCount == 2080)  // 5 s × 416 Hz
        #expect(bus.transfers == [.read(0x3A, 4), .write(0x0A, 0x00), .write(0x0A, 0x36)])
    }

    @Test func emptyFIFOReadsOnlyStatus() throws {
        let (driver, bus, _) = try makeStreamingDriver()
        setStatus(bus, words: 0)
        #expect(try driver.readFIFO() == FIFOReadout())
        #expect(bus.transfers == [.read(0x3A, 4)])
    }

    @Test func sleepPowersDownBothSensorsKeepingTheirFullScales() throws {
        let (driver, bus, _) = try makeStreamingDriver()
        bus.registers[0x10] = 0x6C  // 416 Hz, ±8 g
        bus.registers[0x11] = 0x6C  // 416 Hz, 2000 dps
        bus.clearTranscript()
        try driver.sleep()
        #expect(bus.writes == [.write(0x10, 0x0C), .write(0x11, 0x0C)])
    }
}

@Suite struct LSM6DSTaggedFIFOTests {
    func makeStreamingDriver() throws -> (LSM6DSDriver, DriverTestBus) {
        let bus = DriverTestBus(address: 0x6B)
        let driver = try LSM6DSDriver(bus: bus, identity: identity("LSM6DSO", address: 0x6B), clock: TestClock())
        try driver.configure(SensorSettings(sampleRateHertz: 1660, accelerometerRangeG: 2, gyroscopeRangeDegreesPerSecond: 250))
        try driver.startFIFO()
        bus.clearTranscript()
        return (driver, bus)
    }

    func word(tag: UInt8, count: UInt8, _ data: [UInt8]) -> [UInt8] { [tag << 3 | count << 1] + data }
    func timestampWord(_ value: UInt32, count: UInt8) -> [UInt8] {
        word(tag: 4, count: count, [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF), UInt8((value >> 16) & 0xFF), UInt8(value >> 24), 0, 0])
    }

    func setStatus(_ bus: DriverTestBus, words: Int, overrun: Bool = false) {
        bus.registers[0x3A] = UInt8(words & 0xFF)
        bus.registers[0x3B] = UInt8(words >> 8) | (overrun ? 0x40 : 0)
    }

    @Test func startWritesBatchRatesAndTimestampDecimation() throws {
        let bus = DriverTestBus(address: 0x6B)
        let driver = try LSM6DSDriver(bus: bus, identity: identity("LSM6DSO", address: 0x6B), clock: TestClock())
        try driver.configure(SensorSettings(sampleRateHertz: 1660))
        bus.clearTranscript()
        try driver.startFIFO()
        #expect(bus.transfers == [.write(0x0A, 0x00), .write(0x09, 0x88), .write(0x0A, 0x46)])
    }

    @Test func pairsGyroscopeAndAccelerometerByTagCountInTwentyEightByteReads() throws {
        let (driver, bus) = try makeStreamingDriver()
        let stream = timestampWord(1000, count: 0)
            + word(tag: 1, count: 0, littleEndianBytes([100, 0, 0]))
            + word(tag: 2, count: 0, littleEndianBytes([0, 0, 16393]))
            + timestampWord(1024, count: 1)
            + word(tag: 2, count: 1, littleEndianBytes([0, 0, 16393]))  // accel first this time
            + word(tag: 1, count: 1, littleEndianBytes([200, 0, 0]))
        bus.streams[0x78] = stream
        setStatus(bus, words: 6)
        let readout = try driver.readFIFO()
        #expect(bus.transfers == [.read(0x3A, 2), .read(0x78, 28), .read(0x78, 14)])
        #expect(readout.samples.count == 2)
        #expect(readout.samples.map { ($0.gyroscopeRadiansPerSecond.x / (8.75e-3 * Double.pi / 180)).rounded() } == [100, 200])
        let spacing = readout.samples[1].timestampSeconds - readout.samples[0].timestampSeconds
        #expect(abs(spacing - 24 * 25e-6) < 1e-12)
        #expect(readout.droppedSampleCount == 0)
    }

    @Test func halfSampleCarriesOverToTheNextDrain() throws {
        let (driver, bus) = try makeStreamingDriver()
        bus.streams[0x78] = timestampWord(10, count: 2) + word(tag: 1, count: 2, littleEndianBytes([1, 2, 3]))
        setStatus(bus, words: 2)
        #expect(try driver.readFIFO().samples.isEmpty)
        bus.streams[0x78] = word(tag: 2, count: 2, littleEndianBytes([4, 5, 6]))
        setStatus(bus, words: 1)
        let readout = try driver.readFIFO()
        #expect(readout.samples.count == 1)
        #expect(readout.droppedSampleCount == 0)
    }

    @Test func overrunResetsFIFO() throws {
        let (driver, bus) = try makeStreamingDriver()
        setStatus(bus, words: 512, overrun: true)
        let readout = try driver.readFIFO()
        #expect(readout.events == [.overflow])
        #expect(readout.droppedSampleCount >= 1)
        #expect(bus.transfers == [.read(0x3A, 2), .write(0x0A, 0x00), .write(0x0A, 0x46)])
    }
}
