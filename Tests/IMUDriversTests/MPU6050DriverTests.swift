import I2C
import MotionMath
import Testing
@testable import IMUDrivers

@Suite struct MPU6050DriverTests {
    func makeDriver(_ name: String = "MPU-6050") throws -> (MPU6050Driver, DriverTestBus, TestClock) {
        let bus = DriverTestBus(address: 0x68)
        let clock = TestClock()
        let driver = try MPU6050Driver(bus: bus, identity: identity(name), clock: clock)
        return (driver, bus, clock)
    }

    @Test func initialisesAsTheKernelDoesWithoutPollingReset() throws {
        let (driver, bus, clock) = try makeDriver()
        bus.registers[0x6B] = 0x80  // i2c-stub: the reset bit never clears
        try driver.initialize()
        #expect(bus.transfers == [.write(0x6B, 0x80), .write(0x6B, 0x01), .write(0x6C, 0x00)])
        #expect(clock.sleeps == [0.100, 0.010, 0.060])
    }

    @Test func mpu6500ResetsSignalPaths() throws {
        let (driver, bus, clock) = try makeDriver("MPU-6500")
        try driver.initialize()
        #expect(bus.transfers == [.write(0x6B, 0x80), .write(0x68, 0x07), .write(0x6B, 0x01), .write(0x6C, 0x00)])
        #expect(clock.sleeps == [0.100, 0.100, 0.010, 0.070])
    }

    @Test func configureWritesRangesDividerAndFilter() throws {
        let (driver, bus, _) = try makeDriver()
        let applied = try driver.configure(SensorSettings(sampleRateHertz: 100, accelerometerRangeG: 4, gyroscopeRangeDegreesPerSecond: 2000))
        #expect(bus.transfers == [.write(0x1B, 0x18), .write(0x1A, 0x03), .write(0x19, 0x09), .write(0x1C, 0x08)])
        #expect(applied.sampleRateHertz == 100)
        #expect(applied.accelerometerFullScale.range == 4)
        #expect(applied.gyroscopeFullScale.range == 2000)
        #expect(applied.lowPassBandwidthHertz == 44)
    }

    @Test func configure6500WritesAccelerometerFilterToo() throws {
        let (driver, bus, _) = try makeDriver("MPU-9250")
        try driver.configure(SensorSettings(sampleRateHertz: 1000, accelerometerRangeG: 2, gyroscopeRangeDegreesPerSecond: 250))
        #expect(bus.transfers == [.write(0x1B, 0x00), .write(0x1A, 0x01), .write(0x1D, 0x01), .write(0x19, 0x00), .write(0x1C, 0x00)])
    }

    @Test func quirksForICM20690AndICM20689() throws {
        let (icm20690, bus20690, _) = try makeDriver("ICM-20690")
        try icm20690.configure(SensorSettings(sampleRateHertz: 50, accelerometerRangeG: 16, gyroscopeRangeDegreesPerSecond: 1000))
        #expect(bus20690.transfers.first == .write(0x1B, 0x08))  // FS_SEL 2 at shift 2
        let (icm20689, bus20689, _) = try makeDriver("ICM-20689")
        try icm20689.configure(SensorSettings(sampleRateHertz: 50))
        #expect(bus20689.transfers.contains(.write(0x1D, 0xC4)))  // FIFO-size bits + DLPF 4
    }

    @Test func rejectsNonFiniteRate() throws {
        let (driver, bus, _) = try makeDriver()
        #expect(throws: IMUError.self) { try driver.configure(SensorSettings(sampleRateHertz: .nan)) }
        #expect(bus.transfers.isEmpty)
    }

    @Test func decodesBigEndianBurstToSI() throws {
        let (driver, bus, _) = try makeDriver()
        try driver.configure(SensorSettings(sampleRateHertz: 100, accelerometerRangeG: 2, gyroscopeRangeDegreesPerSecond: 250))
        bus.clearTranscript()
        // accel +1 g on Z, -0.5 g on X; temperature 0 counts; gyro 131 counts = 1 °/s on X, -262 on Z.
        let values: [Int16] = [-8192, 0, 16384, 0, 131, 0, -262]
        for (index, value) in values.enumerated() { bus.setBigEndian(value, at: 0x3B + UInt8(index * 2)) }
        let reading = try driver.readSample()
        #expect(bus.transfers == [.read(0x3B, 14)])
        #expect(reading.raw.accelerometer == SIMD3(-8192, 0, 16384))
        let accel = reading.sample.accelerometerMetersPerSecondSquared
        #expect(abs(accel.x + 9.80665 / 2) < 1e-9 && abs(accel.z - 9.80665) < 1e-9)
        let gyro = reading.sample.gyroscopeRadiansPerSecond
        #expect(abs(gyro.x - Double.pi / 180) < 1e-9)
        #expect(abs(gyro.z + 2 * Double.pi / 180) < 1e-9)
        #expect(abs((reading.sample.temperatureCelsius ?? 0) - 36.53) < 0.01)
    }

    @Test func temperaturePerFamily() {
        #expect(abs(TemperatureConversion.mpu6050.celsius(raw: 340) - 37.53) < 0.01)
        #expect(abs(TemperatureConversion.mpu6500.celsius(raw: 0) - 21.0) < 0.01)
        #expect(abs(TemperatureConversion.icm20602.celsius(raw: 0) - 25.0) < 0.01)
    }

    @Test func busErrorDuringInitIsTyped() throws {
        let (driver, bus, _) = try makeDriver()
        bus.failure = .noAcknowledge(address: 0x68, errno: 121)
        #expect(throws: IMUError.bus(.noAcknowledge(address: 0x68, errno: 121))) { try driver.initialize() }
    }

    @Test func shortBlockReadIsAnError() throws {
        final class ShortBus: RegisterBus {
            let address: UInt8 = 0x68
            func readByte(register: UInt8) throws(I2CError) -> UInt8 { 0 }
            func writeByte(register: UInt8, value: UInt8) throws(I2CError) {}
            func readBlock(register: UInt8, count: Int) throws(I2CError) -> [UInt8] { [0, 0] }
            func writeBlock(register: UInt8, bytes: [UInt8]) throws(I2CError) {}
        }
        let driver = try MPU6050Driver(bus: ShortBus(), identity: identity("MPU-6050"), clock: TestClock())
        #expect(throws: IMUError.self) { try driver.readSample() }
    }

    @Test func refusesAnotherFamily() throws {
        #expect(throws: IMUError.unknownChip("LSM6DS3")) {
            try MPU6050Driver(bus: DriverTestBus(), identity: identity("LSM6DS3"), clock: TestClock())
        }
    }
}
