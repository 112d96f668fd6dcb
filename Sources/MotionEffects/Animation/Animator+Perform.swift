/// Marks the end of a ``Animation/prefix(_:)``: thrown through the body to stop it at once.
struct PrefixReached: Error {
    let token: PrefixToken
}

final class PrefixToken: Sendable {}

extension Animator {
    typealias Emit = (AnimationCompletion) async throws -> Void

    /// Runs `animation` starting at logical time `start`; returns its logical end time.
    func perform(_ animation: Animation, timeline: any AnimationTimeline, start: Duration, emit: Emit) async throws -> Duration {
        try Task.checkCancellation()
        switch animation {
        case .step(let step):
            let end = try await performStep(step, timeline: timeline, start: start)
            try await emit(AnimationCompletion(label: step.property.name, elapsed: end))
            return end
        case .delay(let duration):
            let end = start + max(duration, .zero)
            try await timeline.sleep(untilElapsed: end)
            try await emit(AnimationCompletion(label: "delay", elapsed: end))
            return end
        case .sequence(let children):
            var time = start
            for child in children { time = try await perform(child, timeline: timeline, start: time, emit: emit) }
            return time
        case .parallel(let children):
            let end = try await performParallel(children, timeline: timeline, start: start)
            try await emit(AnimationCompletion(label: "parallel", elapsed: end))
            return end
        case .repeated(let body, let count):
            var time = start
            for _ in 0..<max(count, 0) { time = try await perform(body, timeline: timeline, start: time, emit: emit) }
            return time
        case .repeatForever(let body):
            var time = start
            while true {
                try Task.checkCancellation()
                time = try await perform(body, timeline: timeline, start: time, emit: emit)
            }
        case .prefix(let body, let count):
            return try await performPrefix(body, count: count, timeline: timeline, start: start, emit: emit)
        }
    }

    func performPrefix(_ body: Animation, count: Int, timeline: any AnimationTimeline, start: Duration, emit: Emit) async throws -> Duration {
        guard count > 0 else { return start }
        let token = PrefixToken()
        var seen = 0
        var lastEnd = start
        do {
            let end = try await perform(body, timeline: timeline, start: start) { completion in
                seen += 1
                lastEnd = completion.elapsed
                try await emit(completion)
                if seen >= count { throw PrefixReached(token: token) }
            }
            return end
        } catch let reached as PrefixReached where reached.token === token {
            return lastEnd
        }
    }

    func performParallel(_ children: [Animation], timeline: any AnimationTimeline, start: Duration) async throws -> Duration {
        try await withThrowingTaskGroup(of: Duration.self) { group in
            for child in children {
                group.addTask {
                    try await self.perform(child, timeline: timeline, start: start) { _ in }
                }
            }
            var end = start
            for try await childEnd in group { end = max(end, childEnd) }
            return end
        }
    }

    /// Writes frames from `start` to `start + duration`; returns the end time.
    func performStep(_ step: AnimationStep, timeline: any AnimationTimeline, start: Duration) async throws -> Duration {
        let from = target.value(of: step.property) ?? Self.zero(like: step.change)
        let to: MotionEffectValue
        switch step.change {
        case .to(let value): to = value
        case .by(let change): to = from.combined(with: change) ?? from
        }
        let duration = max(step.duration, .zero)
        let end = start + duration
        guard duration > .zero else {
            try Task.checkCancellation()
            target.write(to, to: step.property, elapsed: end)
            return end
        }
        var frameTime = start
        while true {
            try Task.checkCancellation()
            let fraction = (frameTime - start) / duration
            let value = fraction >= 1 ? to : (from.interpolated(to: to, fraction: step.curve.progress(fraction)) ?? to)
            target.write(value, to: step.property, elapsed: frameTime)
            if frameTime >= end { return end }
            frameTime = min(frameTime + frameInterval, end)
            try await timeline.sleep(untilElapsed: frameTime)
        }
    }

    static func zero(like change: AnimationStep.Change) -> MotionEffectValue {
        let sample: MotionEffectValue
        switch change {
        case .to(let value), .by(let value): sample = value
        }
        switch sample {
        case .scalar: return .scalar(0)
        case .point: return .point(.zero)
        case .transform: return .transform(.identity)
        }
    }
}
