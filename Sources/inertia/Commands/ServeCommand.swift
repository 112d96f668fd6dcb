import ArgumentParser
import Dashboard
import Foundation
import Logging
import MotionFeed

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

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
        guard updateRate >= 1, updateRate <= 240 else { throw ValidationError("--update-rate must be between 1 and 240 Hz.") }
        guard !host.isEmpty else { throw ValidationError("--host must not be empty.") }
    }

    func run() async throws {
        var logger = Logger(label: "inertia.serve")
        logger.logLevel = .notice
        let feed: DeviceMotionFeed
        do {
            feed = try ViewFeed.open(view)
        } catch {
            FileHandle.standardError.write(Data("inertia serve: \(error)\n".utf8))
            throw ExitCode.failure
        }
        defer { feed.stop() }
        var settings = DashboardServer.Settings()
        settings.host = host
        settings.port = port
        settings.broadcastRateHertz = updateRate
        if !settings.isLoopback {
            Self.say("Notice: listening on \(host), so the dashboard is reachable from the network (anyone who can reach this port can see the motion and change the controls).")
        }
        let server = DashboardServer(feed: feed, settings: settings, logger: logger)
        let shownHost = host.contains(":") ? "[\(host)]" : host
        try await server.run { boundPort in
            Self.say("Dashboard: http://\(shownHost):\(boundPort)/")
        }
    }

    /// Writes a line to standard output at once (unbuffered, so scripts see it).
    static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
