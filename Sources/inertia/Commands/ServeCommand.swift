import ArgumentParser
import Dashboard
import Foundation
import Logging
import MotionFeed
import Platform

/// `inertia serve`: the web dashboard.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a live web dashboard of device motion and the motion effects.",
        discussion: """
            One page with everything built in (works offline): a 3D board turned by the \
            attitude, a parallax card, a shimmering title, plots of the last 10 seconds, the \
            source's status and controls. Listens on 127.0.0.1 unless --host says otherwise.
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

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
        guard updateRate >= 1, updateRate <= 240 else { throw ValidationError("--update-rate must be between 1 and 240 Hz.") }
        guard !host.isEmpty else { throw ValidationError("--host must not be empty.") }
        guard (1...512).contains(maxClients) else { throw ValidationError("--max-clients must be between 1 and 512.") }
        if let token, ControlToken(token) == nil {
            throw ValidationError("--token must be 1 to 256 letters, digits, '-', '_', '.' or '~'.")
        }
    }

    func run() async throws {
        var logger = Logger(label: "inertia.serve")
        logger.logLevel = .notice
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
        if !settings.isLoopback {
            Self.say("Notice: listening on \(host), so the dashboard is reachable from the network; only the URL below (with its token) can change the controls, and anyone who can reach this port by this machine's name or address can watch.")
        }
        let server = DashboardServer(feed: feed, settings: settings, logger: logger)
        let shownHost = Self.shownHost(host)
        let query = settings.controlToken.map { "?token=\($0)" } ?? ""
        do {
            let calibration = feed.calibrationDescription
            try await server.run(serviceManager: ServiceManagerNotifier.fromEnvironment()) { boundPort in
                Self.say("Dashboard: http://\(shownHost):\(boundPort)/\(query)")
                CalibrationOptions.announce(description: calibration)
            }
        } catch {
            printError(error.description)
            throw ExitCode.failure
        }
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
