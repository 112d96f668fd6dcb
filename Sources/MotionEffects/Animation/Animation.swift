/// A description of an animation (the RxSwift article's chained animations, for Swift
/// concurrency). Each node, when run, emits **completions**: a step emits one when it
/// finishes, a delay one when it elapses, a sequence its children's in order, a parallel group
/// one when all children are done, a repeat its body's each time round. ``prefix(_:)`` takes
/// the first n completions and stops the rest — the `take(n)` that bounds an endless rotation.
public indirect enum Animation: Sendable, Equatable {
    /// One property animated over a duration.
    case step(AnimationStep)
    /// Nothing happens for a duration; emits one completion.
    case delay(Duration)
    /// Children one after another (`concat`).
    case sequence([Animation])
    /// Children at the same time; one completion when the last finishes.
    case parallel([Animation])
    /// The body `count` times in a row (`count` ≤ 0: nothing).
    case repeated(Animation, count: Int)
    /// The body again and again until cancelled or bounded by ``prefix(_:)``.
    case repeatForever(Animation)
    /// The first `count` completions of the body; the body is then stopped mid-way.
    case prefix(Animation, count: Int)

    /// Animates `property` to `value` over `duration` with `curve` (default linear).
    public static func animate(_ property: AnimatedProperty, to value: MotionEffectValue, duration: Duration, curve: TimingCurve = .linear) -> Animation {
        .step(AnimationStep(property: property, change: .to(value), duration: duration, curve: curve))
    }

    /// Animates `property` by `change` from wherever it is at the start of the step
    /// (scalars and points add, transforms concatenate).
    public static func animate(_ property: AnimatedProperty, by change: MotionEffectValue, duration: Duration, curve: TimingCurve = .linear) -> Animation {
        .step(AnimationStep(property: property, change: .by(change), duration: duration, curve: curve))
    }

    /// Children one after another.
    public static func sequence(_ animations: Animation...) -> Animation { .sequence(animations) }

    /// Children at the same time.
    public static func parallel(_ animations: Animation...) -> Animation { .parallel(animations) }

    /// This animation `count` times.
    public func repeated(count: Int) -> Animation { .repeated(self, count: count) }

    /// This animation forever (bound it with ``prefix(_:)`` or cancel its task).
    public func repeatForever() -> Animation { .repeatForever(self) }

    /// Only the first `count` completions of this animation.
    public func prefix(_ count: Int) -> Animation { .prefix(self, count: count) }
}

/// One animated property change.
public struct AnimationStep: Sendable, Equatable {
    /// Absolute or relative target.
    public enum Change: Sendable, Equatable {
        /// Animate to this value.
        case to(MotionEffectValue)
        /// Animate by this amount from the value at the step's start.
        case by(MotionEffectValue)
    }

    /// The property written.
    public var property: AnimatedProperty
    /// Where it goes.
    public var change: Change
    /// How long it takes; zero or negative jumps to the end at once.
    public var duration: Duration
    /// The timing curve. Default linear.
    public var curve: TimingCurve

    /// Creates a step.
    public init(property: AnimatedProperty, change: Change, duration: Duration, curve: TimingCurve = .linear) {
        self.property = property
        self.change = change
        self.duration = duration
        self.curve = curve
    }
}

/// One completion emitted by a running animation.
public struct AnimationCompletion: Hashable, Sendable {
    /// What completed: the step's property, `delay` or `parallel`.
    public var label: String
    /// When, on the animator's clock, relative to the start of the run (the scheduled time).
    public var elapsed: Duration
}
