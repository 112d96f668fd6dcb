import I2C
import Testing
@testable import IMUDrivers

@Suite struct LSM6DSDriverTests {
    func makeDriver(_ name: String) throws -> (LSM6DSDriver, DriverTestBus, TestClock) {
        let bus = DriverTestBus(address: 0x6A)
        let clock = TestClock()
        let driver = try LSM6DSDriver(bus: bus, identity: identity(name, address: 0x6A), clock: clock)
        return (driver, bus, clock)
    }

    @Test func initialisesWithResetBootAndBDUWithoutPolling() throws {
        let (driver, bus, clock) = try makeDriver("LSM6DS3")
        try driver.initialize()
        #expect(bus.transfers == [.write(0x12, 0x01), .write(0x12, 0x80), .write(0x12, 0x44)])
        #expect(clock.sleeps == [0.050, 0.050])
    }

    @Test func dsoInitialisationSetsDataReadyMask() throws {
        let (driver, bus, _) = try makeDriver("LSM6DSO")
        try driver.initialize()
        #expect(bus.transfers == [.write(0x12, 0x01), .write(0x12, 0x80), .write(0x12, 0x44), .write(0x13, 0x08)])
    }

    @Test func configureWritesRateRangeAndTimerForLSM6DS3() throws {
        let (driver, bus, _) = try makeDriver("LSM6DS3")
        let applied = try driver.configure(SensorSettings(sampleRateHertz: 100, accelerometerRangeG: 4, gyroscopeRangeDegreesPerSecond: 2000))
        #expect(bus.transfers == [
            .write(0x10, 0x48), .write(0x11, 0x4C),
            .read(0x58, 1), .write(0x58, 0x80),  // TIMER_EN in TAP_CFG
            .read(0x5C, 1), .write(0x5C, 0x10),  // TIMER_HR: 25 µs
            .write(0x42, 0xAA),  // reset the counter
        ])
        #expect(applied.sampleRateHertz == 104)
        #expect(applied.accelerometerFullScale.range == 4)
    }

    @Test func configureDSOReadsTimerTrim() throws {
        let (driver, bus, _) = try makeDriver("LSM6DSOX")
        bus.registers[0x19] = 0x04  // keep other CTRL10_C bits
        bus.registers[0x63] = 0xF0  // −16
        try driver.configure(SensorSettings(sampleRateHertz: 833, accelerometerRangeG: 16, gyroscopeRangeDegreesPerSecond: 125))
        #expect(bus.transfers == [
            .write(0x10, 0x74), .write(0x11, 0x72),
            .read(0x19, 1), .write(0x19, 0x24), .read(0x63, 1),
        ])
        #expect(abs(driver.timestampSecondsPerCount - (25_000 + 37.5 * 16) * 1e-9) < 1e-15)
    }

    @Test func ism330dhcxHas4000DegreesPerSecond() throws {
        let (driver, bus, _) = try makeDriver("ISM330DHCX")
        try driver.configure(SensorSettings(sampleRateHertz: 208, gyroscopeRangeDegreesPerSecond: 4000, usesHardwareTimestamps: false))
        #expect(bus.transfers == [.write(0x10, 0x58), .write(0x11, 0x51)])
    }

    @Test func decodesLittleEndianBurstWithFamilyTemperature() throws {
        for (name, expectedCelsius) in [("LSM6DS3", 25.0 + 512.0 / 16), ("LSM6DSO", 25.0 + 512.0 / 256)] {
            let (driver, bus, _) = try makeDriver(name)
            try driver.configure(SensorSettings(sampleRateHertz: 104, accelerometerRangeG: 2, gyroscopeRangeDegreesPerSecond: 250, usesHardwareTimestamps: false))
            bus.clearTranscript()
            // temperature 512; gyro X 1000 counts (8.75 m°/s each); accel Z 16393 counts (0.061 mg each ≈ 1 g).
            let values: [Int16] = [512, 1000, 0, -1000, 0, 0, 16393]
            for (index, value) in values.enumerated() { bus.setLittleEndian(value, at: 0x20 + UInt8(index * 2)) }
            let reading = try driver.readSample()
            #expect(bus.transfers == [.read(0x20, 14)])
            #expect(abs((reading.sample.temperatureCelsius ?? 0) - expectedCelsius) < 1e-9)
            let gyro = reading.sample.gyroscopeRadiansPerSecond
            #expect(abs(gyro.x - 8.75 * Double.pi / 180) < 1e-9 && abs(gyro.z + 8.75 * Double.pi / 180) < 1e-9)
            #expect(abs(reading.sample.accelerometerMetersPerSecondSquared.z - 16393 * 0.061e-3 * 9.80665) < 1e-9)
        }
    }

    @Test func selfTestAppliesSTLimits() throws {
        let (driver, bus, _) = try makeDriver("LSM6DS3")
        // Responses: accel 4000 counts × 0.122 mg = 488 mg (pass), gyro X 3000 counts × 70 m°/s = 210 °/s (pass),
        // gyro Y 1000 counts = 70 °/s (fail), gyro Z 12000 counts = 840 °/s (fail).
        bus.onWrite = { bus, register, value in
            guard register == 0x14 else { return }
            for axis in 0..<3 {
                bus.setLittleEndian(value & 0x03 == 1 ? 4000 : 10, at: 0x28 + UInt8(axis * 2))
                bus.setLittleEndian(value & 0x0C == 4 ? [3000, 1000, 12000][axis] : 5, at: 0x22 + UInt8(axis * 2))
            }
        }
        let report = try driver.selfTest()
        #expect(report.axes.map(\.passed) == [true, true, true, true, false, false])
        #expect(bus.transfers.contains(.write(0x10, 0x38)))  // 52 Hz, ±4 g
        #expect(bus.transfers.contains(.write(0x11, 0x5C)))  // 208 Hz, ±2000 °/s
    }
}
