/// Tells the service manager (systemd) about a service's life: `READY=1` when it serves,
/// `WATCHDOG=1` while it is healthy, `STOPPING=1` when it begins to stop, `STATUS=…` for
/// `systemctl status`.
///
/// The protocol is one datagram per message on the Unix socket named by `$NOTIFY_SOCKET`
/// (a path, or an abstract address when it starts with `@`), as `sd_notify(3)` describes;
/// no libsystemd is needed. Outside a `Type=notify` unit the variable is unset and
/// `fromEnvironment()` returns nil, so callers notify only when someone listens.
public struct ServiceManagerNotifier: Sendable, Equatable {
    /// The socket address: a file path, or `@name` for the abstract namespace.
    public let socketPath: String
    /// How often the manager wants `WATCHDOG=1`, seconds: half of `$WATCHDOG_USEC` (as
    /// `sd_watchdog_enabled(3)` advises), nil when no watchdog is set or it is meant for
    /// another process (`$WATCHDOG_PID`).
    public let watchdogIntervalSeconds: Double?

    /// Why a message could not be sent.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// The socket path is longer than a Unix socket address holds (108 bytes).
        case pathTooLong(String)
        /// `socket` or `sendto` failed with this errno.
        case system(operation: String, errno: Int32)

        public var description: String {
            switch self {
            case let .pathTooLong(path):
                return "the notify socket path is too long: \(DisplayText.value(path))"
            case let .system(operation, code):
                return "cannot notify the service manager (\(operation)): \(SystemErrorText.describe(code))"
            }
        }
    }

    /// A notifier for `socketPath`.
    /// - Parameter watchdogIntervalSeconds: seconds between `WATCHDOG=1` messages, at most
    ///   `HostSleep.longestSeconds`; nil for none, and so is a value that is not positive
    ///   and finite.
    public init(socketPath: String, watchdogIntervalSeconds: Double? = nil) {
        self.socketPath = socketPath
        self.watchdogIntervalSeconds = watchdogIntervalSeconds.flatMap { interval in
            interval > 0 && interval.isFinite ? min(interval, HostSleep.longestSeconds) : nil
        }
    }

    /// The notifier the environment asks for (`$NOTIFY_SOCKET`, `$WATCHDOG_USEC`,
    /// `$WATCHDOG_PID`), nil when the process does not run under a notify-type service.
    /// - Parameters:
    ///   - environment: reads a variable; the process environment by default.
    ///   - processIdentifier: this process, compared with `$WATCHDOG_PID`. Default: `getpid()`.
    public static func fromEnvironment(
        _ environment: (String) -> String? = environmentValue, processIdentifier: Int32 = getpid()
    ) -> ServiceManagerNotifier? {
        guard let path = environment("NOTIFY_SOCKET"), !path.isEmpty else { return nil }
        var interval: Double?
        if let text = environment("WATCHDOG_USEC"), let microseconds = UInt64(text), microseconds > 0 {
            let owner = environment("WATCHDOG_PID").flatMap { Int32($0) }
            if owner == nil || owner == processIdentifier {
                interval = Double(microseconds) / 2_000_000
            }
        }
        return ServiceManagerNotifier(socketPath: path, watchdogIntervalSeconds: interval)
    }

    /// Sends `state`: lines such as `READY=1` or `STATUS=serving on 127.0.0.1:8080`,
    /// joined by newlines, in one datagram.
    public func notify(_ state: String) throws(Failure) {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        var pathBytes = Array(socketPath.utf8)
        let abstract = pathBytes.first == UInt8(ascii: "@")
        if abstract { pathBytes[0] = 0 }
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard pathBytes.count < capacity else { throw .pathTooLong(socketPath) }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in pathBytes.enumerated() { buffer[index] = byte }
        }
        // An abstract address is exactly as long as its name; a path ends at its NUL.
        let addressLength = MemoryLayout<sa_family_t>.size + pathBytes.count + (abstract ? 0 : 1)

        let descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw .system(operation: "socket", errno: errno) }
        defer { close(descriptor) }
        let message = Array(state.utf8)
        var sent = -1
        repeat {
            sent = message.withUnsafeBytes { bytes in
                withUnsafePointer(to: &address) { pointer in
                    pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                        sendto(descriptor, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL), socketAddress, socklen_t(addressLength))
                    }
                }
            }
        } while sent < 0 && errno == EINTR
        guard sent >= 0 else { throw .system(operation: "sendto \(DisplayText.value(socketPath))", errno: errno) }
    }

    /// The process environment's value of `name`, nil when unset.
    public static func environmentValue(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
