import Platform
import Testing
@testable import I2C

@Suite struct I2CBusTests {
    func openBus(_ system: ScriptedSystemCalls, policy: I2CRetryPolicy = .standard) throws -> I2CBus {
        try I2CBus(path: "/dev/i2c-1", retryPolicy: policy, system: system)
    }

    @Test func opensSelectsWithI2CSlaveAndReadsThroughLibi2c() throws {
        let system = ScriptedSystemCalls()
        system.registers[0x75] = 0x68
        let bus = try openBus(system)
        let device = try bus.device(at: 0x68)
        #expect(try device.readByte(register: 0x75) == 0x68)
        try device.writeByte(register: 0x6B, value: 0x01)
        #expect(system.trace == ["open /dev/i2c-1", "funcs", "select 0x68", "readByte 0x75", "writeByte 0x6b 0x01"])
        #expect(bus.functionality == .smbusStub)
    }

    @Test func reselectsWhenDevicesShareTheBus() throws {
        let system = ScriptedSystemCalls()
        let bus = try openBus(system)
        let first = try bus.device(at: 0x68)
        let second = try bus.device(at: 0x6A)
        _ = try first.readByte(register: 0x75)
        _ = try second.readByte(register: 0x0F)
        _ = try second.readByte(register: 0x0F)
        #expect(system.calls("select") == ["select 0x68", "select 0x6a", "select 0x68", "select 0x6a"])
    }

    @Test func splitsLongBurstsInto32ByteTransfers() throws {
        let system = ScriptedSystemCalls()
        for index in 0..<256 { system.registers[index] = UInt8(index) }
        let device = try openBus(system).device(at: 0x6A)
        let bytes = try device.readBlock(register: 0x10, count: 70)
        #expect(bytes == (0x10..<0x56).map { UInt8($0) })
        #expect(system.calls("readBlock") == ["readBlock 0x10 32", "readBlock 0x30 32", "readBlock 0x50 6"])
        try device.writeBlock(register: 0x80, bytes: [UInt8](repeating: 7, count: 33))
        #expect(system.calls("writeBlock") == ["writeBlock 0x80 32", "writeBlock 0xa0 1"])
        #expect(system.registers[0xA0] == 7)
    }

    @Test func refusesBurstsPastTheLastRegister() throws {
        let device = try openBus(ScriptedSystemCalls()).device(at: 0x68)
        #expect(throws: I2CError.self) { _ = try device.readBlock(register: 0xF0, count: 17) }
        #expect(throws: I2CError.self) { _ = try device.readBlock(register: 0x00, count: 0) }
    }

    @Test func fallsBackToByteReadsWithoutI2CBlock() throws {
        let system = ScriptedSystemCalls()
        system.functionalityMask = [I2CFunctionality.readByteData, .writeByteData].reduce(0) { $0 | $1.rawValue }
        system.registers[0x3B] = 1
        system.registers[0x3C] = 2
        let device = try openBus(system).device(at: 0x68)
        #expect(try device.readBlock(register: 0x3B, count: 2) == [1, 2])
        #expect(system.calls("readByte") == ["readByte 0x3b", "readByte 0x3c"])
        try device.writeBlock(register: 0x19, bytes: [4, 5])
        #expect(system.calls("writeByte") == ["writeByte 0x19 0x04", "writeByte 0x1a 0x05"])
    }

    @Test func usesI2CRdwrWhenTheAdapterHasOnlyPlainI2C() throws {
        let system = ScriptedSystemCalls()
        system.functionalityMask = I2CFunctionality.plainI2C.rawValue
        system.registers[0x3B] = 9
        let device = try openBus(system).device(at: 0x68)
        #expect(try device.readBlock(register: 0x3B, count: 14).first == 9)
        #expect(system.calls("rdwr") == ["rdwr 0x3b 14"])
    }

    @Test func combinedTransferIsUnsupportedOnAnSMBusOnlyAdapter() throws {
        let system = ScriptedSystemCalls()
        let device = try openBus(system).device(at: 0x68)
        #expect(throws: I2CError.unsupported(operation: "I2C_RDWR combined transfer")) {
            _ = try device.readCombined(register: 0x74, count: 64)
        }
        #expect(system.calls("rdwr").isEmpty)
    }

    @Test func retriesEINTRAtOnceWithoutSleeping() throws {
        let system = ScriptedSystemCalls()
        system.registers[0x75] = 0x68
        system.script("readByte", -EINTR, -EINTR, -EINTR)
        let device = try openBus(system).device(at: 0x68)
        #expect(try device.readByte(register: 0x75) == 0x68)
        #expect(system.calls("readByte").count == 4)
        #expect(system.sleeps.isEmpty)
    }

    @Test func eintrRetriesAreBounded() throws {
        let system = ScriptedSystemCalls()
        system.scripted["readByte"] = [Int32](repeating: -EINTR, count: 50)
        let policy = I2CRetryPolicy(maximumInterruptRetries: 5)
        let device = try openBus(system, policy: policy).device(at: 0x68)
        #expect(throws: I2CError.system(operation: "i2c_smbus_read_byte_data(0x75)", errno: EINTR)) {
            _ = try device.readByte(register: 0x75)
        }
        #expect(system.calls("readByte").count == 6)
    }

    @Test func eintrOnOpenAndSelectIsRetried() throws {
        let system = ScriptedSystemCalls()
        system.script("open", -EINTR, -EINTR)
        system.script("select", -EINTR)
        _ = try openBus(system).device(at: 0x68)
        #expect(system.calls("open").count == 3)
        #expect(system.calls("select").count == 2)
    }

    @Test(arguments: [EAGAIN, ETIMEDOUT, EREMOTEIO, EIO])
    func transientErrorsAreRetriedWithBackoff(code: Int32) throws {
        let system = ScriptedSystemCalls()
        system.registers[0x0F] = 0x69
        system.script("readByte", -code, -code)
        let policy = I2CRetryPolicy(maximumAttempts: 3, initialBackoffSeconds: 0.001, backoffMultiplier: 4)
        let device = try openBus(system, policy: policy).device(at: 0x6A)
        #expect(try device.readByte(register: 0x0F) == 0x69)
        #expect(system.sleeps == [0.001, 0.004])
    }

    @Test func transientRetriesAreBoundedAndTheLastErrorIsThrown() throws {
        let system = ScriptedSystemCalls()
        system.scripted["readBlock"] = [Int32](repeating: -EREMOTEIO, count: 10)
        let device = try openBus(system, policy: I2CRetryPolicy(maximumAttempts: 4)).device(at: 0x68)
        #expect(throws: I2CError.noAcknowledge(address: 0x68, errno: EREMOTEIO)) {
            _ = try device.readBlock(register: 0x3B, count: 14)
        }
        #expect(system.calls("readBlock").count == 4)
        #expect(system.sleeps.count == 3)
    }

    @Test(arguments: [ENXIO, ENODEV, EOPNOTSUPP, EINVAL, EPROTO])
    func permanentErrorsAreNotRetried(code: Int32) throws {
        let system = ScriptedSystemCalls()
        system.script("writeByte", -code)
        let device = try openBus(system).device(at: 0x68)
        #expect(throws: I2CError.self) { try device.writeByte(register: 0x6B, value: 0x80) }
        #expect(system.calls("writeByte").count == 1)
        #expect(system.sleeps.isEmpty)
    }

    @Test func busyAddressNamesTheKernelDriver() throws {
        let system = ScriptedSystemCalls()
        system.script("select", -EBUSY)
        system.links["/sys/bus/i2c/devices/1-0068/driver"] = "../../../../../../bus/i2c/drivers/inv-mpu6050-i2c"
        let bus = try openBus(system)
        #expect(throws: I2CError.busyKernelDriver(bus: "/dev/i2c-1", address: 0x68, driver: "inv-mpu6050-i2c")) {
            _ = try bus.device(at: 0x68)
        }
    }

    @Test func openErrorsMapToTheirCauses() throws {
        let cases: [(Int32, I2CError)] = [
            (ENOENT, .busNotFound(path: "/dev/i2c-1")),
            (ENXIO, .busNotFound(path: "/dev/i2c-1")),
            (EACCES, .permissionDenied(path: "/dev/i2c-1")),
            (EPERM, .permissionDenied(path: "/dev/i2c-1")),
        ]
        for (code, expected) in cases {
            let system = ScriptedSystemCalls()
            system.script("open", -code)
            #expect(throws: expected) { _ = try openBus(system) }
        }
    }

    @Test func aNodeThatIsNotAnI2CBusIsRefusedAndClosed() throws {
        let system = ScriptedSystemCalls()
        system.script("funcs", -ENOTTY)
        #expect(throws: I2CError.system(operation: "ioctl(/dev/i2c-1, I2C_FUNCS)", errno: ENOTTY)) {
            _ = try openBus(system)
        }
        #expect(system.calls("close").count == 1)
    }

    @Test func wordsUseSMBusWordTransfers() throws {
        let system = ScriptedSystemCalls()
        let device = try openBus(system).i2cDevice(at: 0x68)
        try device.writeWord(register: 0x10, value: 0x1234)
        #expect(try device.readWord(register: 0x10) == 0x1234)
        #expect(system.registers[0x10] == 0x34)
    }

    @Test func closeIsIdempotent() throws {
        let system = ScriptedSystemCalls()
        let bus = try openBus(system)
        bus.close()
        bus.close()
        #expect(system.calls("close").count == 1)
    }
}
