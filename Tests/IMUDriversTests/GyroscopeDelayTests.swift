import I2C
import IMUSamples
import Testing
@testable import IMUDrivers

/// The gyroscope's datasheet delay: per part and low-pass setting, as `configure` applies
/// it and as a source reports it before the chip is touched.
@Suite struct GyroscopeDelayTests {
    func configured(_ name: String, hertz: Double, address: UInt8 = 0x68) throws -> (applied: SensorConfiguration, predicted: Double?) {
        let bus = DriverTestBus(address: address)
        let settings = SensorSettings(sampleRateHertz: hertz)
        let driver: any IMUDriver = address >= 0x6A
            ? try LSM6DSDriver(bus: bus, identity: identity(name, address: address), clock: TestClock())
            : try MPU6050Driver(bus: bus, identity: identity(name), clock: TestClock())
        let predicted = driver.gyroscopeDelaySeconds(for: settings)
        return (try driver.configure(settings), predicted)
    }

    /// The kernel's low-pass choice per rate (≥ 400 Hz → DLPF_CFG 1, ≥ 200 → 2, ≥ 90 → 3,
    /// ≥ 40 → 4, ≥ 20 → 5, else 6) read in each part's datasheet table.
    @Test(arguments: [
        ("MPU-6050", 1000.0, 0.0019), ("MPU-6050", 200, 0.0028), ("MPU-6050", 100, 0.0048),
        ("MPU-6050", 50, 0.0083), ("MPU-6050", 25, 0.0134), ("MPU-6050", 10, 0.0186),
        ("MPU-6000", 100, 0.0048),
        ("MPU-9250", 1000, 0.0029), ("MPU-9250", 100, 0.0059), ("MPU-6500", 10, 0.03348),
    ])
    func theDelayIsTheDatasheetsForTheFilterTheDriverSets(part: String, hertz: Double, seconds: Double) throws {
        let (applied, predicted) = try configured(part, hertz: hertz)
        #expect(abs((applied.gyroscopeDelaySeconds ?? -1) - seconds) < 1e-12)
        #expect(predicted == applied.gyroscopeDelaySeconds)
    }

    @Test func partsWithoutADatasheetFigureReportNone() throws {
        #expect(try configured("ICM-20602", hertz: 100).applied.gyroscopeDelaySeconds == nil)
        #expect(try configured("ICM-20689", hertz: 100).predicted == nil)
        #expect(try configured("LSM6DS3", hertz: 104, address: 0x6A).applied.gyroscopeDelaySeconds == nil)
    }

    @Test func aSourceReportsTheDelayBeforeAndAfterItStarts() throws {
        let bus = DriverTestBus(address: 0x68)
        let clock = TestClock()
        let driver = try MPU6050Driver(bus: bus, identity: identity("MPU-6050"), clock: clock)
        let source = IMUDriverSource(driver: driver, settings: SensorSettings(sampleRateHertz: 500), clock: clock)
        #expect(source.information.gyroscopeDelaySeconds == 0.0019)
        #expect(bus.transfers.isEmpty)
    }
}
