/// A run's time base on some clock: elapsed time since the run started, and sleeping until a
/// scheduled elapsed time. Opening the clock once here keeps the rest free of generics.
protocol AnimationTimeline: Sendable {
    /// Time since the run started.
    func elapsed() -> Duration
    /// Suspends until `elapsed` after the start; throws `CancellationError` when cancelled.
    func sleep(untilElapsed elapsed: Duration) async throws
}

struct ClockTimeline<C: Clock>: AnimationTimeline where C.Duration == Duration {
    let clock: C
    let start: C.Instant

    init(clock: C) {
        self.clock = clock
        start = clock.now
    }

    func elapsed() -> Duration {
        start.duration(to: clock.now)
    }

    func sleep(untilElapsed elapsed: Duration) async throws {
        try Task.checkCancellation()
        try await clock.sleep(until: start.advanced(by: elapsed), tolerance: nil)
    }
}

func makeTimeline(_ clock: some Clock<Duration>) -> any AnimationTimeline {
    ClockTimeline(clock: clock)
}
