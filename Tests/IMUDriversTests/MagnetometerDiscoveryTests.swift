import I2C
import I2CTesting
import IMUSamples
import Testing
@testable import IMUDrivers

/// The MPU-9250's bypass and magnetometer probing, on a fake bus with a transcript.
@Suite struct MagnetometerDiscoveryTests {
    @Test func theBypassClearsTheI2CMasterAndSetsBypassEnableKeepingTheOtherBits() throws {
        let bus = FakeI2CBus()
        let imu = bus.addDevice(address: 0x68, registers: [0x6A: 0x20 | 0x40, 0x37: 0x10])
        try MagnetometerDiscovery.enableBypass(imu)
        #expect(imu.registers[0x6A] == 0x40)   // I2C_MST_EN off, FIFO_EN kept
        #expect(imu.registers[0x37] == 0x12)   // BYPASS_EN on, LATCH_INT_EN kept
        #expect(imu.writtenValues(register: 0x6A) == [0x40])
        #expect(imu.writtenValues(register: 0x37) == [0x12])
    }

    @Test func aFailingBusIsOneMessageAboutTheBypass() {
        let bus = FakeI2CBus()
        let imu = bus.addDevice(address: 0x68)
        imu.failAlways(errno: 121)
        #expect {
            try MagnetometerDiscovery.enableBypass(imu)
        } throws: { error in
            "\(error)".contains("could not turn on the MPU's I²C bypass")
        }
    }

    @Test func probingFindsThePartByItsIdentityAndSaysWhyOthersFailed() {
        let bus = FakeI2CBus()
        bus.addDevice(address: 0x0C, registers: [0x00: 0x48])
        #expect(MagnetometerDiscovery.probe(.ak8963, openDevice: bus.device(at:)) == .success(0x0C))
        // A LIS3MDL at its second address; the fake keeps the auto-increment bit (0x80) in the
        // register number, so WHO_AM_I (0x0F) is read at 0x8F.
        bus.addDevice(address: 0x1E, registers: [0x8F: 0x3D])
        #expect(MagnetometerDiscovery.probe(.lis3mdl, openDevice: bus.device(at:)) == .success(0x1E))
        let wrong = FakeI2CBus()
        wrong.addDevice(address: 0x0C, registers: [0x00: 0x00])
        guard case let .failure(failure) = MagnetometerDiscovery.probe(.ak8963, openDevice: wrong.device(at:)) else {
            Issue.record("a wrong identity must not be found")
            return
        }
        #expect(failure.reasons == ["0x0C: another identity"])
    }

    @Test func theFirstSeparatePartAnsweringIsChosenAndTheAK8963IsNeverProbedAlone() {
        let bus = FakeI2CBus()
        bus.addDevice(address: 0x0C, registers: [0x00: 0x48])               // an AK8963 seen without its MPU
        bus.addDevice(address: 0x1E, registers: [0x0A: 0x48, 0x0B: 0x34, 0x0C: 0x33])   // an HMC5883L
        let found = MagnetometerDiscovery.firstSeparatePart(openDevice: bus.device(at:))
        #expect(found?.model == .hmc5883l && found?.address == 0x1E)
        #expect(MagnetometerDiscovery.firstSeparatePart(openDevice: FakeI2CBus().device(at:)) == nil)
    }

    @Test func onlyTheMPU9250And9255CarryAnInternalMagnetometer() throws {
        let inside = ChipCatalog.allModels.filter(\.hasInternalMagnetometer).map(\.key)
        #expect(Set(inside) == ["mpu9250", "mpu9255"])
    }
}

/// Opening a sensor: the one path the library and the command line share.
@Suite struct IMUConnectionTests {
    @Test func theFirstIMUAnsweringIsIdentifiedAndGetsItsDriver() throws {
        let bus = FakeI2CBus(path: "/dev/i2c-7")
        bus.addDevice(address: 0x69, registers: [0x75: 0x68])
        let connection = try IMUConnection.open(
            location: bus.path, kind: .i2c, address: nil, expected: nil, clock: MonotonicClock(), owner: bus,
            openDevice: bus.device(at:))
        #expect(connection.identity.address == 0x69)
        #expect(connection.identity.model.name == "MPU-6050")
        #expect(connection.adapter === bus)
        let information = connection.makeSource(settings: SensorSettings(sampleRateHertz: 200)).information
        #expect(information.kind == .i2c && information.location == "/dev/i2c-7" && information.address == 0x69)
    }

    @Test func anEmptyBusSaysWhereItLookedAndAWrongIdentityIsNamed() {
        let empty = FakeI2CBus(path: "/dev/i2c-3")
        #expect(throws: IMUError.noIMUFound(location: "/dev/i2c-3", addresses: [0x68, 0x69, 0x6A, 0x6B])) {
            try IMUConnection.identify(location: empty.path, address: nil, expected: nil, openDevice: empty.device(at:))
        }
        let stranger = FakeI2CBus()
        stranger.addDevice(address: 0x68, registers: [0x75: 0x42])
        #expect(throws: IMUError.unexpectedDevice(address: 0x68, expected: "MPU-6050 family", found: 0x42)) {
            try IMUConnection.identify(location: stranger.path, address: nil, expected: nil, openDevice: stranger.device(at:))
        }
    }
}
