extension DashboardServer {
    /// Where and how fast the dashboard serves, who may use it and how much it takes.
    public struct Settings: Sendable {
        /// Address to listen on. Default 127.0.0.1 (this machine only).
        public var host = "127.0.0.1"
        /// TCP port, 0…65535; 0 picks a free one. Default 8080.
        public var port = 8080
        /// Highest rate of frames sent to each page, Hz. Default 60.
        public var broadcastRateHertz = 60.0
        /// The token a page needs for its control messages to be applied; nil lets every page
        /// from an allowed origin control. Default nil (the command makes one up beyond loopback).
        public var controlToken: ControlToken?
        /// This machine's names, accepted in `Host` and `Origin`. Default `MachineNames.current()`.
        public var machineNames = MachineNames.current()
        /// The most WebSocket clients (pages) open at once; more get 503. Default 64.
        public var maximumWebSocketClients = 64
        /// The most TCP connections open at once, WebSocket ones included; further ones wait
        /// in the listen backlog until one closes. Default 128.
        public var maximumConnections = 128
        /// How long a new connection may take to send its first request head, seconds
        /// (each timeout 0.001…86400). Default 5.
        public var requestHeadTimeoutSeconds = 5.0
        /// How long a kept-alive HTTP connection may sit idle between requests, seconds. Default 10.
        public var idleTimeoutSeconds = 10.0
        /// How long to wait for the page's close frame after closing a WebSocket, seconds. Default 5.
        public var webSocketCloseTimeoutSeconds = 5.0
        /// The metrics in the Prometheus text format, served at `GET /metrics`; nil (default)
        /// serves no metrics.
        public var metricsExposition: (@Sendable () -> [UInt8])?

        /// Default settings.
        public init() {}

        /// Refuses settings no server can use, each in one line: a port outside 0…65535, a
        /// timeout that is not from 1 ms to a day (`DashboardServer.run` checks first).
        func validate() throws(DashboardServerError) {
            guard (0...65535).contains(port) else { throw .failed("the dashboard's port must be between 0 and 65535 (got \(port))") }
            let timeouts = [
                ("request head", requestHeadTimeoutSeconds), ("idle", idleTimeoutSeconds),
                ("WebSocket close", webSocketCloseTimeoutSeconds),
            ]
            for (name, seconds) in timeouts where !(seconds >= 0.001 && seconds <= 86_400) {
                throw .failed("the dashboard's \(name) timeout must be from 0.001 to 86400 s (got \(seconds))")
            }
        }

        /// Whether `host` is a loopback address (reachable only from this machine).
        public var isLoopback: Bool {
            let name = HostName.normalised(host)
            return name == "localhost" || HostName.isLoopback(name)
        }
    }
}
