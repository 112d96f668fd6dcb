import I2C
import IMUSamples
import Testing
@testable import IMUDrivers

/// An MPU-6050 FIFO that fills from the virtual clock at the configured rate, holding at
/// most `capacity` bytes; records carry their sample index in accel X.
final class StreamingMPUBus: RegisterBus {
    let address: UInt8 = 0x68
    let clock: TestClock
    var registers = [UInt8](repeating: 0, count: 256)
    var startSeconds = 0.0
    var produced = 0
    var fifo: [UInt8] = []
    let capacity = 1024
    var enabled = false
    private(set) var largestRead = 0

    init(clock: TestClock) { self.clock = clock }

    var rateHertz: Double { 1000 / (Double(registers[0x19]) + 1) }

    func advance() {
        guard enabled else { return }
        let due = Int(((clock.nowSeconds - startSeconds) * rateHertz + 1e-9).rounded(.down))
        while produced < due {
            let index = Int16(truncatingIfNeeded: produced)
            fifo += bigEndianBytes([index, 0, 16384, 0, 0, 0, 0])
            if fifo.count > capacity { fifo.removeFirst(fifo.count - capacity) }
            produced += 1
        }
    }

    func readByte(register: UInt8) throws(I2CError) -> UInt8 { try readBlock(register: register, count: 1)[0] }

    func writeByte(register: UInt8, value: UInt8) throws(I2CError) {
        registers[Int(register)] = value
        if register == 0x6A {
            if value & 0x04 != 0 { fifo = [] }
            if value & 0x40 != 0 && !enabled {
                enabled = true
                startSeconds = clock.nowSeconds
                produced = 0
            } else if value & 0x40 == 0 {
                advance()
                enabled = false
            }
        }
    }

    func readBlock(register: UInt8, count: Int) throws(I2CError) -> [UInt8] {
        guard count <= 32 else { throw .invalidRequest("\(count) bytes") }
        largestRead = max(largestRead, count)
        advance()
        switch register {
        case 0x72: return [UInt8(fifo.count >> 8), UInt8(fifo.count & 0xFF)]
        case 0x74:
            let taken = Array(fifo.prefix(count))
            fifo.removeFirst(taken.count)
            return taken
        default: return (0..<count).map { registers[Int(register) + $0] }
        }
    }

    func writeBlock(register: UInt8, bytes: [UInt8]) throws(I2CError) {}
}

@Suite struct IMUDriverSourceTests {
    func makeSource(rate: Double) throws -> (IMUDriverSource, StreamingMPUBus, TestClock) {
        let clock = TestClock()
        let bus = StreamingMPUBus(clock: clock)
        let driver = try MPU6050Driver(bus: bus, identity: identity("MPU-6050"), clock: clock)
        let source = IMUDriverSource(driver: driver, settings: SensorSettings(sampleRateHertz: rate), clock: clock, kind: .simulator)
        return (source, bus, clock)
    }

    @Test func sixtySecondsAtOneKilohertzLoseNothing() throws {
        let (source, bus, clock) = try makeSource(rate: 1000)
        try source.start()
        #expect(source.information.sampleRateHertz == 1000)
        var samples: [IMUSample] = []
        var dropped = 0
        let end = clock.nowSeconds + 60
        while clock.nowSeconds < end, let batch = try source.nextBatch() {
            samples += batch.samples
            dropped += batch.droppedSampleCount
        }
        source.stop()
        #expect(bus.registers[0x6B] == 0x40, "stop puts the chip to sleep")
        #expect(dropped == 0)
        #expect(samples.count >= 59_990)
        #expect(bus.largestRead <= 32)
        let spacings = zip(samples, samples.dropFirst()).map { $1.timestampSeconds - $0.timestampSeconds }
        #expect(spacings.allSatisfy { abs($0 - 0.001) < 1e-6 })
        // Every sample index arrives once, in order.
        let indices = samples.map { Int16(($0.accelerometerMetersPerSecondSquared.x / source.driver.configuration.accelerometerFullScale.scalePerLSB).rounded()) }
        #expect(zip(indices, indices.dropFirst()).allSatisfy { $1 == $0 &+ 1 })
    }

    @Test func aStallReportsOverflowThenRecovers() throws {
        let (source, _, clock) = try makeSource(rate: 1000)
        try source.start()
        _ = try source.nextBatch()
        clock.sleep(seconds: 0.5)  // the host stalls: the FIFO overflows
        let overflowBatch = try #require(try source.nextBatch())
        #expect(overflowBatch.droppedSampleCount >= 400)
        #expect(source.latestEvents == [.overflow])
        let next = try #require(try source.nextBatch())
        #expect(!next.samples.isEmpty)
        #expect(next.droppedSampleCount == 0)
    }

    @Test func stopsOnOverflowWhenAsked() throws {
        let (source, _, clock) = try makeSource(rate: 1000)
        source.stopsOnOverflow = true
        try source.start()
        clock.sleep(seconds: 0.5)
        #expect(throws: IMUError.self) { try source.nextBatch() }
    }

    @Test func aStaticRegisterFileEndsWithNoDataInsteadOfHanging() throws {
        let clock = TestClock()
        let bus = DriverTestBus()  // FIFO_COUNT stays 0, as on i2c-stub
        let driver = try MPU6050Driver(bus: bus, identity: identity("MPU-6050"), clock: clock)
        let source = IMUDriverSource(driver: driver, clock: clock)
        try source.start()
        let started = clock.nowSeconds
        #expect(throws: IMUError.noData(seconds: 1, chip: "MPU-6050")) { try source.nextBatch() }
        #expect(clock.nowSeconds - started < 1.1)
    }
}
