import Synchronization

/// A named animatable property (a key path in UIKit terms).
public struct AnimatedProperty: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name.
    public var name: String
    /// Creates a property name.
    public init(_ name: String) { self.name = name }
    /// Creates a property name from a literal.
    public init(stringLiteral value: String) { name = value }
    public var description: String { name }

    /// Rotation about the view's centre, radians (scalar).
    public static let rotation = AnimatedProperty("rotation")
    /// Translation, points (point).
    public static let translation = AnimatedProperty("translation")
    /// Opacity 0…1 (scalar).
    public static let opacity = AnimatedProperty("opacity")
    /// Uniform scale (scalar).
    public static let scale = AnimatedProperty("scale")
}

/// One value written by an animation.
public struct AnimationFrame: Hashable, Sendable {
    /// The property.
    public var property: AnimatedProperty
    /// Its new value.
    public var value: MotionEffectValue
    /// When, on the animator's clock, relative to the start of the run.
    public var elapsed: Duration
}

/// The model the animations write to: the current value of each property, plus an optional
/// observer that sees every frame (a renderer, or a test).
public final class AnimationTarget: Sendable {
    private let values: Mutex<[AnimatedProperty: MotionEffectValue]>
    private let observer: (@Sendable (AnimationFrame) -> Void)?

    /// Creates a target.
    /// - Parameters:
    ///   - initialValues: starting values. Properties not given start at zero when a step
    ///     first reads them (0, the zero point or the identity transform, by the step's value).
    ///   - observer: called synchronously for every frame written.
    public init(initialValues: [AnimatedProperty: MotionEffectValue] = [:], observer: (@Sendable (AnimationFrame) -> Void)? = nil) {
        values = Mutex(initialValues)
        self.observer = observer
    }

    /// The current value of `property`; nil if never set.
    public func value(of property: AnimatedProperty) -> MotionEffectValue? {
        values.withLock { $0[property] }
    }

    /// A snapshot of every property.
    public var allValues: [AnimatedProperty: MotionEffectValue] {
        values.withLock { $0 }
    }

    func write(_ value: MotionEffectValue, to property: AnimatedProperty, elapsed: Duration) {
        values.withLock { $0[property] = value }
        observer?(AnimationFrame(property: property, value: value, elapsed: elapsed))
    }
}
