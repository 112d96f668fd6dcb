import Logging
import MotionFeed
import Platform
import ServiceLifecycle

/// Keeps systemd informed while `inertia serve` runs as a `Type=notify` service: sends
/// `WATCHDOG=1` every `ServiceManagerNotifier.watchdogIntervalSeconds` while the feed's
/// newest frame keeps advancing and reports no problem (a stalled sensor stops the pings,
/// so the manager restarts the service), and `STOPPING=1` as soon as a graceful shutdown
/// (SIGTERM, SIGINT) begins. `READY=1` is sent by the server once it listens
/// (`DashboardServer.run`).
struct ServiceManagerLink: Service {
    let notifier: ServiceManagerNotifier
    let feed: any MotionFeed
    let logger: Logger

    func run() async throws {
        await withGracefulShutdownHandler {
            await pingWhileHealthy()
        } onGracefulShutdown: {
            send("STOPPING=1")
        }
    }

    /// Sends `WATCHDOG=1` each interval in which a new frame arrived; returns on shutdown.
    private func pingWhileHealthy() async {
        guard let interval = notifier.watchdogIntervalSeconds else {
            // No watchdog asked for: stay until the group shuts down, so the handler runs.
            do { try await gracefulShutdown() } catch { return }
            return
        }
        var lastSequence: UInt64?
        // At least 1 ms: a watchdog asking for pings faster than that would spin the loop.
        let period = Duration.seconds(max(interval, 0.001))
        while !Task.isShuttingDownGracefully, !Task.isCancelled {
            do {
                try await cancelWhenGracefulShutdown { try await Task.sleep(for: period) }
            } catch {
                return
            }
            if Task.isShuttingDownGracefully { return }
            guard let frame = feed.latestFrame(), frame.status.problem == nil else { continue }
            if frame.sequenceNumber != lastSequence {
                lastSequence = frame.sequenceNumber
                send("WATCHDOG=1")
            }
        }
    }

    private func send(_ state: String) {
        do {
            try notifier.notify(state)
        } catch {
            logger.warning("\(error.description)")
        }
    }
}
