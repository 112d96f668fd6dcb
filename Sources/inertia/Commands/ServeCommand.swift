import ArgumentParser
import Dashboard
import Foundation
import Logging
import MotionDaemon
import MotionFeed
import Platform

/// `inertia serve`: the board's motion daemon: the motion socket, the web dashboard and
/// Prometheus metrics.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Own the sensor and serve device motion: a motion socket for any program, a web dashboard and metrics.",
        discussion: """
            The board's motion daemon. Programs in any language read device motion or raw \
            samples from a Unix socket (and TCP with --stream-port) as JSON lines: send \
            {"subscribe": "device_motion", "rate_hz": 100} and read one line per sample, \
            each with its sequence number "seq", and a status line every second. The web \
            page (a 3D board, a parallax card, plots, controls; works offline) and \
            Prometheus metrics at /metrics share the HTTP port. Listens on 127.0.0.1 \
            unless --host says otherwise.
            """
    )

    @Option(name: .long, help: "Address to listen on. Anything but a loopback address makes the dashboard reachable from the network.")
    var host = "127.0.0.1"

    @Option(name: .long, help: "TCP port (0 picks a free one).")
    var port = 8080

    @OptionGroup var view: ViewOptions

    @Option(name: .long, help: "Highest rate of updates sent to each page, Hz.")
    var updateRate = 60.0

    @Option(name: .long, help: "Token a page needs to change the controls (letters, digits, - _ . ~). Made up at random when listening beyond loopback; not needed on loopback unless given.")
    var token: String?

    @Option(name: .long, help: "Most pages (WebSocket clients) open at once; HTTP connections are capped at twice this.")
    var maxClients = 64

    @Option(name: .long, help: "The motion socket's path. Default: $XDG_RUNTIME_DIR/inertia/motion.sock (/tmp/inertia-UID/motion.sock without XDG_RUNTIME_DIR).")
    var socket: String?

    @Flag(name: .long, help: "Serve no motion socket.")
    var noSocket = false

    @Option(name: .long, help: "The motion socket's permission bits, octal: who may connect.")
    var socketMode = "0660"

    @Option(name: .long, help: "The motion socket's group (name or number). Default: the process's group.")
    var socketGroup: String?

    @Option(name: .long, help: "Also serve the motion stream on this TCP port, on --host (0 picks a free one). Beyond loopback a client needs the control token.")
    var streamPort: Int?

    @Option(name: .long, help: "Most motion stream clients connected at once.")
    var maxStreamClients = 64

    @Option(name: .long, help: "Lines that may wait for a slow motion stream client before its oldest are dropped.")
    var streamQueueLines = 4096

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
        guard updateRate >= 1, updateRate <= 240 else { throw ValidationError("--update-rate must be between 1 and 240 Hz.") }
        guard !host.isEmpty else { throw ValidationError("--host must not be empty.") }
        guard (1...512).contains(maxClients) else { throw ValidationError("--max-clients must be between 1 and 512.") }
        if noSocket && socket != nil { throw ValidationError("--socket and --no-socket contradict each other; give one.") }
        guard Self.parseMode(socketMode) != nil else { throw ValidationError("--socket-mode must be octal permission bits such as 0660.") }
        if let streamPort, !(0...65535).contains(streamPort) { throw ValidationError("--stream-port must be between 0 and 65535.") }
        guard (1...4096).contains(maxStreamClients) else { throw ValidationError("--max-stream-clients must be between 1 and 4096.") }
        guard (16...1_000_000).contains(streamQueueLines) else { throw ValidationError("--stream-queue-lines must be between 16 and 1000000.") }
        if let token, ControlToken(token) == nil {
            throw ValidationError("--token must be 1 to 256 letters, digits, '-', '_', '.' or '~'.")
        }
    }

    func run() async throws {
        var logger = Logger(label: "inertia.serve")
        logger.logLevel = .notice
        let metrics = PrometheusExposition.bootstrap()
        var streamSettings = MotionStreamServer.Settings()
        streamSettings.socketPath = noSocket ? nil : (socket ?? Self.defaultSocketPath())
        streamSettings.socketMode = Self.parseMode(socketMode) ?? 0o660
        streamSettings.socketGroup = socketGroup
        streamSettings.tcpPort = streamPort
        streamSettings.tcpHost = host
        streamSettings.maximumClients = maxStreamClients
        streamSettings.queueCapacityLines = streamQueueLines
        do {
            // Before the sensor starts: a live socket or a path that is not one fails here.
            try MotionStreamServer.prepare(streamSettings)
        } catch {
            printError(error.description)
            throw ExitCode.failure
        }
        let feed: DeviceMotionFeed
        do {
            feed = try reportingFailures { try ViewFeed.open(view) }
        } catch let exit as ExitCode {
            throw exit
        } catch {
            printError(ErrorMessage.describe(error))
            throw ExitCode.failure
        }
        defer { feed.stop() }
        var settings = DashboardServer.Settings()
        settings.host = host
        settings.port = port
        settings.broadcastRateHertz = updateRate
        settings.maximumWebSocketClients = maxClients
        settings.maximumConnections = 2 * maxClients
        settings.controlToken = token.flatMap(ControlToken.init) ?? (settings.isLoopback ? nil : ControlToken.random())
        settings.metricsExposition = { metrics.emit() }
        streamSettings.controlToken = settings.controlToken?.description
        if !settings.isLoopback {
            Self.say("Notice: listening on \(host), so the dashboard is reachable from the network; only the URL below (with its token) can change the controls, and anyone who can reach this port by this machine's name or address can watch.")
        }
        let server = DashboardServer(feed: feed, settings: settings, logger: logger)
        let shownHost = Self.shownHost(host)
        let query = settings.controlToken.map { "?token=\($0)" } ?? ""
        do {
            let calibration = feed.calibrationDescription
            let stream = MotionStreamServer(manager: feed.manager, settings: streamSettings, logger: logger) { path, port in
                if let path { Self.say("Motion socket: \(path)") }
                if let port { Self.say("Motion stream: tcp://\(Self.shownHost(host)):\(port)") }
            }
            try await server.run(serviceManager: ServiceManagerNotifier.fromEnvironment(), services: [stream]) { boundPort in
                Self.say("Dashboard: http://\(shownHost):\(boundPort)/\(query)")
                CalibrationOptions.announce(description: calibration)
            }
        } catch {
            printError(error.description)
            throw ExitCode.failure
        }
    }

    /// `$XDG_RUNTIME_DIR/inertia/motion.sock`, or `/tmp/inertia-UID/motion.sock`.
    static func defaultSocketPath() -> String {
        if let runtime = getenv("XDG_RUNTIME_DIR").map({ String(cString: $0) }), !runtime.isEmpty {
            return runtime + "/inertia/motion.sock"
        }
        return "/tmp/inertia-\(getuid())/motion.sock"
    }

    /// Octal permission bits ("0660", "660"), nil when not octal or above 0777.
    static func parseMode(_ text: String) -> UInt32? {
        guard let value = UInt32(text, radix: 8), value <= 0o777 else { return nil }
        return value
    }

    /// The host as it goes in a URL: brackets around IPv6, the machine's name for a wildcard.
    static func shownHost(_ host: String) -> String {
        if host == "0.0.0.0" || host == "::" { return MachineNames.current().first ?? "localhost" }
        return host.contains(":") ? "[\(host)]" : host
    }

    /// Writes a line to standard output at once (unbuffered, so scripts see it).
    static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
