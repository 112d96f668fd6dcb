import Platform
import Testing
@testable import I2C
@testable import I2CTesting

@Suite struct FakeRegisterBusTests {
    @Test func recordsEveryTransferInOrder() throws {
        let bus = FakeRegisterBus(address: 0x68, registers: [0x75: 0x68])
        let identity = try bus.readByte(register: 0x75)
        try bus.writeByte(register: 0x6B, value: 0x80)
        try bus.writeBlock(register: 0x19, bytes: [0x07, 0x03])
        let burst = try bus.readBlock(register: 0x19, count: 3)

        #expect(identity == 0x68)
        #expect(burst == [0x07, 0x03, 0x00])
        #expect(bus.transcript == [
            .read(0x75, 0x68),
            .write(0x6B, 0x80),
            FakeTransfer(.writeBlock, register: 0x19, bytes: [0x07, 0x03]),
            FakeTransfer(.readBlock, register: 0x19, bytes: [0x07, 0x03, 0x00]),
        ])
        #expect(bus.writes.count == 2)
        #expect(bus.writtenValues(register: 0x1A) == [0x03])
        #expect(bus[0x6B] == 0x80)
    }

    @Test func preloadAndStoredValues() {
        let bus = FakeRegisterBus(address: 0x6A)
        bus.preload(register: 0xFE, bytes: [1, 2, 3])
        #expect(bus.storedValues(register: 0xFE, count: 3) == [1, 2, 3])
        #expect(bus[0x00] == 3)
        #expect(bus.transcript.isEmpty)
    }

    @Test func refusesBlocksLongerThan32Bytes() throws {
        let bus = FakeRegisterBus(address: 0x68)
        #expect(throws: I2CError.self) { _ = try bus.readBlock(register: 0x00, count: 33) }
        #expect(throws: I2CError.self) { try bus.writeBlock(register: 0x00, bytes: [UInt8](repeating: 1, count: 33)) }
        #expect(throws: I2CError.self) { _ = try bus.readBlock(register: 0x00, count: 0) }
        #expect(try bus.readBlock(register: 0x00, count: 32).count == 32)
        #expect(bus.transcript.count == 4)
        #expect(bus.transcript.prefix(3).allSatisfy { $0.error != nil })
        #expect(bus.registers.allSatisfy { $0 == 0 })
    }

    @Test func splitsWhenAskedLikeI2CDevice() throws {
        let bus = FakeRegisterBus(address: 0x68)
        bus.splitsLongTransfers = true
        bus.preload(register: 0x10, bytes: Array(0..<70))
        let bytes = try bus.readBlock(register: 0x10, count: 70)
        #expect(bytes == Array(0..<70))
        #expect(bus.transcript.map(\.bytes.count) == [32, 32, 6])
        #expect(bus.transcript.map(\.register) == [0x10, 0x30, 0x50])
    }

    @Test func refusesCombinedTransfersLikeI2CStub() throws {
        let bus = FakeRegisterBus(address: 0x68, registers: [0x3B: 0x12])
        #expect(bus.refusesCombinedTransfers)
        #expect(throws: I2CError.unsupported(operation: "I2C_RDWR combined transfer")) {
            _ = try bus.readCombined(register: 0x3B, count: 64)
        }
        bus.refusesCombinedTransfers = false
        let bytes = try bus.readCombined(register: 0x3B, count: 64)
        #expect(bytes.count == 64 && bytes[0] == 0x12)
    }

    @Test func failsTheNextTransfersWithTheScriptedErrno() throws {
        let bus = FakeRegisterBus(address: 0x68, registers: [0x75: 0x68], busPath: "/dev/i2c-1")
        bus.failNext(2, errno: EREMOTEIO)
        #expect(throws: I2CError.noAcknowledge(address: 0x68, errno: EREMOTEIO)) { _ = try bus.readByte(register: 0x75) }
        #expect(throws: I2CError.noAcknowledge(address: 0x68, errno: EREMOTEIO)) { try bus.writeByte(register: 0x6B, value: 0) }
        #expect(try bus.readByte(register: 0x75) == 0x68)
        #expect(bus.transcript.map { $0.error?.errno } == [EREMOTEIO, EREMOTEIO, nil])
        #expect(bus.writes.isEmpty)
    }

    @Test func failsAfterSkippingAndOnlyMatchingOperations() throws {
        let bus = FakeRegisterBus(address: 0x68)
        bus.failNext(1, errno: ETIMEDOUT, skipping: 1, operations: [.readBlock])
        _ = try bus.readByte(register: 0)
        _ = try bus.readBlock(register: 0, count: 2)
        #expect(throws: I2CError.timeout(address: 0x68)) { _ = try bus.readBlock(register: 0, count: 2) }
        _ = try bus.readBlock(register: 0, count: 2)
        #expect(!bus.hasScriptedFailures)
    }

    @Test func failsAlwaysUntilStopped() throws {
        let bus = FakeRegisterBus(address: 0x68)
        bus.failAlways(errno: EIO)
        for _ in 0..<5 {
            #expect(throws: I2CError.system(operation: "i2c_smbus_read_byte_data(0x00)", errno: EIO)) {
                _ = try bus.readByte(register: 0)
            }
        }
        bus.stopFailing()
        #expect(try bus.readByte(register: 0) == 0)
    }

    @Test func missingFunctionalityIsUnsupported() {
        let bus = FakeRegisterBus(address: 0x68, functionality: [.readByteData, .writeByteData])
        #expect(throws: I2CError.unsupported(operation: "i2c_smbus_read_i2c_block_data")) {
            _ = try bus.readBlock(register: 0, count: 2)
        }
    }

    @Test func wordsAreLittleEndianRegisterPairs() throws {
        let bus = FakeRegisterBus(address: 0x68)
        try bus.writeWord(register: 0x10, value: 0xABCD)
        #expect(bus.storedValues(register: 0x10, count: 2) == [0xCD, 0xAB])
        #expect(try bus.readWord(register: 0x10) == 0xABCD)
    }

    @Test func modelMakesRegistersLive() throws {
        final class ResetClears: FakeRegisterModel {
            var fifo: [UInt8] = [9, 8, 7]
            func didWrite(register: UInt8, value: UInt8, on bus: FakeRegisterBus) {
                if register == 0x6B && value & 0x80 != 0 { bus[0x6B] = 0x40 }
            }
            func valueForRead(register: UInt8, on bus: FakeRegisterBus) -> UInt8? {
                register == 0x74 && !fifo.isEmpty ? fifo.removeFirst() : nil
            }
            func registerAfter(_ register: UInt8, on bus: FakeRegisterBus) -> UInt8 {
                register == 0x74 ? 0x74 : register &+ 1
            }
        }
        let bus = FakeRegisterBus(address: 0x68)
        bus.model = ResetClears()
        try bus.writeByte(register: 0x6B, value: 0x80)
        #expect(try bus.readByte(register: 0x6B) == 0x40)
        #expect(try bus.readBlock(register: 0x74, count: 3) == [9, 8, 7])
    }
}

@Suite struct FakeI2CBusTests {
    @Test func scanFindsDevicesAndBusyAddresses() throws {
        let bus = FakeI2CBus(path: "/dev/i2c-0")
        bus.addDevice(address: 0x68)
        bus.addDevice(address: 0x50)
        bus.kernelDrivers[0x6A] = "st_lsm6dsx_i2c"
        let found = try bus.scan()
        #expect(found == [
            I2CScanEntry(address: 0x50, result: .present),
            I2CScanEntry(address: 0x68, result: .present),
            I2CScanEntry(address: 0x6A, result: .busy(driver: "st_lsm6dsx_i2c")),
        ])
        #expect(bus.devices[0x50]?.transcript.map(\.operation) == [.receiveByte])
        #expect(bus.devices[0x68]?.transcript.map(\.operation) == [.quickWrite])
    }

    @Test func absentAddressNaksAndBusyAddressCannotBeSelected() throws {
        let bus = FakeI2CBus(path: "/dev/i2c-0")
        bus.absentAddressErrno = ENODEV
        let nobody = try bus.device(at: 0x69)
        #expect(throws: I2CError.noAcknowledge(address: 0x69, errno: ENODEV)) { _ = try nobody.readByte(register: 0x75) }
        bus.kernelDrivers[0x68] = "inv-mpu6050-i2c"
        #expect(throws: I2CError.busyKernelDriver(bus: "/dev/i2c-0", address: 0x68, driver: "inv-mpu6050-i2c")) {
            _ = try bus.device(at: 0x68)
        }
    }

    @Test func automaticProbeFollowsI2CDetectRanges() {
        let all = I2CFunctionality.smbusStub
        #expect(I2CProbeMethod.automatic.resolved(for: 0x68, functionality: all) == .quickWrite)
        #expect(I2CProbeMethod.automatic.resolved(for: 0x30, functionality: all) == .readByte)
        #expect(I2CProbeMethod.automatic.resolved(for: 0x5F, functionality: all) == .readByte)
        #expect(I2CProbeMethod.automatic.resolved(for: 0x68, functionality: [.readByte]) == .readByte)
        #expect(I2CProbeMethod.automatic.resolved(for: 0x68, functionality: [.readByteData]) == nil)
    }
}
