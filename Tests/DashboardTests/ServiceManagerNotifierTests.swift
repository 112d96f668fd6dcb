import Platform
import Testing

/// `ServiceManagerNotifier` speaks sd_notify's datagram protocol to a socket a test binds.
struct ServiceManagerNotifierTests {
    /// A bound datagram socket standing in for systemd's notify socket.
    final class ListeningSocket {
        let descriptor: Int32
        let path: String

        init(path: String, abstract: Bool = false) throws {
            self.path = path
            descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0)
            try #require(descriptor >= 0)
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            var bytes = Array(path.utf8)
            if abstract { bytes[0] = 0 }
            withUnsafeMutableBytes(of: &address.sun_path) { buffer in
                for (index, byte) in bytes.enumerated() { buffer[index] = byte }
            }
            let length = MemoryLayout<sa_family_t>.size + bytes.count + (abstract ? 0 : 1)
            let status = withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(length)) }
            }
            try #require(status == 0, "bind: \(SystemErrorText.describe(errno))")
            var timeout = timeval(tv_sec: 2, tv_usec: 0)
            setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        }

        func receive() -> String? {
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count >= 0 else { return nil }
            return String(decoding: buffer[0..<count], as: UTF8.self)
        }

        deinit {
            close(descriptor)
            if !path.hasPrefix("@") { unlink(path) }
        }
    }

    @Test func sendsEachStateAsOneDatagramToAPathSocket() throws {
        let listener = try ListeningSocket(path: "/tmp/inertia-notify-test-\(getpid()).sock")
        let notifier = ServiceManagerNotifier(socketPath: listener.path)
        try notifier.notify("READY=1\nSTATUS=serving")
        try notifier.notify("WATCHDOG=1")
        #expect(listener.receive() == "READY=1\nSTATUS=serving")
        #expect(listener.receive() == "WATCHDOG=1")
    }

    @Test func anAtSignNamesTheAbstractNamespace() throws {
        let name = "@inertia-notify-test-\(getpid())"
        let listener = try ListeningSocket(path: name, abstract: true)
        try ServiceManagerNotifier(socketPath: name).notify("STOPPING=1")
        #expect(listener.receive() == "STOPPING=1")
    }

    @Test func aMissingSocketIsAnErrorNamingTheErrno() {
        let notifier = ServiceManagerNotifier(socketPath: "/tmp/inertia-no-such-notify-socket-\(getpid())")
        #expect(throws: ServiceManagerNotifier.Failure.self) { try notifier.notify("READY=1") }
        do {
            try notifier.notify("READY=1")
        } catch {
            #expect(error.description.contains("ENOENT"), "\(error)")
        }
    }

    @Test func aPathLongerThanASocketAddressIsRefused() {
        let notifier = ServiceManagerNotifier(socketPath: "/tmp/" + String(repeating: "x", count: 200))
        #expect(throws: ServiceManagerNotifier.Failure.pathTooLong(notifier.socketPath)) { try notifier.notify("READY=1") }
    }

    @Test func theEnvironmentNamesTheSocketAndHalfTheWatchdogPeriod() {
        func environment(_ values: [String: String]) -> (String) -> String? { { values[$0] } }
        #expect(ServiceManagerNotifier.fromEnvironment(environment([:])) == nil)
        #expect(ServiceManagerNotifier.fromEnvironment(environment(["NOTIFY_SOCKET": ""])) == nil)
        let plain = ServiceManagerNotifier.fromEnvironment(environment(["NOTIFY_SOCKET": "/run/systemd/notify"]))
        #expect(plain == ServiceManagerNotifier(socketPath: "/run/systemd/notify"))
        let watched = ServiceManagerNotifier.fromEnvironment(
            environment(["NOTIFY_SOCKET": "/run/n", "WATCHDOG_USEC": "20000000", "WATCHDOG_PID": "42"]), processIdentifier: 42)
        #expect(watched?.watchdogIntervalSeconds == 10)
        let someoneElses = ServiceManagerNotifier.fromEnvironment(
            environment(["NOTIFY_SOCKET": "/run/n", "WATCHDOG_USEC": "20000000", "WATCHDOG_PID": "43"]), processIdentifier: 42)
        #expect(someoneElses?.watchdogIntervalSeconds == nil)
    }

    @Test func aWatchdogIntervalThatIsNoTimeMeansNone() {
        for interval in [Double.nan, .infinity, 0, -1] {
            #expect(ServiceManagerNotifier(socketPath: "/run/n", watchdogIntervalSeconds: interval).watchdogIntervalSeconds == nil)
        }
        #expect(ServiceManagerNotifier(socketPath: "/run/n", watchdogIntervalSeconds: 1e300).watchdogIntervalSeconds == HostSleep.longestSeconds)
    }
}
