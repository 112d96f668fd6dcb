import Clocks
import MotionMath
import Synchronization
import Testing
@testable import MotionEffects

/// Collects what an animation did.
final class AnimationLog: Sendable {
    let completions = Mutex<[AnimationCompletion]>([])
    let frames = Mutex<[AnimationFrame]>([])
    let finished = Mutex(false)

    var completionLabels: [String] { completions.withLock { $0.map(\.label) } }
    var completionTimes: [Duration] { completions.withLock { $0.map(\.elapsed) } }
    var frameCount: Int { frames.withLock { $0.count } }
}

func scalar(_ value: MotionEffectValue?) -> Double? {
    if case .scalar(let number) = value { return number }
    return nil
}

func point(_ value: MotionEffectValue?) -> SIMD2<Double>? {
    if case .point(let p) = value { return p }
    return nil
}

/// Advances `clock` in frame-sized steps until `log` says the run finished (bounded).
func drive(_ clock: TestClock<Duration>, until log: AnimationLog, step: Duration = .milliseconds(10), limit: Int = 2000) async {
    for _ in 0..<limit {
        if log.finished.withLock({ $0 }) { return }
        await clock.advance(by: step)
    }
}

/// Advances `clock` one frame at a time, `count` frames, waiting after each step until the
/// animator has drawn that frame, so the timeline never runs ahead of the animator.
func stepFrames(_ clock: TestClock<Duration>, _ log: AnimationLog, count: Int, frame: Duration = .milliseconds(10)) async {
    for _ in 0..<count {
        let drawn = log.frameCount
        await clock.advance(by: frame)
        _ = await eventually { log.frameCount > drawn || log.finished.withLock { $0 } }
    }
}

/// Waits (bounded) until the run has written its first frame, so its timeline has started.
func waitForFirstFrame(_ log: AnimationLog) async {
    _ = await eventually { log.frameCount > 0 }
}

@Suite struct AnimationTests {
    func makeAnimator(_ clock: TestClock<Duration>, _ log: AnimationLog, initial: [AnimatedProperty: MotionEffectValue] = [:]) -> Animator {
        let target = AnimationTarget(initialValues: initial) { frame in log.frames.withLock { $0.append(frame) } }
        return Animator(target: target, clock: clock, frameInterval: .milliseconds(10))
    }

    func start(_ animator: Animator, _ animation: Animation, _ log: AnimationLog) -> Task<Void, any Error> {
        Task {
            defer { log.finished.withLock { $0 = true } }
            try await animator.run(animation) { completion in log.completions.withLock { $0.append(completion) } }
        }
    }

    static let rotate = Animation.animate(.rotation, by: .scalar(.pi / 2), duration: .milliseconds(500))
    static let shift = Animation.animate(.translation, by: .point(SIMD2(50, 0)), duration: .milliseconds(500))
    static let fade = Animation.animate(.opacity, to: .scalar(0), duration: .milliseconds(500))

    @Test func sequenceRunsInOrderOnTime() async throws {
        let clock = TestClock()
        let log = AnimationLog()
        let animator = makeAnimator(clock, log, initial: [.opacity: .scalar(1)])
        let task = start(animator, .sequence(Self.rotate, .delay(.milliseconds(500)), Self.shift, .delay(.seconds(1)), Self.fade), log)
        await drive(clock, until: log)
        try await task.value
        #expect(log.completionLabels == ["rotation", "delay", "translation", "delay", "opacity"])
        #expect(log.completionTimes == [.milliseconds(500), .seconds(1), .milliseconds(1500), .milliseconds(2500), .seconds(3)])
        #expect(scalar(animator.target.value(of: .rotation)) == .pi / 2)
        #expect(point(animator.target.value(of: .translation)) == SIMD2(50, 0))
        #expect(scalar(animator.target.value(of: .opacity)) == 0)
        // Each property is written only during its own step.
        let translationTimes = log.frames.withLock { $0.filter { $0.property == .translation }.map(\.elapsed) }
        #expect(translationTimes.first == .seconds(1))
        #expect(translationTimes.last == .milliseconds(1500))
    }

    @Test func valuesFollowTheCurveMidStep() async throws {
        let clock = TestClock()
        let log = AnimationLog()
        let animator = makeAnimator(clock, log)
        let task = start(animator, Self.rotate, log)
        await waitForFirstFrame(log)
        await stepFrames(clock, log, count: 25)
        // The clock stands at 250 ms, so the value is exactly half the turn (a linear curve).
        let reachedHalf = await eventually { scalar(animator.target.value(of: .rotation)).map { isClose($0, .pi / 4, 1e-12) } == true }
        #expect(reachedHalf)
        await drive(clock, until: log)
        try await task.value
        let eased = AnimationLog()
        let easedAnimator = makeAnimator(clock, eased)
        let easedTask = start(easedAnimator, .animate(.scale, to: .scalar(2), duration: .seconds(1), curve: .easeIn), eased)
        await waitForFirstFrame(eased)
        await stepFrames(clock, eased, count: 25)
        let value = scalar(easedAnimator.target.value(of: .scale)) ?? -1
        #expect(value < 0.25 && value > 0)
        await drive(clock, until: eased)
        try await easedTask.value
        #expect(scalar(easedAnimator.target.value(of: .scale)) == 2)
    }

    @Test func repeatRunsTheBodyCountTimes() async throws {
        let clock = TestClock()
        let log = AnimationLog()
        let animator = makeAnimator(clock, log)
        let task = start(animator, Self.rotate.repeated(count: 3), log)
        await drive(clock, until: log)
        try await task.value
        #expect(log.completionLabels == ["rotation", "rotation", "rotation"])
        #expect(log.completionTimes == [.milliseconds(500), .seconds(1), .milliseconds(1500)])
        #expect(scalar(animator.target.value(of: .rotation)).map { isClose($0, 3 * .pi / 2, 1e-12) } == true)
    }

    @Test func repeatForeverIsBoundedByPrefix() async throws {
        // The article's chain: an endless rotation taken 5 times, then shift, then fade.
        let clock = TestClock()
        let log = AnimationLog()
        let animator = makeAnimator(clock, log, initial: [.opacity: .scalar(1)])
        let task = start(animator, .sequence(Self.rotate.repeatForever().prefix(5), Self.shift, Self.fade), log)
        await drive(clock, until: log)
        try await task.value
        #expect(log.completionLabels == Array(repeating: "rotation", count: 5) + ["translation", "opacity"])
        #expect(log.completionTimes.last == .seconds(3.5))
        #expect(scalar(animator.target.value(of: .rotation)).map { isClose($0, 5 * .pi / 2, 1e-12) } == true)
        // No rotation frame after the fifth completion.
        let lastRotation = log.frames.withLock { $0.filter { $0.property == .rotation }.map(\.elapsed).max() }
        #expect(lastRotation == .milliseconds(2500))
    }

    @Test func parallelCompletesOnceWhenTheLongestEnds() async throws {
        let clock = TestClock()
        let log = AnimationLog()
        let animator = makeAnimator(clock, log, initial: [.opacity: .scalar(1)])
        let slowFade = Animation.animate(.opacity, to: .scalar(0), duration: .seconds(1))
        let task = start(animator, .sequence(.parallel(Self.rotate, slowFade), Self.shift), log)
        await drive(clock, until: log)
        try await task.value
        #expect(log.completionLabels == ["parallel", "translation"])
        #expect(log.completionTimes == [.seconds(1), .milliseconds(1500)])
        #expect(scalar(animator.target.value(of: .opacity)) == 0)
        #expect(scalar(animator.target.value(of: .rotation)) == .pi / 2)
    }

    @Test func cancellationStopsCleanlyMidStep() async {
        let clock = TestClock()
        let log = AnimationLog()
        let animator = makeAnimator(clock, log, initial: [.opacity: .scalar(1)])
        let task = start(animator, .sequence(.animate(.opacity, to: .scalar(0), duration: .seconds(1)), Self.shift), log)
        await waitForFirstFrame(log)
        await stepFrames(clock, log, count: 30)
        let reachedThirtyPercent = await eventually { scalar(animator.target.value(of: .opacity)).map { isClose($0, 0.7, 1e-12) } == true }
        #expect(reachedThirtyPercent)
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        let framesAtCancel = log.frameCount
        await clock.advance(by: .seconds(2))
        #expect(log.frameCount == framesAtCancel)
        #expect(scalar(animator.target.value(of: .opacity)).map { isClose($0, 0.7, 1e-12) } == true)
        #expect(animator.target.value(of: .translation) == nil)
        #expect(log.completionLabels.isEmpty)
    }

    @Test func timingCurves() {
        for curve in [TimingCurve.linear, .easeIn, .easeOut, .easeInOut, .spring, .spring(dampingRatio: 1)] {
            #expect(curve.progress(0) == 0)
            #expect(curve.progress(1) == 1)
        }
        #expect(isClose(TimingCurve.easeInOut.progress(0.5), 0.5, 1e-9))
        #expect(TimingCurve.easeIn.progress(0.3) < 0.3)
        #expect(TimingCurve.easeOut.progress(0.3) > 0.3)
        #expect(isClose(TimingCurve.cubicBezier(x1: 0, y1: 0, x2: 1, y2: 1).progress(0.37), 0.37, 1e-9))
        let bouncy = stride(from: 0.0, through: 1.0, by: 0.01).map { TimingCurve.spring(dampingRatio: 0.3).progress($0) }
        #expect((bouncy.max() ?? 0) > 1.05)
        let critical = stride(from: 0.0, through: 1.0, by: 0.01).map { TimingCurve.spring(dampingRatio: 1).progress($0) }
        #expect((critical.max() ?? 2) <= 1)
        #expect(abs(TimingCurve.spring.progress(0.999) - 1) < 0.01)
    }

    @Test func zeroDurationStepJumpsAndRepeatCountZeroDoesNothing() async throws {
        let clock = TestClock()
        let log = AnimationLog()
        let animator = makeAnimator(clock, log)
        try await animator.run(.sequence(.animate(.scale, to: .scalar(3), duration: .zero), Self.rotate.repeated(count: 0))) { completion in
            log.completions.withLock { $0.append(completion) }
        }
        #expect(scalar(animator.target.value(of: .scale)) == 3)
        #expect(log.completionLabels == ["scale"])
    }
}
