import Synchronization
@testable import MotionEffects

/// A scriptable ``MotionSampleProvider``: records every run and lets tests push samples.
final class FakeMotionProvider: MotionSampleProvider, Sendable {
    struct Run {
        var intervalSeconds: Double
        var continuation: AsyncStream<MotionSample>.Continuation
        var isActive: Bool
    }

    private let state = Mutex<(available: Bool, runs: [Run])>((true, []))

    init(available: Bool = true) {
        state.withLock { $0.available = available }
    }

    var isDeviceMotionAvailable: Bool {
        get async { state.withLock { $0.available } }
    }

    func deviceMotionSamples(updateIntervalSeconds: Double) async throws -> AsyncStream<MotionSample> {
        let (stream, continuation) = AsyncStream<MotionSample>.makeStream()
        let index = state.withLock { state -> Int in
            state.runs.append(Run(intervalSeconds: updateIntervalSeconds, continuation: continuation, isActive: true))
            return state.runs.count - 1
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { $0.runs[index].isActive = false }
        }
        return stream
    }

    /// Intervals of every run started so far.
    var runIntervals: [Double] { state.withLock { $0.runs.map(\.intervalSeconds) } }
    /// Intervals of the runs still active.
    var activeIntervals: [Double] { state.withLock { $0.runs.filter(\.isActive).map(\.intervalSeconds) } }

    /// Pushes a sample into run `index` (default: the latest).
    func send(_ sample: MotionSample, run index: Int? = nil) {
        let continuation = state.withLock { state -> AsyncStream<MotionSample>.Continuation? in
            guard let chosen = index ?? (state.runs.isEmpty ? nil : state.runs.count - 1) else { return nil }
            return state.runs[chosen].continuation
        }
        continuation?.yield(sample)
    }
}

/// Waits (yielding, bounded) until `condition` holds; returns whether it did.
func eventually(_ condition: () async -> Bool) async -> Bool {
    for _ in 0..<2000 {
        if await condition() { return true }
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
    return await condition()
}
