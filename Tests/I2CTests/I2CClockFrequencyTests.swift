import Platform
import Testing
@testable import I2C

@Suite struct I2CClockFrequencyTests {
    @Test func decodesOneBigEndianCell() {
        #expect(I2CBusDirectory.decodeClockFrequency([0x00, 0x01, 0x86, 0xA0]) == 100_000)
        #expect(I2CBusDirectory.decodeClockFrequency([0x00, 0x06, 0x1A, 0x80]) == 400_000)
        #expect(I2CBusDirectory.decodeClockFrequency([0x00, 0x01, 0x86]) == nil)
        #expect(I2CBusDirectory.decodeClockFrequency([]) == nil)
    }

    @Test func readsTheAdapterNodeAndIsNilWithoutOne() throws {
        let root = "/tmp/inertia-i2c-clock-\(getpid())"
        defer { _ = system("rm -rf \(root)") }
        #expect(system("mkdir -p \(root)/i2c-1/of_node \(root)/i2c-2 && printf '\\000\\006\\032\\200' > \(root)/i2c-1/of_node/clock-frequency") == 0)
        let directory = I2CBusDirectory(deviceDirectory: "/nonexistent", adapterDirectory: root)
        #expect(try directory.clockFrequencyHertz(busNumber: 1) == 400_000)
        #expect(try directory.clockFrequencyHertz(busNumber: 2) == nil)
        #expect(try directory.clockFrequencyHertz(busNumber: 3) == nil)
    }
}
