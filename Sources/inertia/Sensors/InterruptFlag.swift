import Platform

/// Ctrl-C (SIGINT) and SIGTERM ask long-running commands to stop cleanly: the loop ends,
/// files are flushed and a summary is printed.
enum InterruptFlag {
    nonisolated(unsafe) private static var raised: sig_atomic_t = 0

    /// Installs the handlers (once is enough; again is harmless).
    static func install() {
        signal(SIGINT) { _ in InterruptFlag.raise() }
        signal(SIGTERM) { _ in InterruptFlag.raise() }
    }

    /// Whether a stop was asked for.
    static var isSet: Bool { raised != 0 }

    private static func raise() { raised = 1 }
}
