extension MotionStreamServer {
    /// Where the motion stream listens and how it treats clients. The defaults suit a
    /// board's local programs; `inertia serve` sets them from its options.
    public struct Settings: Sendable {
        /// The Unix socket's path; nil for none. Default nil (`inertia serve` passes
        /// `$XDG_RUNTIME_DIR/inertia/motion.sock`, or `/tmp/inertia-UID/motion.sock`).
        public var socketPath: String?
        /// The socket file's permission bits. Default 0o660 (owner and group).
        public var socketMode: UInt32 = 0o660
        /// The socket file's group (a name or number); nil keeps the process's group.
        public var socketGroup: String?
        /// TCP port for the stream, 0…65535; nil for none (0 picks a free one). Default nil.
        public var tcpPort: Int?
        /// The address TCP listens on. Default 127.0.0.1.
        public var tcpHost = "127.0.0.1"
        /// The token a TCP client must send in its subscribe line when `tcpHost` is not a
        /// loopback address (the dashboard's control token). Default nil.
        public var controlToken: String?
        /// Most clients connected at once (socket and TCP together). Default 64.
        public var maximumClients = 64
        /// Lines that may wait for a slow client before its oldest are dropped. Default 4096.
        public var queueCapacityLines = 4096
        /// Longest accepted client line, bytes (a longer one closes the connection). Default 4096.
        public var maximumLineBytes = 4096
        /// Seconds between status lines, 0.001…86400. Default 1.
        public var statusIntervalSeconds = 1.0

        /// Default settings: no socket, no TCP.
        public init() {}

        /// Whether `tcpHost` is a loopback address (127.0.0.0/8, ::1, localhost).
        public var isLoopback: Bool {
            tcpHost == "localhost" || tcpHost == "::1" || tcpHost.hasPrefix("127.")
        }
    }
}
