import I2C
import Testing
@testable import IMUDrivers

@Suite struct ChipProbeTests {
    func bus(at address: UInt8, whoAmI: UInt8, register: UInt8) -> DriverTestBus {
        let bus = DriverTestBus(address: address)
        bus.registers[Int(register)] = whoAmI
        return bus
    }

    @Test func identifiesEveryFamilyByAddress() throws {
        let cases: [(UInt8, UInt8, UInt8, String)] = [
            (0x68, 0x75, 0x68, "MPU-6050"), (0x69, 0x75, 0x71, "MPU-9250"), (0x68, 0x75, 0x12, "ICM-20602"),
            (0x6A, 0x0F, 0x69, "LSM6DS3"), (0x6A, 0x0F, 0x6A, "LSM6DSL"), (0x6B, 0x0F, 0x6C, "LSM6DSO"),
            (0x6B, 0x0F, 0x6B, "LSM6DSR"),
        ]
        for (address, register, value, name) in cases {
            let device = bus(at: address, whoAmI: value, register: register)
            let found = try ChipProbe.identify(bus: device, expected: nil)
            #expect(found.model.name == name)
            #expect(found.warnings.isEmpty)
            #expect(device.transfers == [.read(register, 1)])
        }
    }

    @Test func knownButDifferentMPUValueWarnsAndContinuesAsNamed() throws {
        let device = bus(at: 0x68, whoAmI: 0x70, register: 0x75)
        let found = try ChipProbe.identify(bus: device, expected: ChipCatalog.model(named: "mpu6050"))
        #expect(found.model.name == "MPU-6050")
        #expect(found.whoAmIFound == 0x70)
        #expect(found.warnings.count == 1)
        #expect(found.warnings[0].contains("0x70") && found.warnings[0].contains("MPU-6500"))
    }

    @Test func cloneValuesAreAcceptedWithAWarning() throws {
        for value: UInt8 in [0x72, 0x98] {
            let found = try ChipProbe.identify(bus: bus(at: 0x68, whoAmI: value, register: 0x75), expected: nil)
            #expect(found.warnings.count == 1)
            #expect(found.warnings[0].contains(uppercaseHex(value)))
        }
        let asNamed = try ChipProbe.identify(bus: bus(at: 0x68, whoAmI: 0x98, register: 0x75), expected: ChipCatalog.model(named: "mpu6050"))
        #expect(asNamed.model.name == "MPU-6050")
        #expect(asNamed.warnings.count == 2)
    }

    @Test func unknownValueIsATypedErrorNamingIt() {
        #expect(throws: IMUError.unexpectedDevice(address: 0x68, expected: "MPU-6050 family", found: 0x42)) {
            try ChipProbe.identify(bus: bus(at: 0x68, whoAmI: 0x42, register: 0x75), expected: nil)
        }
        let error = IMUError.unexpectedDevice(address: 0x68, expected: "MPU-6050 family", found: 0x42)
        #expect(error.description.contains("0x42") && error.description.contains("0x68"))
    }

    @Test func zeroAndAllOnesGiveTheWiringHint() {
        for value: UInt8 in [0x00, 0xFF] {
            #expect(throws: IMUError.noDeviceResponse(address: 0x6A, found: value)) {
                try ChipProbe.identify(bus: bus(at: 0x6A, whoAmI: value, register: 0x0F), expected: nil)
            }
            #expect(IMUError.noDeviceResponse(address: 0x6A, found: value).description.contains("wiring"))
        }
    }

    @Test func lsm6dsOtherLayoutRunsAsFoundLayout() throws {
        // A board sold as LSM6DS3 fitted with an LSM6DS3TR-C (0x6A).
        let found = try ChipProbe.identify(bus: bus(at: 0x6A, whoAmI: 0x6A, register: 0x0F), expected: ChipCatalog.model(named: "lsm6ds3"))
        #expect(found.model.name == "LSM6DSL")
        #expect(found.warnings.first?.contains("LSM6DS3") == true)
    }

    @Test func explicitChipReadsItsFamilyRegisterAtAnyAddress() throws {
        let device = bus(at: 0x68, whoAmI: 0x6C, register: 0x0F)
        let found = try ChipProbe.identify(bus: device, expected: ChipCatalog.model(named: "lsm6dso"))
        #expect(found.model.name == "LSM6DSO")
        #expect(device.transfers == [.read(0x0F, 1)])
    }

    @Test func probeSeparatesAbsentFromFailed() {
        let devices: [UInt8: DriverTestBus] = [
            0x68: bus(at: 0x68, whoAmI: 0x68, register: 0x75),
            0x6A: bus(at: 0x6A, whoAmI: 0x33, register: 0x0F),
        ]
        let results = ChipProbe.probe { (address: UInt8) throws(I2CError) -> any RegisterBus in
            if let device = devices[address] { return device }
            if address == 0x69 { throw I2CError.system(operation: "read", errno: 19) }  // i2c-stub: ENODEV
            let absent = DriverTestBus(address: address)
            absent.failure = .noAcknowledge(address: address, errno: 6)
            return absent
        }
        #expect(results.map(\.address) == [0x68, 0x69, 0x6A, 0x6B])
        guard case let .found(identity) = results[0].result else { Issue.record("0x68 not found"); return }
        #expect(identity.model.name == "MPU-6050")
        #expect(results[1].result == .absent)
        #expect(results[2].result == .failed(.unexpectedDevice(address: 0x6A, expected: "LSM6DS family", found: 0x33)))
        #expect(results[3].result == .absent)
    }
}

@Suite struct IMUErrorMessageTests {
    @Test func everyErrorHasOneLineSayingWhatToDo() {
        let report = SelfTestReport(chipName: "LSM6DS3", axes: [
            SelfTestAxisResult(axis: "gyroscope Z", response: 1, measured: 1, acceptedRange: 150...700, unit: "dps"),
        ])
        let cases: [(IMUError, [String])] = [
            (.bus(.noAcknowledge(address: 0x68, errno: 121)), ["0x68", "wiring"]),
            (.bus(.timeout(address: 0x68)), ["timed out"]),
            (.bus(.busyKernelDriver(bus: "/dev/i2c-1", address: 0x68, driver: "inv-mpu6050-i2c")), ["inv-mpu6050-i2c", "unbind", "--iio"]),
            (.bus(.busNotFound(path: "/dev/i2c-7")), ["/dev/i2c-7", "raspi-config", "dtparam=i2c_arm=on", "--simulate"]),
            (.bus(.permissionDenied(path: "/dev/i2c-1")), ["usermod"]),
            (.bus(.unsupported(operation: "I2C_RDWR")), ["I2C_RDWR", "EOPNOTSUPP"]),
            (.bus(.arbitrationLost(address: 0x6A)), ["arbitration"]),
            (.bus(.system(operation: "read", errno: 5)), ["EIO"]),
            (.bus(.invalidRequest("33 bytes")), ["33 bytes"]),
            (.unexpectedDevice(address: 0x6A, expected: "LSM6DS3", found: 0x33), ["0x33", "0x6A", "--chip"]),
            (.noDeviceResponse(address: 0x68, found: 0xFF), ["0xFF", "wiring"]),
            (.unknownChip("foo"), ["foo", "mpu6050", "lsm6dso"]),
            (.unsupportedSetting("rate"), ["rate"]),
            (.selfTestFailed(report), ["LSM6DS3", "gyroscope Z"]),
            (.selfTestUnsupported(chip: "MPU-6500"), ["MPU-6500"]),
            (.fifoOverflow(droppedSampleCount: 12), ["12", "overflow"]),
            (.noData(seconds: 1, chip: "MPU-6050"), ["MPU-6050", "1.0 s"]),
        ]
        for (error, fragments) in cases {
            let message = error.description
            #expect(!message.contains("\n"))
            for fragment in fragments {
                #expect(message.contains(fragment), "\(message) lacks \(fragment)")
            }
        }
    }
}
