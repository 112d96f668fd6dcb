import Platform
import Testing
@testable import I2C

@Suite struct I2CBusScanTests {
    @Test func scanProbesLikeI2CDetect() throws {
        let system = ScriptedSystemCalls()
        let bus = try I2CBus(path: "/dev/i2c-0", system: system)
        // Everything but 0x50 and 0x68 is absent (i2c-stub answers ENODEV).
        system.scripted["quick"] = (0x08...0x77).filter { $0 != 0x0C && !(0x30...0x37).contains($0) && !(0x50...0x5F).contains($0) }
            .map { $0 == 0x68 ? 0 : -ENODEV }
        system.scripted["receive"] = (0x08...0x77).filter { (0x30...0x37).contains($0) || (0x50...0x5F).contains($0) }
            .map { $0 == 0x50 ? 0 : -ENXIO }
        system.script("select", 0, 0, 0, 0, -EBUSY)  // 0x08…0x0B free, 0x0C owned
        system.links["/sys/bus/i2c/devices/0-000c/driver"] = "../drivers/dummy"
        let found = try bus.scan()
        #expect(found == [
            I2CScanEntry(address: 0x0C, result: .busy(driver: "dummy")),
            I2CScanEntry(address: 0x50, result: .present),
            I2CScanEntry(address: 0x68, result: .present),
        ])
        #expect(system.calls("quick").count == 0x70 - 24 - 1)
        #expect(system.calls("receive").count == 24)
        #expect(system.sleeps.isEmpty)
    }

    @Test func scanWithoutProbeTransfersIsUnsupported() throws {
        let system = ScriptedSystemCalls()
        system.functionalityMask = I2CFunctionality.readByteData.rawValue
        let bus = try I2CBus(path: "/dev/i2c-0", system: system)
        #expect(throws: I2CError.self) { _ = try bus.scan() }
    }
}
