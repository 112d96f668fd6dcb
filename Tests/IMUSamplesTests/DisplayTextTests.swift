import Foundation
import IMUSamples
import Platform
import Testing

/// Values quoted in messages: escaped, shortened, one line.
@Suite struct DisplayTextTests {
    @Test func shortValuesAreKept() {
        #expect(DisplayText.value("abc") == "abc")
        #expect(DisplayText.value("µT ²") == "µT ²")
    }

    @Test func longValuesKeepSixtyCharactersAndAnEllipsis() {
        let shown = DisplayText.value(String(repeating: "7", count: 5_000_000))
        #expect(shown == String(repeating: "7", count: 60) + "…")
        #expect(DisplayText.value(String(repeating: "a", count: 80)) == String(repeating: "a", count: 80))
    }

    @Test func controlCharactersAndInvalidBytesAreEscaped() {
        #expect(DisplayText.value("a\u{1B}[31mb\n") == "a\\x1B[31mb\\x0A")
        #expect(DisplayText.value(bytes: [0x41, 0xFF, 0xFE, 0x01, 0xC3, 0xA9]) == "A\\xFF\\xFE\\x01é")
    }

    @Test func aLineIsOneLineAndBounded() {
        #expect(DisplayText.line("one\ntwo") == "one two")
        let line = DisplayText.line(String(repeating: "x", count: 1000), maximum: 300)
        #expect(line.count == 300)
        #expect(line.hasSuffix("…"))
    }

    @Test func aBinaryFieldInALogIsEscapedInTheError() throws {
        let path = NSTemporaryDirectory() + "inertia-display-\(UUID().uuidString).csv"
        defer { try? FileManager.default.removeItem(atPath: path) }
        var bytes = Array("time_s,gyro_x_rad_s,gyro_y_rad_s,gyro_z_rad_s,accel_x_m_s2,accel_y_m_s2,accel_z_m_s2\n0,".utf8)
        bytes += [0x01, 0xFF, 0x1B] + Array(String(repeating: "9", count: 200).utf8) + Array(",0,0,0,0,9.8\n".utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        do {
            _ = try CSVLogReader.read(path: path)
            Issue.record("read")
        } catch {
            let message = error.description
            #expect(message.contains("\\x01\\xFF\\x1B"))
            #expect(message.contains("…"))
            #expect(message.count < 200)
        }
    }
}
