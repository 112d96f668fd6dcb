import ArgumentParser
import DeviceMotion
import MotionEffects
import Synchronization

/// `inertia effects`: runs one of the motion-effect examples on a sensor (or the simulator)
/// and prints what a renderer would apply, one JSON object per line.
struct EffectsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "effects",
        abstract: "Print motion-effect outputs (offsets, 4×4 transforms, shimmer geometry, animation frames) as JSON lines.",
        discussion: """
            Examples: \(EffectExample.allCases.map(\.rawValue).joined(separator: ", ")). \
            chained-animation runs on the wall clock and needs no sensor.
            e.g. inertia effects --simulate mpu6050 --motion tilt --example gold-shimmer --duration 5 --fast
            """
    )

    @OptionGroup var source: SourceOptions

    @Option(help: ArgumentHelp("The example to run.", valueName: "name"))
    var example: String

    @Option(help: ArgumentHelp("Stop after this many seconds of sensor time (default: until Ctrl-C).", valueName: "seconds"))
    var duration: Double?

    @Flag(help: "With --simulate or --replay: run on a virtual clock, as fast as the host allows.")
    var fast = false

    @Option(help: ArgumentHelp("Interface orientation: portrait, landscapeLeft, landscapeRight, portraitUpsideDown.", valueName: "name"))
    var orientation: String = "portrait"

    @Option(help: ArgumentHelp("Effect update interval, seconds (default 0.05).", valueName: "seconds"))
    var interval: Double = 0.05

    @Flag(help: "Turn effects off as reduce motion does (also INERTIA_REDUCE_MOTION=1).")
    var reduceMotion = false

    @Option(help: ArgumentHelp("Renderer theme for the shimmer: light or dark.", valueName: "theme"))
    var theme: String = "dark"

    func validate() throws {
        guard EffectExample(rawValue: example) != nil else {
            throw ValidationError("unknown example '\(example)'; use one of: \(EffectExample.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard InterfaceOrientation(rawValue: orientation) != nil else {
            throw ValidationError("unknown orientation '\(orientation)'; use one of: \(InterfaceOrientation.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard RendererTheme(rawValue: theme) != nil else { throw ValidationError("--theme must be light or dark") }
        if let duration, !(duration.isFinite && duration > 0) { throw ValidationError("--duration must be a positive number of seconds") }
        if !(interval.isFinite && interval > 0 && interval <= 1) { throw ValidationError("--interval must be between 0 and 1 s") }
        if fast && source.simulate == nil && source.replay == nil { throw ValidationError("--fast needs --simulate or --replay") }
    }

    func run() async throws {
        guard let chosen = EffectExample(rawValue: example) else { throw ExitCode.validationFailure }
        if chosen == .chainedAnimation {
            try await runAnimation()
        } else {
            try await runMotion(chosen)
        }
    }

    /// The longest wait for `--duration` on the wall clock, seconds (about 31 years): a
    /// `Duration` cannot hold 10²⁰ s or more, and no animation runs that long.
    static let longestAnimationWaitSeconds = 1e9

    /// The chained animation on the wall clock, one line per frame (about 30 frames a second).
    func runAnimation() async throws {
        let values = Mutex<[AnimatedProperty: MotionEffectValue]>([.opacity: .scalar(1)])
        let target = AnimationTarget(initialValues: [.opacity: .scalar(1)]) { frame in
            let current = values.withLock { state -> [AnimatedProperty: MotionEffectValue] in
                state[frame.property] = frame.value
                return state
            }
            Console.writeLine(EffectExample.animationOutput(frame, values: current).jsonLine)
            Console.flush()
        }
        let animator = Animator(target: target, clock: ContinuousClock(), frameInterval: .milliseconds(33))
        let task = Task {
            try await animator.run(EffectExample.chainedAnimationRecipe) { completion in
                Console.writeError("completed \(completion.label) at \(completion.elapsed)\n")
            }
        }
        var stopper: Task<Void, any Error>?
        if let duration {
            stopper = Task {
                try await Task.sleep(for: .seconds(min(duration, Self.longestAnimationWaitSeconds)))
                task.cancel()
            }
        }
        do {
            try await task.value
        } catch is CancellationError {
            Console.writeError("stopped after \(duration ?? 0) s\n")
        }
        stopper?.cancel()
        Console.flush()
    }
}
