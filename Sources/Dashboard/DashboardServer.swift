import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import MotionFeed
import NIOCore
import Platform
import ServiceLifecycle

/// The web dashboard: one page and a WebSocket that streams frames and takes controls.
///
/// Every request must name this machine (`Host`) and, when a browser says where it comes from
/// (`Origin`), come from the dashboard's own page (`RequestOriginPolicy`); control messages
/// also need `Settings.controlToken` when one is set. Connections, WebSocket clients, request
/// heads and idle time are limited (`Settings`).
public struct DashboardServer: Sendable {
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
    /// Throws `DashboardServerError` when it cannot listen, or when `settings` hold a port
    /// outside 0…65535 or a timeout outside 1 ms…1 day.
    ///
    /// With a `serviceManager` (`ServiceManagerNotifier.fromEnvironment()` under a systemd
    /// `Type=notify` unit) it sends `READY=1` once listening, `WATCHDOG=1` while frames keep
    /// arriving and `STOPPING=1` when a graceful shutdown begins.
    ///
    /// `services` run beside the server in the same service group (the motion stream), and
    /// shut down gracefully with it.
    public func run(
        serviceManager: ServiceManagerNotifier? = nil,
        services: [any Service] = [],
        onListening: @escaping @Sendable (Int) -> Void = { _ in }
    ) async throws(DashboardServerError) {
        let settings = self.settings
        try settings.validate()
        let policy = ServedOriginPolicy()
        let router = Router(context: BasicWebSocketRequestContext.self)
        DashboardPage.addRoutes(to: router, metrics: settings.metricsExposition)
        let connections = ConnectionHandler(
            feed: feed, broadcaster: broadcaster, controlToken: settings.controlToken, logger: logger
        )
        router.ws("/ws") { inbound, outbound, context in
            let token = context.request.uri.queryParameters["token"].map(String.init)
            try await connections.serve(inbound: inbound, outbound: outbound, presentedToken: token)
        }
        // Hummingbird logs every connection the gate refuses or times out at error level:
        // keep its own messages to critical ones so a hostile client cannot flood the log.
        var serverLogger = logger
        serverLogger.logLevel = .critical
        let app = Application(
            router: router,
            server: serverBuilder(webSocketRouter: router, policy: policy),
            configuration: .init(
                address: .hostname(settings.host, port: settings.port),
                serverName: "inertia",
                availableConnectionsDelegate: MaximumAvailableConnections(settings.maximumConnections, logger: logger)
            ),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? settings.port
                policy.set(RequestOriginPolicy(listeningHost: settings.host, port: port, machineNames: settings.machineNames))
                onListening(port)
                if let serviceManager {
                    do {
                        try serviceManager.notify("READY=1\nSTATUS=serving on \(settings.host):\(port)")
                    } catch {
                        logger.warning("\(String(describing: error))")
                    }
                }
            },
            logger: serverLogger
        )
        let broadcaster = self.broadcaster
        let feed = self.feed
        let rate = settings.broadcastRateHertz
        do {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { await broadcaster.run(feed: feed, rateHertz: rate) }
                var members: [ServiceGroupConfiguration.ServiceConfiguration] = [.init(service: app)]
                members += services.map { .init(service: $0) }
                if let serviceManager {
                    members.append(.init(service: ServiceManagerLink(notifier: serviceManager, feed: feed, logger: logger)))
                }
                let serviceGroup = ServiceGroup(configuration: .init(
                    services: members, gracefulShutdownSignals: [.sigterm, .sigint], logger: serverLogger
                ))
                try await serviceGroup.run()
                group.cancelAll()
            }
        } catch let error as IOError {
            throw .cannotListen(host: settings.host, port: settings.port, code: error.errnoCode)
        } catch is SocketAddressError.UnknownHost {
            throw .cannotResolve(host: settings.host)
        } catch let error as SocketAddressError {
            if case .unknown = error { throw .cannotResolve(host: settings.host) }
            throw .failed("cannot listen on \(settings.host): \(error)")
        } catch {
            throw .failed(String(describing: error).split(whereSeparator: \.isNewline).joined(separator: " "))
        }
    }

    /// HTTP/1 with the WebSocket upgrade, limits and guards from `settings`.
    private func serverBuilder(webSocketRouter: Router<BasicWebSocketRequestContext>, policy: ServedOriginPolicy)
        -> HTTPServerBuilder
    {
        let settings = self.settings
        let webSocketResponder = webSocketRouter.buildResponder()
        let webSocketSlots = WebSocketSlots(capacity: settings.maximumWebSocketClients)
        let configuration = HTTP1WebSocketUpgradeChannel.Configuration(
            http1: .init(
                idleTimeout: .nanoseconds(Int64(settings.idleTimeoutSeconds * 1e9)),
                httpDecoderConfiguration: .init(maxHeaderFieldSize: 8 * 1024, maxHeaderListSize: 16 * 1024, maxHeaderFieldCount: 64)
            ),
            ws: .init(
                maxFrameSize: 1 << 14,
                closeTimeout: .milliseconds(Int64(settings.webSocketCloseTimeoutSeconds * 1000)),
                validateUTF8: true
            )
        )
        return HTTPServerBuilder { responder in
            GuardedWebSocketChannel(
                upgradeChannel: HTTP1WebSocketUpgradeChannel(
                    responder: responder, webSocketResponder: webSocketResponder, configuration: configuration
                ),
                policy: policy,
                webSocketSlots: webSocketSlots,
                requestHeadTimeout: .nanoseconds(Int64(settings.requestHeadTimeoutSeconds * 1e9))
            )
        }
    }
}
