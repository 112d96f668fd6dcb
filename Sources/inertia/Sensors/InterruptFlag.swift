import Platform

/// Ctrl-C (SIGINT), SIGTERM and SIGHUP (the terminal or SSH connection going away) ask
/// long-running commands to stop cleanly: the loop ends, files are completed and a summary
/// is printed.
enum InterruptFlag {
    nonisolated(unsafe) private static var raised: sig_atomic_t = 0

    /// Installs the handlers (once is enough; again is harmless).
    static func install() {
        signal(SIGINT) { number in InterruptFlag.raise(number) }
        signal(SIGTERM) { number in InterruptFlag.raise(number) }
        signal(SIGHUP) { number in InterruptFlag.raise(number) }
    }

    /// Whether a stop was asked for.
    static var isSet: Bool { raised != 0 }

    /// The signal that asked for the stop ("SIGHUP"), nil when none did.
    static var signalName: String? {
        switch raised {
        case 0: return nil
        case SIGINT: return "SIGINT"
        case SIGTERM: return "SIGTERM"
        case SIGHUP: return "SIGHUP"
        default: return "signal \(raised)"
        }
    }

    private static func raise(_ number: CInt) { raised = sig_atomic_t(number) }
}
