import Platform
import Testing
@testable import I2C

@Suite struct I2CBusDirectoryTests {
    @Test func listsBusNodesWithAdapterNamesSortedByNumber() throws {
        let root = "/tmp/inertia-i2c-directory-\(getpid())"
        defer { _ = system("rm -rf \(root)") }
        let commands = [
            "mkdir -p \(root)/dev \(root)/sys/i2c-1 \(root)/sys/i2c-10",
            "touch \(root)/dev/i2c-10 \(root)/dev/i2c-1 \(root)/dev/i2c-x \(root)/dev/tty0",
            "printf 'bcm2835 (i2c@7e804000)\\n' > \(root)/sys/i2c-1/name",
            "printf 'SMBus stub driver\\n' > \(root)/sys/i2c-10/name",
        ]
        for command in commands { #expect(system(command) == 0) }
        let directory = I2CBusDirectory(deviceDirectory: "\(root)/dev", adapterDirectory: "\(root)/sys")
        #expect(directory.buses() == [
            .init(number: 1, path: "\(root)/dev/i2c-1", adapterName: "bcm2835 (i2c@7e804000)"),
            .init(number: 10, path: "\(root)/dev/i2c-10", adapterName: "SMBus stub driver"),
        ])
        #expect(directory.busPaths() == ["\(root)/dev/i2c-1", "\(root)/dev/i2c-10"])
    }

    @Test func missingDirectoriesGiveNoBuses() {
        let directory = I2CBusDirectory(deviceDirectory: "/nonexistent/dev", adapterDirectory: "/nonexistent/sys")
        #expect(directory.buses().isEmpty)
    }

    @Test func helpersFormatAddressesLikeSysfs() {
        #expect(hex(0x6A) == "0x6a")
        #expect(hex(0x08) == "0x08")
        #expect(hex4(0x68) == "0068")
        #expect(busNumber("/dev/i2c-12") == "12")
        #expect(busNumber("/dev/i2c-fake") == nil)
    }
}
