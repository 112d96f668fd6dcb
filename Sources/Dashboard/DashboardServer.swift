import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import MotionFeed

/// The web dashboard: one page and a WebSocket that streams frames and takes controls.
public struct DashboardServer: Sendable {
    /// Where and how fast the dashboard serves.
    public struct Settings: Sendable {
        /// Address to listen on. Default 127.0.0.1 (this machine only).
        public var host = "127.0.0.1"
        /// TCP port; 0 picks a free one. Default 8080.
        public var port = 8080
        /// Highest rate of frames sent to each page, Hz. Default 60.
        public var broadcastRateHertz = 60.0

        /// Default settings.
        public init() {}

        /// Whether `host` is a loopback address (reachable only from this machine).
        public var isLoopback: Bool {
            host == "localhost" || host == "::1" || host.hasPrefix("127.")
        }
    }

    private let feed: any MotionFeed
    private let settings: Settings
    private let logger: Logger
    private let broadcaster = FrameBroadcaster()

    /// Creates a server for `feed`.
    public init(feed: any MotionFeed, settings: Settings, logger: Logger) {
        self.feed = feed
        self.settings = settings
        self.logger = logger
    }

    /// Serves until SIGINT or SIGTERM. `onListening` receives the port actually bound.
    public func run(onListening: @escaping @Sendable (Int) -> Void = { _ in }) async throws {
        let router = Router(context: BasicWebSocketRequestContext.self)
        let page = DashboardPage.document
        router.get("/") { _, _ in
            Response(
                status: .ok,
                headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                body: .init(byteBuffer: ByteBuffer(string: page))
            )
        }
        router.get("/health") { _, _ in "ok\n" }
        let connections = ConnectionHandler(feed: feed, broadcaster: broadcaster, logger: logger)
        router.ws("/ws") { inbound, outbound, _ in
            await connections.serve(inbound: inbound, outbound: outbound)
        }
        let app = Application(
            router: router,
            server: .http1WebSocketUpgrade(webSocketRouter: router),
            configuration: .init(address: .hostname(settings.host, port: settings.port), serverName: "inertia"),
            onServerRunning: { channel in
                onListening(channel.localAddress?.port ?? settings.port)
            },
            logger: logger
        )
        let broadcaster = self.broadcaster
        let feed = self.feed
        let rate = settings.broadcastRateHertz
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { await broadcaster.run(feed: feed, rateHertz: rate) }
            try await app.runService()
            group.cancelAll()
        }
    }
}
