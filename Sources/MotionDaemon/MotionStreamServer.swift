import DeviceMotion
import Logging
import NIOCore
import NIOPosix
import Platform
import ServiceLifecycle

/// The board's motion daemon: device motion and raw samples from one `MotionManager` to any
/// number of local programs over a Unix socket (and TCP when asked), as newline-delimited
/// JSON (the protocol is in docs/motion-socket-protocol.md).
///
/// A `Service`: run it in a `ServiceGroup`. On graceful shutdown every client gets a final
/// status line, the connections close and the socket file is removed.
public struct MotionStreamServer: Service {
    private let hub: MotionHub
    private let settings: Settings
    private let logger: Logger
    private let onListening: @Sendable (_ socketPath: String?, _ tcpPort: Int?) -> Void

    /// A server for `manager`'s samples.
    /// - Parameter onListening: called once the socket (and TCP port, the one bound) listen.
    public init(
        manager: MotionManager, settings: Settings, metrics: MotionDaemonMetrics = MotionDaemonMetrics(), logger: Logger,
        onListening: @escaping @Sendable (_ socketPath: String?, _ tcpPort: Int?) -> Void = { _, _ in }
    ) {
        self.hub = MotionHub(manager: manager, settings: settings, metrics: metrics)
        self.settings = settings
        self.logger = logger
        self.onListening = onListening
    }

    /// Makes the socket's folder and clears a stale socket file, before anything is
    /// opened: a live socket, a path that is not a socket, or a folder that cannot be made
    /// is a `MotionStreamError`. Call it early to fail before the sensor starts.
    /// Settings no server can use are refused here too: a TCP port outside 0…65535, a
    /// status interval that is not from 1 ms to a day.
    public static func prepare(_ settings: Settings) throws(MotionStreamError) {
        try validate(settings)
        guard let path = settings.socketPath else { return }
        try SocketPath.prepare(path)
    }

    /// Refuses the settings `prepare` describes, each in one line.
    static func validate(_ settings: Settings) throws(MotionStreamError) {
        if let port = settings.tcpPort, !(0...65535).contains(port) {
            throw MotionStreamError("the motion stream's TCP port must be between 0 and 65535 (got \(port))")
        }
        let interval = settings.statusIntervalSeconds
        guard interval >= 0.001, interval <= 86_400 else {
            throw MotionStreamError("the motion stream's status interval must be from 0.001 to 86400 s (got \(interval))")
        }
    }

    public func run() async throws {
        try Self.validate(settings)
        let group = MultiThreadedEventLoopGroup.singleton
        var channels: [any Channel] = []
        var socketInPlace = false
        do {
            if let path = settings.socketPath {
                try SocketPath.prepare(path)
                // Bound under a staging name, its mode set, then linked into place: a client
                // that finds the socket always finds it with its final mode and group.
                let staging = SocketPath.stagingPath(for: path)
                if let staging, unlink(staging) != 0, errno != ENOENT {
                    throw MotionStreamError("cannot clear \(staging) for the motion socket: \(SystemErrorText.describe(errno))")
                }
                channels.append(try await bootstrap(group: group, needsToken: false)
                    .bind(unixDomainSocketPath: staging ?? path, cleanupExistingSocketFile: false).get())
                if let staging {
                    try SocketPath.publish(staging, as: path, mode: settings.socketMode, group: settings.socketGroup)
                    socketInPlace = true
                } else {
                    // Bound under its own name: removed again if its mode cannot be set.
                    socketInPlace = true
                    try SocketPath.setAccess(path, mode: settings.socketMode, group: settings.socketGroup)
                }
            }
            var tcpPort: Int?
            if let port = settings.tcpPort {
                let channel = try await bootstrap(group: group, needsToken: !settings.isLoopback)
                    .bind(host: settings.tcpHost, port: port).get()
                channels.append(channel)
                tcpPort = channel.localAddress?.port ?? port
            }
            onListening(settings.socketPath, tcpPort)
        } catch {
            for channel in channels { await close(channel) }
            if let path = settings.socketPath, socketInPlace { unlink(path) }
            throw MotionStreamError(error, settings: settings)
        }

        await withTaskGroup(of: Void.self) { tasks in
            let hub = self.hub
            tasks.addTask { await hub.distribute() }
            tasks.addTask { await hub.reportStatus() }
            tasks.addTask {
                // Wait for SIGTERM/SIGINT (or the group's cancellation).
                do {
                    try await gracefulShutdown()
                } catch {
                    return  // cancelled: the group is going away anyway
                }
            }
            await tasks.next()
            tasks.cancelAll()
        }
        for channel in channels { await close(channel) }
        if let path = settings.socketPath { unlink(path) }
        let closing = hub.allClients.map { $0.close(after: hub.statusLine(for: $0, isFinal: true)) }
        for future in closing {
            do {
                try await future.get()
            } catch {
                logger.debug("a client went away before its final status: \(error)")
            }
        }
    }

    private func close(_ channel: any Channel) async {
        do {
            try await channel.close().get()
        } catch {
            logger.debug("closing a listener: \(error)")
        }
    }

    private func bootstrap(group: MultiThreadedEventLoopGroup, needsToken: Bool) -> ServerBootstrap {
        let hub = self.hub
        let settings = self.settings
        return ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 64)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(.writeBufferWaterMark, value: .init(low: 32 * 1024, high: 256 * 1024))
            // A client that has said all it will (`echo … | socat`, `nc -N`) still reads.
            .childChannelOption(.allowRemoteHalfClosure, value: true)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(
                        ByteToMessageHandler(LineFrameDecoder(maximumBytes: settings.maximumLineBytes)))
                    try channel.pipeline.syncOperations.addHandler(
                        StreamClientHandler(hub: hub, settings: settings, needsToken: needsToken))
                }
            }
    }
}
