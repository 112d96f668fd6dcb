import Testing
@testable import MotionDaemon

@Test func settingsNoStreamCanUseAreRefusedBeforeAnythingOpens() {
    #expect(throws: Never.self) { try MotionStreamServer.prepare(MotionStreamServer.Settings()) }
    for port in [65_536, 99_999, -1, Int.max] {
        var settings = MotionStreamServer.Settings()
        settings.tcpPort = port
        #expect(throws: MotionStreamError.self, "port \(port)") { try MotionStreamServer.prepare(settings) }
    }
    for seconds in [Double.nan, .infinity, -.infinity, -1, 0, 1e300] {
        var settings = MotionStreamServer.Settings()
        settings.statusIntervalSeconds = seconds
        #expect(throws: MotionStreamError.self, "status interval \(seconds)") { try MotionStreamServer.prepare(settings) }
    }
}
